/** Pure rules of a listing's life (spec “Entities and their fields” Reference format, spec “States and transitions”, spec “Business constants and limits”). */
import { LISTING_EXTENSION_DAYS, LISTING_LIFETIME_DAYS, LISTING_NEW_HOURS } from '../constants';
import { INTERNATIONAL_LOCATION_ID, OTHER_LOCATION_ID, type ListingKind } from '../lookups';

const DAY_MS = 86_400_000;

/** 'J' or 'C', then YYMM of creation, then the first four characters of the id, upper-cased. */
export function makeReference(kind: ListingKind, created: Date, id: string): string {
  const yy = String(created.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(created.getUTCMonth() + 1).padStart(2, '0');
  return `${kind === 'job' ? 'J' : 'C'}${yy}${mm}${id.slice(0, 4).toUpperCase()}`;
}

export const initialExpiry = (created: Date) => new Date(created.getTime() + LISTING_LIFETIME_DAYS * DAY_MS);
export const extendedExpiry = (expiry: Date) => new Date(expiry.getTime() + LISTING_EXTENSION_DAYS * DAY_MS);
/** Closing sets the expiry to one day before creation, which is how "closed" is recognised. */
export const closedExpiry = (created: Date) => new Date(created.getTime() - DAY_MS);
export const isClosed = (created: Date, expiry: Date) => expiry.getTime() < created.getTime();
export const isExpired = (expiry: Date, now = new Date()) => expiry.getTime() < now.getTime();
export const isOpen = (created: Date, expiry: Date, now = new Date()) =>
  !isClosed(created, expiry) && !isExpired(expiry, now);

export const listingAge = (created: Date, now = new Date()) =>
  Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS));
export const daysToExpiry = (expiry: Date, now = new Date()) => Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS);
export const isNewListing = (created: Date, now = new Date()) =>
  now.getTime() - created.getTime() < LISTING_NEW_HOURS * 3_600_000;

/**
 * The locations that ask for a Country Name (`countryOther`): spec “Entities and their fields” says International asks for it
 * and spec “Validation rules” rule 7 asks for it when Other is chosen, so both do; the name then describes whichever of the
 * two was chosen.
 */
export const COUNTRY_NAME_LOCATION_IDS: readonly number[] = [INTERNATIONAL_LOCATION_ID, OTHER_LOCATION_ID];
export const COUNTRY_NAME_LOCATION_NAMES = 'International or Other';
export const asksForCountryName = (locations: readonly number[]) =>
  locations.some((id) => COUNTRY_NAME_LOCATION_IDS.includes(id));
