/**
 * The reusable validators of spec “Validation rules” as pure predicates. Their messages live with the schemas that use
 * them (`shared/schemas/`), never here. Every validator accepts `unknown` and answers false for a value of
 * the wrong type, so a form and the API can call them on raw input.
 *
 * The regexes are kept linear: character classes that cannot overlap their neighbours and no nested
 * quantifiers over the same characters, so hostile input cannot cause catastrophic backtracking.
 */

import { PASSWORD_MIN_LENGTH } from './constants';

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /[0-9]/;

/** Local part, an @ and a domain of at least two dot-separated labels. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Optional http://, https:// or www. prefix; dot-separated labels; a top-level part of 2–5 letters;
 * an optional :port of 1–5 digits; an optional path starting with '/'.
 */
const WEBSITE = /^(?:https?:\/\/|www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,5}(?::[0-9]{1,5})?(?:\/\S*)?$/i;

/** Digits, spaces, '+', '-' and parentheses only. */
const PHONE_CHARACTERS = /^[0-9+\-() ]+$/;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 20;

/** A plain decimal: digits with an optional fraction ('50', '7.5', '100.0'). */
const DECIMAL = /^[0-9]{1,3}(?:\.[0-9]+)?$/;

/**
 * Characters that show nothing: whitespace and separators (incl. U+00A0 and U+3000), format
 * characters (Cf: zero-width space and joiners U+200B–U+200D, word joiner U+2060, U+FEFF, soft hyphen
 * U+00AD, bidi marks), control characters, and the blank fillers of Hangul and Braille.
 */
const INVISIBLE_CHARACTER = /^[\s\p{Z}\p{Cf}\p{Cc}\u115F\u1160\u2800\u3164\uFFA0]$/u;

/** Marks that combine with nothing visible: the grapheme joiner, Khmer and Mongolian blanks, variation selectors. */
function isInvisibleMark(codePoint: number): boolean {
  return (
    codePoint === 0x034f ||
    codePoint === 0x17b4 ||
    codePoint === 0x17b5 ||
    (codePoint >= 0x180b && codePoint <= 0x180f) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef)
  );
}

/** At least one character that shows: one pass over the code points, linear on any input. */
function hasVisibleCharacter(value: string): boolean {
  for (const character of value) {
    if (!INVISIBLE_CHARACTER.test(character) && !isInvisibleMark(character.codePointAt(0) ?? 0)) return true;
  }
  return false;
}

/** Length in characters (code points), so an emoji counts once. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * required: a string with at least one visible character — whitespace alone, or zero-width and other
 * invisible characters alone, count as empty (spec “Validation rules”: "non-empty after trimming whitespace"; a name
 * of U+200B would otherwise pass and show as nothing). Also answers sensibly for the other shapes a
 * form holds: a non-empty array, a finite number, a boolean; null and undefined are missing.
 */
export function isRequired(value: unknown): boolean {
  if (typeof value === 'string') return hasVisibleCharacter(value);
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return value !== null && value !== undefined;
}

/** email: a local part, an @ and a dotted domain ('a@b.co'). */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL.test(value);
}

/** password length: at least 6 characters. */
export function isPasswordLength(value: unknown): boolean {
  return typeof value === 'string' && characterCount(value) >= PASSWORD_MIN_LENGTH;
}

/** password with capital: at least 6 characters and one uppercase letter. */
export function hasCapital(value: unknown): boolean {
  return isPasswordLength(value) && UPPERCASE.test(value as string);
}

/** password with number: at least 6 characters and one digit. */
export function hasNumber(value: unknown): boolean {
  return isPasswordLength(value) && DIGIT.test(value as string);
}

/** strong password: at least 6 characters with a digit, a lowercase and an uppercase letter. */
export function isStrongPassword(value: unknown): boolean {
  return hasNumber(value) && hasCapital(value) && LOWERCASE.test(value as string);
}

/** The product's own password rule: at least 6 characters, at least one capital, at least one number. */
export function isProductPassword(value: unknown): boolean {
  return hasCapital(value) && hasNumber(value);
}

/** percentage: a number, or a numeric string such as '7.5', from 0 to 100 inclusive. */
export function isPercentage(value: unknown): boolean {
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (!DECIMAL.test(text)) return false;
    amount = Number(text);
  } else {
    return false;
  }
  return Number.isFinite(amount) && amount >= 0 && amount <= 100;
}

/**
 * website: optional http://, https:// or www. prefix, a domain whose top-level part has 2–5 letters,
 * an optional port of 1–5 digits and an optional path ('www.example.co.za', 'https://a.io:8080/path').
 */
export function isWebsite(value: unknown): boolean {
  return typeof value === 'string' && WEBSITE.test(value.trim());
}

/** A landline or cellphone number: digits, spaces, '+', '-' and parentheses, with 7–20 digits. */
export function isPhoneNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return false;
  const digits = text.replace(/[^0-9]/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
