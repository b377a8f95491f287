/**
 * What administrators do to a member (spec §4 Account admin actions). Each action checks its
 * precondition inside the transaction (409 with a clear message when it does not hold) and is
 * written to the audit log with who did it. Offboarding and reinstating are the one home of
 * what an offboarded member loses and gets back (takeOutOfNetwork, setListingsOffboarded).
 */
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { accounts, auditLog, candidates, jobs, type Contract } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { enqueueMail } from '../../mail/enqueue-mail';
import { endSessions } from '../../auth/end-sessions';
import { recordAudit } from '../activity/record-activity';
import { withdrawOpenProposals } from '../proposals/withdraw-proposals';
import { normaliseNotifications } from '../accounts/default-notifications';
import { paymentAndSourcingChange } from './payment-and-sourcing';
import { issueActivationToken } from '../accounts/issue-activation-token';
import type { AuditEntry, MemberAction, MemberPatch } from '../../../shared/types/admin';
import { NOTIFICATION_TOGGLES } from '../../../shared/constants';
import { isUuid } from '../../ids';

type Change = Partial<typeof accounts.$inferInsert>;
type Step = (tx: Tx, member: Account, admin: Account) => Promise<Change | null>;

const require = (condition: boolean, message: string) => {
  if (!condition) throw new ConflictError(message, 'Action not possible');
};

const allOff = () => Object.fromEntries(NOTIFICATION_TOGGLES.map((k) => [k, false])) as Account['notifications'];

const ACTIONS: Record<Exclude<MemberAction, 'contract' | 'test-alert'>, Step> = {
  approve: async (tx, m) => {
    require(m.isActive &&
      !m.isApproved &&
      !m.isDeleted, 'Only an activated member who is not yet approved or offboarded can be approved.');
    await enqueueMail(tx, 'registration-approved', m.email, { firstname: m.firstname ?? '' });
    return { isApproved: true, contactRequested: false };
  },
  unapprove: async (_tx, m) => {
    require(m.isApproved, 'This member is not approved.');
    return { isApproved: false };
  },
  offboard: async (tx, m, admin) => {
    require(!m.isDeleted, 'This member is already offboarded.');
    require(!m.isContracted, 'A member with a contract cannot be offboarded.');
    require(m.id !== admin.id, 'You cannot offboard your own account.');
    // Offboarding ends the member's sessions at once: their next request is refused.
    await endSessions(tx.db, m.id);
    await takeOutOfNetwork(tx, m, admin);
    return { isDeleted: true, notifications: allOff() };
  },
  reinstate: async (tx, m) => {
    require(m.isDeleted, 'This member is not offboarded.');
    await setListingsOffboarded(tx, m.id, false);
    // Offboarding switched every toggle off; a reinstated member starts again from the defaults.
    return { isDeleted: false, notifications: normaliseNotifications(null, m.companyType) };
  },
  'resend-activation': async (tx, m) => {
    require(!m.isActive, 'This account is already activated.');
    require(!m.isDeleted, 'This member is offboarded.');
    // A new link beside the ones mailed before: each keeps working until one is used.
    const token = await issueActivationToken(tx, m.id);
    await enqueueMail(tx, 'activation', m.email, { uid: m.id, token });
    return null;
  },
  'clear-contact': async (_tx, m) => {
    require(m.contactRequested, 'This member has not requested activation.');
    return { contactRequested: false };
  },
};

/**
 * Flags (or clears) the member's listings as an offboarded owner's: out of every search and
 * unknown to other members while set (policies/listing.ts `isListed`). Always one UPDATE per
 * table, even when the member has no listings: the statement trigger of migration 0005 bumps the
 * listing version with it, so no cached search result (search-cache.ts) still shows them.
 */
async function setListingsOffboarded(tx: Tx, memberId: string, isOffboarded: boolean): Promise<void> {
  await tx.db.update(jobs).set({ ownerOffboarded: isOffboarded }).where(eq(jobs.ownerId, memberId));
  await tx.db.update(candidates).set({ ownerOffboarded: isOffboarded }).where(eq(candidates.ownerId, memberId));
}

