/**
 * The private identifiers a poster may give for a candidate (duplicate-candidate check),
 * normalised so the same person written two ways hashes the same: spaces, dashes and case do not
 * matter, and a South African cellphone is the same with +27, 27 or 0 in front. Pure; the server
 * keeps only keyed hashes of the normalised values (api/services/candidates/identifier-hash.ts).
 */
export const IDENTIFIER_KINDS = ['idNumber', 'passport', 'email', 'cellphone'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];
export type CandidateIdentifiers = Partial<Record<IdentifierKind, string>>;

export const IDENTIFIER_LABELS: Record<IdentifierKind, string> = {
  idNumber: 'SA ID Number',
  passport: 'Passport Number',
  email: 'Candidate E-mail',
  cellphone: 'Candidate Cellphone',
};

/** The Luhn check digit rule (the last of the 13 digits of a South African ID number). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const SEPARATORS = /[\s\-().]/g;

/** 13 digits whose last is the Luhn check digit, or null. */
export function normaliseSaIdNumber(value: string): string | null {
  const digits = value.replace(SEPARATORS, '');
  return /^\d{13}$/.test(digits) && passesLuhn(digits) ? digits : null;
}

/** Letters and digits, upper case, 6 to 20 of them, or null. */
export function normalisePassport(value: string): string | null {
  const compact = value.replace(SEPARATORS, '').toUpperCase();
  return /^[A-Z0-9]{6,20}$/.test(compact) ? compact : null;
}

/** Trimmed and lower case, with a local part, an @ and a dotted domain, or null. */
export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}

/**
 * A cellphone in international form: '082 555 0101', '+27 82 555 0101', '27825550101' and
 * '(082) 555-0101' are all '+27825550101'. Other countries' numbers keep their + and digits.
 */
export function normaliseCellphone(value: string): string | null {
  const compact = value.replace(SEPARATORS, '');
  if (/^0\d{9}$/.test(compact)) return `+27${compact.slice(1)}`;
  if (/^27\d{9}$/.test(compact)) return `+${compact}`;
  if (/^\+27\d{9}$/.test(compact)) return compact;
  if (/^\+\d{8,15}$/.test(compact)) return compact;
  return null;
}

export const NORMALISERS: Record<IdentifierKind, (value: string) => string | null> = {
  idNumber: normaliseSaIdNumber,
  passport: normalisePassport,
  email: normaliseEmail,
  cellphone: normaliseCellphone,
};
