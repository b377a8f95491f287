import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { deals, sentReminders } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { LoadedDeal } from '../../domain/deal';
import { addCalendarDays, saDateOf } from '../../../shared/rules/business-days';
import {
  formatRand,
  GUARANTEE_REMINDER_DAYS_BEFORE,
  isGuaranteeReminderDue,
  paymentReminderDate,
  REFER_UNPAID_BUSINESS_DAYS,
  referUnpaidDate,
  sharesOf,
  unpaidReferralRefusal,
} from '../../../shared/rules/deal';
import { loadDeal } from './load-deal';
import { dealSubject, notifyDeal, type DealNotice } from './notify-deal';
import { recordDealEvent } from './record-deal-event';

type Reminder = {
  dealId: string;
  key: string;
  notice: (loaded: LoadedDeal) => DealNotice | null;
  /** Only the partner (the offer to refer an unpaid deal); both parties otherwise. */
  isPartnerOnly?: boolean;
};

/**
 * Sends one reminder at most once: its key goes into sent_reminders (shared with the proposal deadlines'
 * deadlines) in the transaction that writes the notes and queues the mails, so a sweep that runs
 * twice, or two workers sweeping at once, send it once. Returns whether it was sent now.
 */
async function sendOnce(ctx: AppContext, at: Date, reminder: Reminder): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadDeal(tx.db, { uid: reminder.dealId, forUpdate: true });
    const notice = loaded ? reminder.notice(loaded) : null;
    if (!loaded || !notice) return false;
    const [claimed] = await tx.db
      .insert(sentReminders)
      .values({ key: reminder.key, sentAt: at })
      .onConflictDoNothing()
      .returning({ key: sentReminders.key });
    if (!claimed) return false;
    const to = reminder.isPartnerOnly ? [loaded.partner] : [loaded.jobOwner, loaded.partner];
    await notifyDeal(tx, { at, loaded, to, notice });
    await recordDealEvent(tx, {
      dealId: loaded.deal.id,
      kind: 'reminder',
      at,
      details: {
        key: reminder.key,
        text: `${reminder.isPartnerOnly ? 'Sent to the partner' : 'Reminder sent to both parties'}: ${notice.message}`,
      },
    });
    return true;
  });
}

/**
 * The deal reminders due at `at` (docs/deals.md): while the client has paid and the
 * partner is not yet paid, both parties on the due date and then every 3 business days; while a
 * placement is inside its guarantee, both parties a week before the guarantee ends. Each is
 * judged again under the deal's lock, so a stage recorded meanwhile stops it.
 */
export async function sendDealReminders(ctx: AppContext, at: Date): Promise<{ sent: string[] }> {
  const today = saDateOf(at);
  const sent: string[] = [];
  const unpaid = await ctx.db
    .select({ id: deals.id, due: deals.paymentDueDate, business: deals.paymentBusinessDays })
    .from(deals)
    .where(and(eq(deals.stage, 'client_paid'), lte(deals.paymentDueDate, today)));
  for (const deal of unpaid) {
    const on = paymentReminderDate(deal.due!, today, deal.business);
    if (!on) continue;
    const key = `deal:${deal.id}:payment:${on}`;
    const isSent = await sendOnce(ctx, at, {
      dealId: deal.id,
      key,
      notice: (loaded) => {
        if (loaded.deal.stage !== 'client_paid') return null;
        const share = sharesOf(loaded.deal.feeRand ?? 0, loaded.deal.splitPercent).partner;
        return {
          heading: 'Deal - Partner payment due',
          message: `The partner's share of ${formatRand(share)} on ${dealSubject(loaded)} was due by ${loaded.deal.paymentDueDate} and is not yet recorded as paid.`,
          details: [
            `The client paid on ${loaded.deal.clientPaidDate}; the association's terms give ${loaded.deal.paymentBusinessDays} business days to pay the partner.`,
            'Once paid, record Partner paid on the deal. Reminders continue every 3 business days until then.',
          ],
          mail: 'always',
        };
      },
    });
    if (isSent) sent.push(key);
  }

  // 14 business days after Client paid without Partner paid: the partner is offered the referral.
  const late = await ctx.db
    .select({ id: deals.id, clientPaid: deals.clientPaidDate })
    .from(deals)
    .where(
      and(
        eq(deals.stage, 'client_paid'),
        isNull(deals.disputedAt),
        // 14 business days are at least 14 calendar days: a superset, judged exactly below.
        lte(deals.clientPaidDate, addCalendarDays(today, -REFER_UNPAID_BUSINESS_DAYS)),
      ),
    );
  for (const deal of late) {
    if (!deal.clientPaid || referUnpaidDate(deal.clientPaid) > today) continue;
    const key = `deal:${deal.id}:refer-offer`;
    const isSent = await sendOnce(ctx, at, {
      dealId: deal.id,
      key,
      isPartnerOnly: true,
      notice: (loaded) => {
        const refusal = unpaidReferralRefusal(
          {
            stage: loaded.deal.stage,
            clientPaidDate: loaded.deal.clientPaidDate,
            isDisputed: loaded.deal.disputedAt !== null,
          },
          today,
        );
        if (refusal) return null;
        const share = sharesOf(loaded.deal.feeRand ?? 0, loaded.deal.splitPercent).partner;
        return {
          heading: 'Deal - Partner still not paid',
          message: `Your share of ${formatRand(share)} on ${dealSubject(loaded)} is still not recorded as paid, ${REFER_UNPAID_BUSINESS_DAYS} business days after the client paid on ${loaded.deal.clientPaidDate}. You can refer the deal to the ethics committee.`,
          details: [
            `It was due by ${loaded.deal.paymentDueDate}. Open the deal and choose "Refer the unpaid deal": the referral goes with the deal's timeline attached, and an administrator will contact both parties.`,
            'If you have been paid, record Partner paid on the deal instead.',
          ],
          mail: 'always',
        };
      },
    });
    if (isSent) sent.push(key);
  }

  const placed = await ctx.db
    .select({ id: deals.id, end: deals.guaranteeEndDate })
    .from(deals)
    .where(
      and(
        inArray(deals.stage, ['placed', 'invoiced', 'client_paid', 'partner_paid']),
        gte(deals.guaranteeEndDate, today),
        lte(deals.guaranteeEndDate, addCalendarDays(today, GUARANTEE_REMINDER_DAYS_BEFORE)),
      ),
    );
  for (const deal of placed) {
    if (!deal.end || !isGuaranteeReminderDue(deal.end, today)) continue;
    const key = `deal:${deal.id}:guarantee:${deal.end}`;
    const isSent = await sendOnce(ctx, at, {
      dealId: deal.id,
      key,
      notice: (loaded) =>
        loaded.deal.guaranteeEndDate === deal.end
          ? {
              heading: 'Deal - Guarantee ends soon',
              message: `The replacement guarantee on ${dealSubject(loaded)} ends on ${deal.end}.`,
              details: [
                'If the candidate leaves before then, record Replaced or Refunded on the deal; after it, record Guarantee ended.',
              ],
              mail: 'always',
            }
          : null,
    });
    if (isSent) sent.push(key);
  }
  return { sent };
}
