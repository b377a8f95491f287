import type { AppContext } from '../context';
import { now } from '../clock';
import { sweepListingExpiries } from '../services/deadlines/sweep-listing-expiries';
import { sweepProposalDeadlines } from '../services/deadlines/sweep-proposal-deadlines';
import { ZDeadlineSweepPayload } from './queues';

/**
 * The periodic deadline sweep (docs/deadlines.md), scheduled every 15 minutes by the
 * worker: lapses proposals past their answer-by date and sends the reminders that are due, and
 * tells owners of listings expiring within 3 days (with a one-tap extend link), each once. Idempotent: what it did is in the rows it changed and in sent_reminders. `now` in the
 * payload runs it for a chosen instant; otherwise the app's clock (api/clock.ts).
 */
export async function handleDeadlineSweep(ctx: AppContext, data: unknown) {
  const payload = ZDeadlineSweepPayload.parse(data);
  const at = payload?.now ? new Date(payload.now) : now();
  const proposals = await sweepProposalDeadlines(ctx, at);
  const listingsTold = await sweepListingExpiries(ctx, at);
  ctx.logger.info(
    { lapsed: proposals.lapsed.length, reminded: proposals.reminded.length, listingsTold: listingsTold.length },
    'deadline sweep',
  );
  return { proposals, listingsTold };
}
