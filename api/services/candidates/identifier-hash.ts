import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context';
import type { CandidateIdentifiers, IdentifierKind } from '../../../shared/rules/candidate-identifiers';

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

export type IdentifierHash = { kind: IdentifierKind; hash: string };

/** HMAC-SHA-256 of each normalised identifier with its kind, hex: the only form the server keeps. */
export function hashIdentifiers(ctx: AppContext, identifiers: CandidateIdentifiers): IdentifierHash[] {
  const key = hashKey(ctx);
  return Object.entries(identifiers)
    .filter((entry): entry is [IdentifierKind, string] => Boolean(entry[1]))
    .map(([kind, value]) => ({ kind, hash: createHmac('sha256', key).update(`${kind}:${value}`).digest('hex') }));
}
