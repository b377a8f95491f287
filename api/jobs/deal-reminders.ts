import type { AppContext } from '../context';
import { now } from '../clock';
import { sendDealReminders } from '../services/deals/send-deal-reminders';
import { ZDealRemindersPayload } from './queues';

/**
 * The deal reminder sweep (docs/deals.md), scheduled hourly through the South African
 * working day by the worker: payment reminders and guarantee-end reminders, each sent once (its key
 * in sent_reminders). `now` in the payload runs it for a chosen instant; otherwise the app's clock.
 */
export async function handleDealReminders(ctx: AppContext, data: unknown) {
  const payload = ZDealRemindersPayload.parse(data);
  const at = payload?.now ? new Date(payload.now) : now();
  const result = await sendDealReminders(ctx, at);
  ctx.logger.info({ sent: result.sent.length }, 'deal reminders');
  return result;
}
