/**
 * Deals as one viewer may see them: only ever a party or an admin (api/policies/deal.ts).
 * Parties are named (they exchanged contact details at approval) but no contact details travel
 * here; the money is computed on the server; the abilities say what this viewer may do now.
 */
import {
  displayCompany,
  displayName,
  isUndoable,
  type DealListRow,
  type DealRow,
  type DealTimelineSource,
  type LoadedDeal,
} from '../domain/deal';
import type { Account } from '../domain/rows';
import { canReferUnpaid, dealRoleOf, isDealParty } from '../policies/deal';
import {
  allowedStages,
  DEAL_STAGE_LABELS,
  formatRand,
  referUnpaidDate,
  sharesOf,
  type DealStage,
  type FellThroughReason,
} from '../../shared/rules/deal';
import type {
  DealListItem,
  DealMoney,
  DealTimelineItem,
  DealUndo,
  DealView,
  DealViewerRole,
  DealList,
  DealResponse,
} from '../../shared/types/deals';

const SYSTEM = 'Recruiter Connect';
function moneyOf(deal: DealRow): DealMoney | null {
  if (deal.ctcRand === null || deal.feeRand === null) return null;
  const shares = sharesOf(deal.feeRand, deal.splitPercent);
  return {
    ctcRand: deal.ctcRand,
    feeRand: deal.feeRand,
    jobOwnerShareRand: shares.jobOwner,
    partnerShareRand: shares.partner,
  };
}

const feeText = (fee: string | null) => (fee === null ? null : String(Number(fee)));

function stageText(stage: DealStage, details: Record<string, unknown>): string {
  const label = DEAL_STAGE_LABELS[stage];
  switch (stage) {
    case 'placed':
      return `${label}: start date ${String(details.startDate)}, annual CTC ${formatRand(Number(details.ctcRand))}, fee ${formatRand(Number(details.feeRand))}; guarantee ends ${String(details.guaranteeEndDate)}.`;
    case 'invoiced':
      return `${label} on ${String(details.invoiceDate)}.`;
    case 'client_paid':
      return `${label} on ${String(details.clientPaidDate)}${details.clientPaidProof ? ` (proof reference: ${String(details.clientPaidProof)})` : ''}; the partner's share is due by ${String(details.paymentDueDate)}.`;
    case 'partner_paid':
      return `${label} on ${String(details.partnerPaidDate)}.`;
    case 'fell_through':
      return `${label}: ${String(details.fellThroughReason)}.`;
    default:
      return `${label}.`;
  }
}

