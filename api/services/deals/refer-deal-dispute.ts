import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, deals } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { DEAL_TEXTS, displayName, otherRole, partyOf, type LoadedDeal } from '../../domain/deal';
import type { Account } from '../../domain/rows';
import { ConflictError, NotFoundError } from '../../errors';
import { now } from '../../clock';
import { MESSAGES } from '../../../shared/messages';
import { formatRand, sharesOf, type DealRole } from '../../../shared/rules/deal';
import { createNotes } from '../notes/create-note';
import { recordAudit } from '../activity/record-activity';
import { saDateOf } from '../../../shared/rules/business-days';
import { loadDealTimeline } from './load-deal-timeline';

/** The timeline as it stands, attached to an unpaid referral: each event's time, kind, stage, actor and figures. */
async function timelineSnapshot(tx: Tx, loaded: LoadedDeal) {
  const { events } = await loadDealTimeline(tx.db, { loaded, withNotes: false });
  return events.map((event) => {
    const { previous: _previous, ...figures } = event.details as Record<string, unknown>;
    return {
      at: event.createdAt.toISOString(),
      kind: event.kind,
      stage: event.stage,
      actorId: event.actorId,
      details: figures,
    };
  });
}
import { loadDeal } from './load-deal';
import { dealSubject, notifyDeal } from './notify-deal';
import { recordDealEvent } from './record-deal-event';

/**
 * Either party refers the deal to the ethics committee with a short statement, once (409 after).
 * The other party is told (note, push and e-mail, whatever their toggles: a dispute is never
 * optional reading) and every administrator gets a note linking to the Disputes queue.
 */
export async function referDealDispute(
  ctx: AppContext,
  options: {
    actor: Account;
    role: DealRole;
    uid: string;
    /** The statement, or (an unpaid referral) one written from the deal as locked. */
    statement: string | ((loaded: LoadedDeal) => string);
    /**
     * An unpaid referral (docs/payment-record.md): judged again under the deal's lock, with the
     * timeline as it stands attached to the dispute's event and an audit entry.
     */
    unpaid?: { authorize: (loaded: LoadedDeal, today: string) => void };
  },
): Promise<LoadedDeal> {
  const { actor, role, uid, unpaid } = options;
  return withTransaction(ctx, async (tx) => {
    const loaded = await loadDeal(tx.db, { uid, forUpdate: true });
    if (!loaded) throw new NotFoundError(DEAL_TEXTS.private, DEAL_TEXTS.privateTitle);
    if (loaded.deal.disputedAt) throw new ConflictError(MESSAGES.dealAlreadyDisputed, DEAL_TEXTS.failedTitle);
    const at = now();
    unpaid?.authorize(loaded, saDateOf(at));
    const statement = typeof options.statement === 'string' ? options.statement : options.statement(loaded);
    const attachment = unpaid
      ? {
          reason: 'unpaid',
          timeline: await timelineSnapshot(tx, loaded),
        }
      : {};
    await tx.db
      .update(deals)
      .set({ disputedAt: at, disputedBy: actor.id, disputeStatement: statement, updatedAt: at })
      .where(eq(deals.id, loaded.deal.id));
    await recordDealEvent(tx, {
      dealId: loaded.deal.id,
      kind: 'dispute',
      at,
      actorId: actor.id,
      details: { statement, ...attachment },
    });
    if (unpaid)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'deal.refer-unpaid',
        targetType: 'deal',
        targetId: loaded.deal.id,
        details: { clientPaidDate: loaded.deal.clientPaidDate, paymentDueDate: loaded.deal.paymentDueDate },
      });
    await notifyDeal(tx, {
      at,
      loaded,
      to: [partyOf(loaded, otherRole(role))],
      notice: {
        heading: 'Deal - Referred to the ethics committee',
        message: `${displayName(actor)} referred the deal on ${dealSubject(loaded)} to the ethics committee.`,
        details: [
          `Their statement: ${statement}`,
          ...(unpaid ? ['The deal’s timeline is attached to the referral.'] : []),
          'An administrator will contact both parties.',
        ],
        mail: 'always',
      },
    });
    const admins = await tx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.isAdmin, true), eq(accounts.isDeleted, false)));
    await createNotes(
      tx,
      admins.map((admin) => ({
        userId: admin.id,
        heading: 'Deal dispute - New',
        message: `A deal on ${dealSubject(loaded)} was referred to the ethics committee.`,
        link: `/deals/${loaded.deal.id}/record`,
        createdAt: at,
      })),
    );
    return (await loadDeal(tx.db, { uid }))!;
  });
}

/** The statement of an unpaid referral, written from the deal's own dates (docs/payment-record.md). */
export function unpaidStatement(loaded: LoadedDeal): string {
  const { deal } = loaded;
  const share = formatRand(sharesOf(deal.feeRand ?? 0, deal.splitPercent).partner);
  return `The partner's share of ${share} on ${dealSubject(loaded)} is not recorded as paid: the client paid on ${deal.clientPaidDate}${deal.clientPaidProof ? ` (proof reference: ${deal.clientPaidProof})` : ''} and the share was due by ${deal.paymentDueDate}.`;
}
