import type { Account } from '../../domain/rows';
import { checkFields, type Finding, type KnownValues } from '../../../shared/anonymity';

/** The listing's own secrets, as the member sent them with it (never kept in clear). */
export type ListingSecrets = {
  idNumber?: string | null;
  passport?: string | null;
  email?: string | null;
  cellphone?: string | null;
  fullName?: string | null;
  clientName?: string | null;
};

export type FieldFinding = Finding & { field: string };

/** What the guard must find wherever it appears: the poster's own contact details and company, and the secrets. */
export function knownValuesOf(poster: Account, secrets: ListingSecrets = {}): KnownValues {
  return {
    own: {
      email: poster.email,
      phones: [poster.cellphone, poster.landline],
      company: poster.company,
      website: poster.website,
    },
    secrets: {
      email: secrets.email,
      phones: [secrets.cellphone],
      idNumber: secrets.idNumber,
      passport: secrets.passport,
      fullName: secrets.fullName,
      clientName: secrets.clientName,
    },
  };
}

/**
 * The anonymity guard over a listing's free text, with the poster's account and the listing's
 * secrets as known values: every finding, field by field, each field's in reading order.
 */
export function checkListingText(options: {
  poster: Account;
  fields: Record<string, string | null | undefined>;
  secrets?: ListingSecrets;
}): FieldFinding[] {
  return checkFields(options.fields, knownValuesOf(options.poster, options.secrets));
}
