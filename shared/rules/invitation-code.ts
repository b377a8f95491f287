/**
 * Invitation codes (spec “Validation rules”): the SHA-256 hash of the registering e-mail address plus a fixed,
 * product-specific salt, reduced to every fourth byte (bytes 0, 4, 8, …, 28) in lowercase hex,
 * which gives a 16-character code. A configured master code is also accepted.
 *
 * Uses WebCrypto (`globalThis.crypto.subtle`), so it runs unchanged in Node 20+ and in browsers.
 */

const BYTE_STRIDE = 4;

/** The value a code is computed from: the e-mail address, trimmed and lowercased. */
export function normalizeInvitationValue(value: string): string {
  return value.trim().toLowerCase();
}

function toHex(byte: number): string {
  return byte.toString(16).padStart(2, '0');
}

/**
 * The invitation code for `value` (the e-mail address; it is trimmed and lowercased first, so a code
 * issued for 'Jo@Example.com' is the one 'jo@example.com' registers with).
 */
export async function computeInvitationCode(value: string, salt: string): Promise<string> {
  const data = new TextEncoder().encode(normalizeInvitationValue(value) + salt);
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data));
  let code = '';
  for (let index = 0; index < digest.length; index += BYTE_STRIDE) {
    code += toHex(digest[index] ?? 0);
  }
  return code;
}

/** Compares two strings without returning early on the first differing character. */
function isSameText(left: string, right: string): boolean {
  const length = Math.max(left.length, right.length);
  let difference = left.length ^ right.length;
  for (let index = 0; index < length; index += 1) {
    difference |= (left.charCodeAt(index) || 0) ^ (right.charCodeAt(index) || 0);
  }
  return difference === 0;
}

export interface IsValidInvitationCodeOptions {
  /** The e-mail address being registered. */
  value: string;
  /** The code the user typed. */
  code: string;
  salt: string;
  /** The fixed master code; an empty or missing one accepts nothing. */
  masterCode?: string | null | undefined;
}

/**
 * True when `code` (trimmed, case-insensitive) equals the code computed for `value`, or equals the
 * master code when one is configured. Both comparisons always run, so timing does not reveal which
 * one matched.
 */
export async function isValidInvitationCode({
  value,
  code,
  salt,
  masterCode,
}: IsValidInvitationCodeOptions): Promise<boolean> {
  const supplied = code.trim().toLowerCase();
  if (supplied.length === 0) return false;

  const expected = await computeInvitationCode(value, salt);
  const master = (masterCode ?? '').trim().toLowerCase();

  const isComputedMatch = isSameText(supplied, expected);
  const isMasterMatch = master.length > 0 && isSameText(supplied, master);
  return isComputedMatch || isMasterMatch;
}
