import { eq } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import { accounts, candidates, jobs, matches, sourcingOffers } from '../../db/schema';
import { isOpen } from '../../../shared/rules/listing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  if (!UUID.test(uid)) return null;
  const query = db.select().from(matches).where(eq(matches.id, uid));
  const [match] = forUpdate ? await query.for('update') : await query;
  if (!match) return null;
  const [[job], [candidate], proposer, seconder] = await Promise.all([
    db.select().from(jobs).where(eq(jobs.id, match.jobId)),
    db.select().from(candidates).where(eq(candidates.id, match.candidateId)),
    account(db, match.proposerId),
    account(db, match.seconderId),
  ]);
  const isExpired = !isOpen(job!.createdAt, job!.expiresAt) || !isOpen(candidate!.createdAt, candidate!.expiresAt);
  return { match, job: job!, candidate: candidate!, proposer, seconder, isExpired };
}

export async function loadOffer(db: Db, uid: string, forUpdate = false): Promise<LoadedOffer | null> {
  if (!UUID.test(uid)) return null;
  const query = db.select().from(sourcingOffers).where(eq(sourcingOffers.id, uid));
  const [offer] = forUpdate ? await query.for('update') : await query;
  if (!offer) return null;
  const [[job], proposer, seconder] = await Promise.all([
    db.select().from(jobs).where(eq(jobs.id, offer.jobId)),
    account(db, offer.proposerId),
    account(db, offer.seconderId),
  ]);
  return { offer, job: job!, proposer, seconder, isExpired: !isOpen(job!.createdAt, job!.expiresAt) };
}
