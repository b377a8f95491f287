import type { AppContext } from '../context';
import { sendDealStageNotice } from '../services/deals/send-deal-stage-notice';
import { ZDealStageNoticePayload } from './queues';

/**
 * Tells the other party of a deal stage once its undo window has passed (the job was queued to
 * start then). A stage undone meanwhile has no event any more, and nobody is told.
 */
export async function handleDealStageNotice(ctx: AppContext, data: unknown) {
  const payload = ZDealStageNoticePayload.parse(data);
  const outcome = await sendDealStageNotice(ctx, payload);
  ctx.logger.info({ dealId: payload.dealId, eventId: payload.eventId, outcome }, 'deal stage notice');
  return outcome;
}
