/**
 * Suggested matches: how well a listing of the other kind fits one of a member's own
 * listings, as a deterministic score from 0 to 100 with the reasons in words. docs/suggestions.md
 * explains it to members; the SQL that ranks 100,000 listings (api/services/suggestions/) takes its
 * weights and its terms from here, so the database and this file cannot disagree.
 *
 * The score is the sum of eight parts (SUGGESTION_WEIGHTS): recruitment categories, location,
 * annual CTC package, nature of employment, industry sector, employment equity, gender preference
 * and freshness (the age of the suggested listing). Two things exclude a listing outright (a hard
 * mismatch): no nature of employment in common, and an employment equity the job spec does not
 * accept. A job spec's 'Open (Any Candidate)' accepts every candidate; its 'Any' sector fits every
 * sector; its 'Open' gender preference fits every candidate.
 */
import {
  ANY_SECTOR_ID,
  CATEGORIES,
  EQUITIES,
  INTERNATIONAL_LOCATION_ID,
  LOCATIONS,
  NATURES,
  NEGOTIABLE_PACKAGE_ID,
  OPEN_EQUITY_ID,
  OPEN_GENDER_ID,
  OTHER_CATEGORY_ID,
  OTHER_LOCATION_ID,
  OTHER_SECTOR_ID,
  PACKAGES,
  REMOTE_LOCATION_ID,
  SECTORS,
  GENDERS,
  expandLocationIds,
  lookupName,
  type ListingKind,
  type LocationItem,
} from '../lookups';

/** Every weight of the score, in one place. The parts add up to 100 for a perfect fit. */
export const SUGGESTION_WEIGHTS = {
  /** At least one recruitment category in common ('Other' counts when the free texts are the same). */
  category: 30,
  /** The closest the two come: same city (or Remote Work, or the same International country), province, country. */
  location: { city: 20, province: 14, country: 8 },
  /** Same package band; one or two bands apart; 'Negotiable' on one side. */
  package: { same: 15, oneBand: 10, twoBands: 5, negotiable: 8 },
  /** A nature of employment in common (required: none in common excludes the listing). */
  nature: 10,
  /** At least one industry sector in common, or a job spec open to 'Any' sector. */
  sector: 10,
  /** The candidate's employment equity is one the job accepts (required). */
  equity: 5,
  /** The job's preference is 'Open' or the candidate's gender. */
  gender: 5,
  /** The suggested listing was posted in the last week, or the last 30 days. */
  freshness: { week: 5, month: 3 },
} as const;

/** Ages (days) for the freshness part. */
export const FRESH_WEEK_DAYS = 7;
export const FRESH_MONTH_DAYS = 30;
/** A suggestion strong enough to tell its member about (the 'Suggested Match - New' note). */
export const STRONG_SUGGESTION_SCORE = 80;
/** At most this many suggestions per listing. */
export const SUGGESTION_LIMIT = 10;
/** At most this many reasons per suggestion (the two required parts always give at least two). */
export const MAX_REASONS = 4;

/** The fields of a listing the score reads (a row, a view or a test's object). */
export type ScoredListing = {
  kind: ListingKind;
  categories: readonly number[];
  categoryOther: string;
  natures: readonly number[];
  equities: readonly number[];
  genderId: number;
  packageId: number;
  locations: readonly number[];
  countryOther: string;
  sectors: readonly number[];
  sectorOther: string;
  createdAt: Date;
};

/** Free texts ('Other' category, sector, country) compare trimmed and case-blind; SQL: lower(btrim(x)). */
export const normalizeFreeText = (text: string) => text.trim().toLowerCase();

const LOCATION_BY_ID = new Map<number, LocationItem>(LOCATIONS.map((l) => [l.id, l]));

/** The place's province (itself for a province, its parent for a city), or undefined. */
function provinceOf(id: number): number | undefined {
  const location = LOCATION_BY_ID.get(id);
  if (location?.kind === 'province') return id;
  if (location?.kind === 'city') return location.parentId;
  return undefined;
}

/** The place's country (itself, or the country above its province), or undefined. */
function countryOf(id: number): number | undefined {
  const location = LOCATION_BY_ID.get(id);
  if (location?.kind === 'country') return id;
  const province = provinceOf(id);
  return province === undefined ? undefined : LOCATION_BY_ID.get(province)?.parentId;
}