/**
 * An offboarded member gets nothing and blocks no one: their listings leave the network and
 * every open match proposal and sourcing offer they made or received ends as 'withdrawn' (no
 * one can answer it, so no contact details are ever exchanged with them), each audited. Done in
 * the offboarding transaction, after the account row is locked for update: a proposal being
 * made to or by them meanwhile holds a share lock on it (proposals/lock-parties.ts), so it is
 * either withdrawn here or refused there.
 */
async function takeOutOfNetwork(tx: Tx, member: Account, admin: Account): Promise<void> {
  await setListingsOffboarded(tx, member.id, true);
  await withdrawOpenProposals(tx, { member, admin });
}

async function loadForUpdate(tx: Tx, uid: string): Promise<Account> {
  if (!isUuid(uid)) throw new NotFoundError('That member could not be found.', 'Account not found');
  const [member] = await tx.db.select().from(accounts).where(eq(accounts.id, uid)).for('update');
  if (!member) throw new NotFoundError('That member could not be found.', 'Account not found');
  return member;
}

async function apply(
  tx: Tx,
  member: Account,
  admin: Account,
  action: string,
  change: Change,
  details?: Record<string, unknown>,
) {
  const [updated] = await tx.db
    .update(accounts)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(accounts.id, member.id))
    .returning();
  await recordAudit(tx, { actorId: admin.id, action, targetType: 'account', targetId: member.id, details });
  return updated!;
}

export async function runMemberAction(
  ctx: AppContext,
  options: { admin: Account; uid: string; action: keyof typeof ACTIONS },
) {
  return withTransaction(ctx, async (tx) => {
    const member = await loadForUpdate(tx, options.uid);
    const change = await ACTIONS[options.action](tx, member, options.admin);
    return apply(tx, member, options.admin, options.action, change ?? {});
  });
}

/** A contract makes the member contracted (and approved), clears their request, and mails them. */
export async function createContract(ctx: AppContext, options: { admin: Account; uid: string; contract: Contract }) {
  return withTransaction(ctx, async (tx) => {
    const member = await loadForUpdate(tx, options.uid);
    require(!member.isDeleted, 'An offboarded member cannot get a contract. Reinstate them first.');
    require(member.isActive, 'The member must activate their account before a contract is created.');
    await enqueueMail(tx, 'registration-approved', member.email, { firstname: member.firstname ?? '' });
    return apply(
      tx,
      member,
      options.admin,
      'contract',
      {
        isContracted: true,
        isApproved: true,
        contactRequested: false,
        contract: options.contract,
        paidUntil: new Date(options.contract.end),
      },
      { ...options.contract },
    );
  });
}

/** Trial days, paid-until, notification toggles, candidate sourcing and the payment history. */
export async function patchMember(ctx: AppContext, options: { admin: Account; uid: string; patch: MemberPatch }) {
  const { patch } = options;
  return withTransaction(ctx, async (tx) => {
    const member = await loadForUpdate(tx, options.uid);
    const change: Change = {};
    if (patch.trail !== undefined) change.trialDays = patch.trail;
    if (patch.paidUntil !== undefined) change.paidUntil = patch.paidUntil ? new Date(patch.paidUntil) : null;
    if (patch.notifications) {
      change.notifications = normaliseNotifications(
        { ...member.notifications, ...patch.notifications },
        member.companyType,
      );
    }
    Object.assign(change, paymentAndSourcingChange(member, patch));
    return apply(tx, member, options.admin, 'update', change, { ...patch });
  });
}

/** The member's audit trail, newest first, with the acting admin's e-mail. */
export async function memberAudit(ctx: AppContext, uid: string): Promise<AuditEntry[]> {
  const rows = await ctx.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: accounts.email,
      created: auditLog.createdAt,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
    .where(eq(auditLog.targetId, uid))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map((r) => ({ ...r, created: r.created.toISOString() }));
}
