import { eq } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import { accounts, candidates, jobs, matches, sourcingOffers } from '../../db/schema';
import { isOpen } from '../../../shared/rules/listing';
import { isUuid } from '../../ids';

export type MatchRow = typeof matches.$inferSelect;
export type OfferRow = typeof sourcingOffers.$inferSelect;
type AccountRow = typeof accounts.$inferSelect;

export type LoadedMatch = {
  match: MatchRow;
  job: typeof jobs.$inferSelect;
  candidate: typeof candidates.$inferSelect;
  proposer: AccountRow;
  seconder: AccountRow;
  /** Its job or candidate is closed or past expiry. */
  isExpired: boolean;
};

export type LoadedOffer = {
  offer: OfferRow;
  job: typeof jobs.$inferSelect;
  proposer: AccountRow;
  seconder: AccountRow;
  isExpired: boolean;
};

async function account(db: Db, id: string): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

/** A match with both listings and both parties, or null (unknown or malformed uid). */
export async function loadMatch(db: Db, uid: string, forUpdate = false): Promise<LoadedMatch | null> {
  if (!isUuid(uid)) return null;
  const query = db.select().from(matches).where(eq(matches.id, uid));
  const [match] = forUpdate ? await query.for('update') : await query;
  if (!match) return null;
  // One after the other: `db` may be a transaction's single connection.
  const [job] = await db.select().from(jobs).where(eq(jobs.id, match.jobId));
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, match.candidateId));
  const proposer = await account(db, match.proposerId);
  const seconder = await account(db, match.seconderId);
  const isExpired = !isOpen(job!.createdAt, job!.expiresAt) || !isOpen(candidate!.createdAt, candidate!.expiresAt);
  return { match, job: job!, candidate: candidate!, proposer, seconder, isExpired };
}

export async function loadOffer(db: Db, uid: string, forUpdate = false): Promise<LoadedOffer | null> {
  if (!isUuid(uid)) return null;
  const query = db.select().from(sourcingOffers).where(eq(sourcingOffers.id, uid));
  const [offer] = forUpdate ? await query.for('update') : await query;
  if (!offer) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, offer.jobId));
  const proposer = await account(db, offer.proposerId);
  const seconder = await account(db, offer.seconderId);
  return { offer, job: job!, proposer, seconder, isExpired: !isOpen(job!.createdAt, job!.expiresAt) };
}