/** The timeline in time order: the proposal and its approval, then each event (and, for admins, each note). */
export function presentTimeline(loaded: LoadedDeal, source: DealTimelineSource): DealTimelineItem[] {
  const nameOf = (id: string | null) => {
    const account = id ? source.names.get(id) : undefined;
    return account ? displayName(account) : SYSTEM;
  };
  const { proposal } = loaded;
  const what = proposal.kind === 'match' ? 'Match Proposal' : 'Sourcing Offer';
  const items: DealTimelineItem[] = [
    {
      at: proposal.proposedAt.toISOString(),
      kind: 'proposed',
      stage: null,
      actor: nameOf(proposal.proposerId),
      text: `${what} sent${loaded.candidate ? ` (candidate ${loaded.candidate.reference}, job spec ${loaded.job.reference})` : ` (job spec ${loaded.job.reference})`}.${proposal.note ? ` Note: “${proposal.note}”` : ''}`,
    },
  ];
  if (proposal.secondedAt) {
    items.push({
      at: proposal.secondedAt.toISOString(),
      kind: 'approved',
      stage: null,
      actor: nameOf(proposal.seconderId),
      text: `${what} approved: contact details exchanged.`,
    });
  }
  for (const event of source.events) {
    const details = event.details;
    const base = {
      at: event.createdAt.toISOString(),
      stage: (event.stage as DealStage | null) ?? null,
      actor: nameOf(event.actorId),
    };
    switch (event.kind) {
      case 'created':
        items.push({
          ...base,
          kind: 'created',
          text: 'Deal opened at Introduced with the terms in force at approval.',
        });
        break;
      case 'terms-changed': {
        const changes = (details.changes ?? {}) as { feePercent?: string; guaranteeDays?: number };
        const parts = [
          changes.feePercent !== undefined ? `fee ${changes.feePercent}%` : null,
          changes.guaranteeDays !== undefined ? `guarantee ${changes.guaranteeDays} days` : null,
        ].filter(Boolean);
        const withdrawn = Number(details.acceptancesWithdrawn ?? 0);
        items.push({
          ...base,
          kind: 'terms-changed',
          text: `Terms changed: ${parts.join(', ')}.${withdrawn ? ' Earlier acceptance withdrawn.' : ''}`,
        });
        break;
      }
      case 'terms-accepted': {
        const terms = (details.terms ?? {}) as { feePercent?: string; guaranteeDays?: number; version?: string };
        items.push({
          ...base,
          kind: 'terms-accepted',
          text: `Terms accepted (version ${terms.version}; fee ${terms.feePercent}%, split 50/50, guarantee ${terms.guaranteeDays} days).${details.isFrozen ? ' Both parties have accepted: the terms are final.' : ''}`,
        });
        break;
      }
      case 'stage':
        items.push({ ...base, kind: 'stage', text: stageText(event.stage as DealStage, details) });
        break;
      case 'dispute':
        items.push({
          ...base,
          kind: 'dispute',
          text:
            details.reason === 'unpaid'
              ? `Referred to the ethics committee as unpaid, with the timeline attached: “${String(details.statement)}”`
              : `Referred to the ethics committee: “${String(details.statement)}”`,
        });
        break;
      case 'reminder':
        items.push({ ...base, actor: SYSTEM, kind: 'reminder', text: String(details.text ?? 'Reminder sent.') });
        break;
    }
  }
  for (const message of source.messages) {
    items.push({
      at: message.createdAt.toISOString(),
      kind: 'message',
      stage: null,
      actor: nameOf(message.authorId),
      text: `Message: “${message.body}”`,
    });
  }
  for (const note of source.notes) {
    items.push({
      at: note.createdAt.toISOString(),
      kind: 'note',
      stage: null,
      actor: SYSTEM,
      text: `Note to ${nameOf(note.userId)}: ${note.heading} — ${note.message}`,
    });
  }
  return items.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export function presentDeal(
  loaded: LoadedDeal,
  viewer: Account,
  context: { timeline: DealTimelineSource; today: string; now: Date; undoSeconds: number },
): DealView {
  const { deal, proposal } = loaded;
  const role = dealRoleOf(viewer, deal) as DealViewerRole;
  const isParty = isDealParty(role);
  const acceptedAt = (id: string) =>
    loaded.acceptances.find((a) => a.accountId === id)?.acceptedAt.toISOString() ?? null;
  const isFrozen = deal.termsFrozenAt !== null;
  const hasAccepted = loaded.acceptances.some((a) => a.accountId === viewer.id);
  const party = (account: Account) => ({
    fullname: displayName(account),
    company: displayCompany(account),
    termsAcceptedAt: acceptedAt(account.id),
    isViewer: account.id === viewer.id,
  });
  const nextStages = isParty
    ? allowedStages(
        { stage: deal.stage, isTermsFrozen: isFrozen, guaranteeEndDate: deal.guaranteeEndDate },
        context.today,
      )
    : [];
  const disputedBy = deal.disputedBy === deal.jobOwnerId ? loaded.jobOwner : loaded.partner;
  return {
    uid: deal.id,
    kind: proposal.kind,
    proposalLink: `/${proposal.kind}/approved/${proposal.id}`,
    threadUid: proposal.id,
    jReference: proposal.jReference,
    cReference: proposal.cReference,
    jobTitle: loaded.job.jobTitle,
    candidateTitle: loaded.candidate?.candidateTitle ?? null,
    stage: deal.stage,
    stageLabel: DEAL_STAGE_LABELS[deal.stage],
    created: deal.createdAt.toISOString(),
    updated: deal.updatedAt.toISOString(),
    viewerRole: role,
    parties: { jobOwner: party(loaded.jobOwner), partner: party(loaded.partner) },
    terms: {
      splitPercent: deal.splitPercent,
      feePercent: feeText(deal.feePercent),
      isFeeFromJob: deal.isFeeFromJob,
      guaranteeDays: deal.guaranteeDays,
      paymentBusinessDays: deal.paymentBusinessDays,
      nonApproachMonths: deal.nonApproachMonths,
      effectiveCauseMonths: deal.effectiveCauseMonths,
      version: deal.termsVersion,
      frozenAt: deal.termsFrozenAt?.toISOString() ?? null,
    },
    dates: {
      startDate: deal.startDate,
      invoiceDate: deal.invoiceDate,
      clientPaidDate: deal.clientPaidDate,
      clientPaidProof: deal.clientPaidProof,
      referUnpaidFrom: deal.clientPaidDate ? referUnpaidDate(deal.clientPaidDate) : null,
      paymentDueDate: deal.paymentDueDate,
      partnerPaidDate: deal.partnerPaidDate,
      guaranteeEndDate: deal.guaranteeEndDate,
    },
    money: moneyOf(deal),
    fellThroughReason: (deal.fellThroughReason as FellThroughReason | null) ?? null,
    dispute:
      deal.disputedAt && deal.disputeStatement
        ? {
            referredAt: deal.disputedAt.toISOString(),
            referredBy: displayName(disputedBy),
            statement: deal.disputeStatement,
          }
        : null,
    timeline: presentTimeline(loaded, context.timeline),
    abilities: {
      canAcceptTerms: isParty && !isFrozen && !hasAccepted && deal.feePercent !== null,
      canEditTerms: isParty && !isFrozen,
      canEditFeePercent: role === 'jobOwner' && !isFrozen && !deal.isFeeFromJob,
      nextStages,
      canDispute: isParty && deal.disputedAt === null,
      canReferUnpaid: canReferUnpaid(role, deal, context.today),
    },
    undo: isParty ? undoOf(deal, viewer, context) : null,
    undoSeconds: context.undoSeconds,
  };
}

/** The viewer's own latest stage while it can still be undone (api/services/deals/undo-deal-stage.ts). */
function undoOf(
  deal: LoadedDeal['deal'],
  viewer: Account,
  context: { timeline: DealTimelineSource; now: Date; undoSeconds: number },
): DealUndo | null {
  const last = context.timeline.events.findLast((event) => event.kind === 'stage');
  if (!last || last.stage !== deal.stage || last.actorId !== viewer.id) return null;
  if (!isUndoable(last, context.now, context.undoSeconds)) return null;
  const elapsed = context.now.getTime() - last.createdAt.getTime();
  return {
    stage: deal.stage,
    stageLabel: DEAL_STAGE_LABELS[deal.stage],
    secondsLeft: Math.max(1, Math.ceil((context.undoSeconds * 1000 - elapsed) / 1000)),
  };
}

/** GET /api/deals/:uid and every move's answer: { deal }. */
export function presentDealResponse(
  loaded: LoadedDeal,
  viewer: Account,
  context: Parameters<typeof presentDeal>[2],
): DealResponse {
  return { deal: presentDeal(loaded, viewer, context) };
}

/** GET /api/deals: the viewer's deals (an administrator's: all of them). */
export function presentDealList(rows: DealListRow[], viewer: Account): DealList {
  return { items: rows.map((row) => presentDealListItem(row, viewer)), total: rows.length };
}

export function presentDealListItem(row: DealListRow, viewer: Account): DealListItem {
  const { deal } = row;
  const role = dealRoleOf(viewer, deal) as DealViewerRole;
  const money = moneyOf(deal);
  const myShare =
    money && role === 'jobOwner'
      ? money.jobOwnerShareRand
      : money && role === 'partner'
        ? money.partnerShareRand
        : null;
  return {
    uid: deal.id,
    kind: row.kind,
    jReference: row.jReference,
    cReference: row.cReference,
    jobTitle: row.jobTitle,
    stage: deal.stage,
    stageLabel: DEAL_STAGE_LABELS[deal.stage],
    viewerRole: role,
    jobOwner: displayName(row.jobOwner),
    partner: displayName(row.partner),
    feeRand: deal.feeRand,
    myShareRand: myShare,
    paymentDueDate: deal.paymentDueDate,
    isDisputed: deal.disputedAt !== null,
    created: deal.createdAt.toISOString(),
    updated: deal.updatedAt.toISOString(),
  };
}
