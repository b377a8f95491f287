/**
 * The anonymity guard over a listing's free text, with what it must find wherever it appears: the
 * poster's own contact details and company (from their account) and the listing's own secrets (sent
 * with it, never kept in clear). Used by the check as a member types and by the listing save rule.
 * Every check in the API goes through here, with the API's larger name lists
 * (anonymity-names.ts); the PWA checks with its compact lists only.
 */
import type { Account } from './rows';
import { SERVER_NAME_LISTS } from './anonymity-names';
import { checkFields, checkText, type Finding, type KnownValues } from '../../shared/anonymity';

/** The listing's own secrets, as the member sent them with it. */
export type ListingSecrets = {
  idNumber?: string | null;
  passport?: string | null;
  email?: string | null;
  cellphone?: string | null;
  fullName?: string | null;
  clientName?: string | null;
};

export type FieldFinding = Finding & { field: string };

export function knownValuesOf(
  poster: Account,
  secrets: ListingSecrets = {},
  knownEmployers: string[] = [],
): KnownValues {
  return {
    knownEmployers,
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
 * Every finding, field by field in the order given, each field's in reading order.
 * `knownEmployers`: the poster's past clients named in these texts (services/anonymity/find-past-clients.ts).
 */
export function checkListingText(options: {
  poster: Account;
  fields: Record<string, string | null | undefined>;
  secrets?: ListingSecrets;
  knownEmployers?: string[];
}): FieldFinding[] {
  return checkFields(options.fields, knownValuesOf(options.poster, options.secrets, options.knownEmployers), {
    nameLists: SERVER_NAME_LISTS,
  });
}

/** One text checked as the API checks it: the known values given, and the API's larger name lists. */
export function checkServerText(text: string, known: KnownValues = {}): Finding[] {
  return checkText(text, known, { nameLists: SERVER_NAME_LISTS });
}