const unique = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * What a listing of the other kind is compared with, derived once from one of the member's own
 * listings. The SQL tests a row against exactly these sets; `scoreAgainstTerms` does the same in
 * TypeScript. `null` means "fits every listing" (a job's Open equity, Any sector, Open gender).
 */
export type SuggestionTerms = {
  /** The kind of the listings suggested (the other kind). */
  targetKind: ListingKind;
  /** Categories in common count; 'Other' is compared by its free text (`categoryOther`) instead. */
  categoryIds: number[];
  categoryOther: string;
  natureIds: number[];
  /** The target's equities must overlap these; null: every target is accepted. */
  equityIds: number[] | null;
  /** The target's sectors must overlap these (or the 'Other' text match); null: every sector fits. */
  sectorIds: number[] | null;
  sectorOther: string;
  /** The target's gender must be one of these; null: every gender fits. */
  genderIds: number[] | null;
  packageId: number;
  /** Remote Work on the own listing fits every place. */
  isRemote: boolean;
  /** Places that fit at city level: the own cities, and Remote Work (which fits all). */
  cityIds: number[];
  /** Places in the own listing's provinces (the provinces and their cities). */
  provinceAreaIds: number[];
  /** Places in the own listing's countries (the country, its provinces and cities). */
  countryAreaIds: number[];
  /** The Country Name of an International/Other own listing, normalized ('' when none). */
  abroadCountry: string;
};

const ABROAD_LOCATION_IDS = [INTERNATIONAL_LOCATION_ID, OTHER_LOCATION_ID];

export function suggestionTerms(own: ScoredListing): SuggestionTerms {
  const isJob = own.kind === 'job';
  const cities = own.locations.filter((id) => LOCATION_BY_ID.get(id)?.kind === 'city');
  const provinces = own.locations.map(provinceOf).filter((id): id is number => id !== undefined);
  const countries = own.locations.map(countryOf).filter((id): id is number => id !== undefined);
  const isAbroad = own.locations.some((id) => ABROAD_LOCATION_IDS.includes(id));
  return {
    targetKind: isJob ? 'candidate' : 'job',
    categoryIds: unique(own.categories.filter((id) => id !== OTHER_CATEGORY_ID)),
    categoryOther: own.categories.includes(OTHER_CATEGORY_ID) ? normalizeFreeText(own.categoryOther) : '',
    natureIds: unique(own.natures),
    // A job lists the equities it accepts (Open: all); a candidate fits jobs listing its equity or Open.
    equityIds: isJob
      ? own.equities.includes(OPEN_EQUITY_ID)
        ? null
        : unique(own.equities)
      : unique([...own.equities, OPEN_EQUITY_ID]),
    sectorIds: isJob
      ? own.sectors.includes(ANY_SECTOR_ID)
        ? null
        : unique(own.sectors.filter((id) => id !== OTHER_SECTOR_ID))
      : unique([...own.sectors.filter((id) => id !== OTHER_SECTOR_ID), ANY_SECTOR_ID]),
    sectorOther: own.sectors.includes(OTHER_SECTOR_ID) ? normalizeFreeText(own.sectorOther) : '',
    genderIds: isJob ? (own.genderId === OPEN_GENDER_ID ? null : [own.genderId]) : [own.genderId, OPEN_GENDER_ID],
    packageId: own.packageId,
    isRemote: own.locations.includes(REMOTE_LOCATION_ID),
    cityIds: unique([...cities, REMOTE_LOCATION_ID]),
    provinceAreaIds: unique(expandLocationIds(unique(provinces))),
    countryAreaIds: unique(expandLocationIds(unique(countries))),
    abroadCountry: isAbroad ? normalizeFreeText(own.countryOther) : '',
  };
}

export type SuggestionPart =
  'category' | 'location' | 'package' | 'nature' | 'sector' | 'equity' | 'gender' | 'freshness';
/**
 * `isWeak`: true but no argument for the fit ('Cape Town and Rustenburg are in South Africa' says
 * nothing to a South African recruiter): it counts in the score but is not shown as a reason.
 */
export type ScoredPart = { part: SuggestionPart; points: number; reason: string; isWeak?: boolean };
export type SuggestionScore = { score: number; reasons: string[]; parts: ScoredPart[] };

const overlap = (a: readonly number[], b: readonly number[]) => a.filter((id) => b.includes(id));
const DAY_MS = 86_400_000;
const BAND_WORDS = ['', 'one', 'two'];

/** Names of ids in a list, the first two joined ('IT & Internet, Sales'). */
function names(ids: readonly number[], list: readonly { id: number; name: string }[], max = 2): string {
  return ids
    .slice(0, max)
    .map((id) => lookupName(list, id))
    .filter(Boolean)
    .join(', ');
}

/** The reason of a location fit, in words: 'Same city: Sandton', 'Johannesburg is in Gauteng', … */
function locationReason(own: readonly number[], other: readonly number[], level: 'province' | 'country'): string {
  const area = level === 'province' ? provinceOf : countryOf;
  for (const a of own) {
    for (const b of other) {
      const shared = area(a);
      if (shared === undefined || shared !== area(b)) continue;
      const sharedName = lookupName(LOCATIONS, shared) ?? '';
      if (a === b) return level === 'province' ? `Same province: ${sharedName}` : `Both in ${sharedName}`;
      if (a === shared) return `${lookupName(LOCATIONS, b)} is in ${sharedName}`;
      if (b === shared) return `${lookupName(LOCATIONS, a)} is in ${sharedName}`;
      return `${lookupName(LOCATIONS, a)} and ${lookupName(LOCATIONS, b)} are in ${sharedName}`;
    }
  }
  return level === 'province' ? 'Same province' : 'Same country';
}

/**
 * The score of `target` (a listing of the other kind) for the listing `terms` were derived from,
 * or null when a hard mismatch excludes it. `own` is only read for the wording of reasons.
 */
export function scoreAgainstTerms(
  terms: SuggestionTerms,
  own: Pick<ScoredListing, 'locations' | 'kind'>,
  target: ScoredListing,
  now: Date,
): SuggestionScore | null {
  const W = SUGGESTION_WEIGHTS;
  // Hard mismatches first.
  const natures = overlap(terms.natureIds, target.natures);
  if (natures.length === 0) return null;
  const equities = terms.equityIds === null ? null : overlap(terms.equityIds, target.equities);
  if (equities !== null && equities.length === 0) return null;

  const parts: ScoredPart[] = [];
  const add = (part: SuggestionPart, points: number, reason: string, isWeak = false) => {
    if (points > 0) parts.push({ part, points, reason, ...(isWeak ? { isWeak } : {}) });
  };

  // Categories: any in common; 'Other' when both wrote the same free text.
  const categories = overlap(terms.categoryIds, target.categories);
  if (categories.length > 0) {
    add(
      'category',
      W.category,
      `Same ${categories.length > 1 ? 'categories' : 'category'}: ${names(categories, CATEGORIES)}`,
    );
  } else if (
    terms.categoryOther !== '' &&
    target.categories.includes(OTHER_CATEGORY_ID) &&
    normalizeFreeText(target.categoryOther) === terms.categoryOther
  ) {
    add('category', W.category, `Same category: ${target.categoryOther.trim()}`);
  }

  // Location: the closest level the two share.
  const targetRemote = target.locations.includes(REMOTE_LOCATION_ID);
  const cities = overlap(terms.cityIds, target.locations).filter((id) => id !== REMOTE_LOCATION_ID);
  const isSameAbroad =
    terms.abroadCountry !== '' &&
    target.locations.some((id) => ABROAD_LOCATION_IDS.includes(id)) &&
    normalizeFreeText(target.countryOther) === terms.abroadCountry;
  if (terms.isRemote || targetRemote) add('location', W.location.city, 'Remote Work');
  else if (cities.length > 0) add('location', W.location.city, `Same city: ${lookupName(LOCATIONS, cities[0]!)}`);
  else if (isSameAbroad) add('location', W.location.city, `Same country: ${target.countryOther.trim()}`);
  else if (overlap(terms.provinceAreaIds, target.locations).length > 0)
    add('location', W.location.province, locationReason(own.locations, target.locations, 'province'));
  else if (overlap(terms.countryAreaIds, target.locations).length > 0)
    add('location', W.location.country, locationReason(own.locations, target.locations, 'country'), true);

  // Package: the same band, then by distance; 'Negotiable' on one side fits partly.
  const distance = Math.abs(target.packageId - terms.packageId);
  if (distance === 0) add('package', W.package.same, `Same package: ${lookupName(PACKAGES, terms.packageId) ?? ''}`);
  else if (target.packageId === NEGOTIABLE_PACKAGE_ID || terms.packageId === NEGOTIABLE_PACKAGE_ID)
    add('package', W.package.negotiable, 'Package negotiable');
  else if (distance <= 2)
    add(
      'package',
      distance === 1 ? W.package.oneBand : W.package.twoBands,
      `Package ${BAND_WORDS[distance]} band${distance === 1 ? '' : 's'} apart`,
    );

  add('nature', W.nature, names(natures, NATURES, 3));

  // Sector: any in common, a job open to Any sector, or the same 'Other' text.
  const anySector = terms.sectorIds === null || (own.kind === 'candidate' && target.sectors.includes(ANY_SECTOR_ID));
  const sectors =
    terms.sectorIds === null ? [] : overlap(terms.sectorIds, target.sectors).filter((id) => id !== ANY_SECTOR_ID);
  if (sectors.length > 0) add('sector', W.sector, `Same sector: ${names(sectors, SECTORS)}`);
  else if (anySector) add('sector', W.sector, 'Any industry sector');
  else if (
    terms.sectorOther !== '' &&
    target.sectors.includes(OTHER_SECTOR_ID) &&
    normalizeFreeText(target.sectorOther) === terms.sectorOther
  )
    add('sector', W.sector, `Same sector: ${target.sectorOther.trim()}`);

  // Employment equity (required): the job's Open, or the candidate's status accepted.
  const acceptsAll = equities === null || (own.kind === 'candidate' && target.equities.includes(OPEN_EQUITY_ID));
  const accepted = (equities ?? []).filter((id) => id !== OPEN_EQUITY_ID);
  add(
    'equity',
    W.equity,
    accepted.length > 0 ? `${names(accepted, EQUITIES, 1)} accepted` : acceptsAll ? 'Open to any candidate' : '',
  );

  // Gender preference: the job's Open fits all.
  if (terms.genderIds === null || terms.genderIds.includes(target.genderId)) {
    const jobGender = own.kind === 'job' ? terms.genderIds?.[0] : target.genderId;
    add(
      'gender',
      W.gender,
      jobGender === undefined || jobGender === OPEN_GENDER_ID
        ? 'Gender preference open'
        : `Gender: ${lookupName(GENDERS, jobGender) ?? ''}`,
    );
  }

  // Freshness of the suggested listing.
  const fresh = freshnessPoints(target.createdAt, now);
  add('freshness', fresh, fresh === W.freshness.week ? 'Posted this week' : 'Posted this month');

  const score = parts.reduce((sum, p) => sum + p.points, 0);
  // The strongest parts explain the score; equal points keep the order of SUGGESTION_WEIGHTS.
  const reasons = parts
    .filter((p) => !p.isWeak)
    .sort((a, b) => b.points - a.points || PART_ORDER.indexOf(a.part) - PART_ORDER.indexOf(b.part))
    .slice(0, MAX_REASONS)
    .map((p) => p.reason);
  return { score, reasons, parts };
}

const PART_ORDER = Object.keys(SUGGESTION_WEIGHTS) as SuggestionPart[];

/** The freshness part of a listing posted at `createdAt`: this week, this month, or nothing. */
export function freshnessPoints(createdAt: Date, now: Date): number {
  const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
  if (ageDays < FRESH_WEEK_DAYS) return SUGGESTION_WEIGHTS.freshness.week;
  if (ageDays < FRESH_MONTH_DAYS) return SUGGESTION_WEIGHTS.freshness.month;
  return 0;
}

/** The score of `target` as a suggestion for `own` (listings of the two kinds), or null when excluded. */
export function scoreSuggestion(own: ScoredListing, target: ScoredListing, now: Date): SuggestionScore | null {
  if (own.kind === target.kind) return null;
  return scoreAgainstTerms(suggestionTerms(own), own, target, now);
}

/** The most a listing without a category in common can score (the SQL stops looking once ten beat it). */
export const MAX_SCORE_WITHOUT_CATEGORY = 100 - SUGGESTION_WEIGHTS.category;
/** The most a listing can score whose package gives no points (more than two bands apart, neither Negotiable). */
export const MAX_SCORE_WITHOUT_PACKAGE = 100 - SUGGESTION_WEIGHTS.package.same;
/** The most a listing can score that shares no city with the listing (it may still share the province). */
export const MAX_SCORE_WITHOUT_CITY = 100 - (SUGGESTION_WEIGHTS.location.city - SUGGESTION_WEIGHTS.location.province);
/** The most a listing can score that shares no industry sector with the listing. */
export const MAX_SCORE_WITHOUT_SECTOR = 100 - SUGGESTION_WEIGHTS.sector;
/** The most a listing can score that shares neither a city nor an industry sector with the listing. */
export const MAX_SCORE_WITHOUT_CITY_OR_SECTOR = MAX_SCORE_WITHOUT_CITY - SUGGESTION_WEIGHTS.sector;
/** The package bands that give points next to `packageId` (not Negotiable): up to two bands apart, and Negotiable. */
export function packageIdsNear(packageId: number): number[] {
  const near = [NEGOTIABLE_PACKAGE_ID];
  for (let id = packageId - 2; id <= packageId + 2; id++) if (id > NEGOTIABLE_PACKAGE_ID) near.push(id);
  return near;
}
