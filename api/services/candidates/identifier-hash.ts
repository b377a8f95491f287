import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context';
import type { CandidateIdentifiers, IdentifierKind } from '../../../shared/rules/candidate-identifiers';
import { normalisePhrase } from '../../../shared/anonymity/phrases';

/**
 * The key of the identifier hashes: CANDIDATE_ID_SECRET, or (unset) one derived from the session
 * secret, which is configured in production and generated into DATA_DIR elsewhere, so `npm start`
 * works without it. Never logged.
 */
function hashKey(ctx: AppContext): string {
  return ctx.config.CANDIDATE_ID_SECRET ?? derivedCandidateIdSecret(ctx.sessionSecret);
}

/**
 * The key used when CANDIDATE_ID_SECRET is unset (development; production before it was
 * required): `npm run candidate-id-secret` prints it for an install that must keep its hashes.
 */
export function derivedCandidateIdSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('candidate-identifiers').digest('hex');
}

/** What a candidate's hashes are of: its identifiers, and its write-only full name. */
export type HashedKind = IdentifierKind | 'fullName';
export type IdentifierHash = { kind: HashedKind; hash: string };

/**
 * HMAC-SHA-256 of each normalised identifier with its kind, hex: the only form the server keeps.
 * The candidate's full name, when given, is one more, normalised as a phrase (case, accents and
 * spacing do not matter).
 */
export function hashIdentifiers(
  ctx: AppContext,
  identifiers: CandidateIdentifiers,
  fullName?: string | null,
): IdentifierHash[] {
  const key = hashKey(ctx);
  const name = fullName ? normalisePhrase(fullName) : '';
  return [...Object.entries(identifiers), ['fullName', name] as const]
    .filter((entry): entry is [HashedKind, string] => Boolean(entry[1]))
    .map(([kind, value]) => ({ kind, hash: createHmac('sha256', key).update(`${kind}:${value}`).digest('hex') }));
}

/**
 * A keyed hash (HMAC-SHA-256, hex) of a value for one purpose, with the identifier hashes' key:
 * the member's employer history (`client-name`), the text a confirmation of warnings covered.
 */
export function keyedHash(ctx: AppContext, purpose: string, value: string): string {
  return createHmac('sha256', hashKey(ctx)).update(`${purpose}:${value}`).digest('hex');
}
