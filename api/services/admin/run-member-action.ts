/**
 * What administrators do to a member with one click (spec “States and transitions” Account admin actions): approve,
 * unapprove, offboard, reinstate, resend the activation link, clear the approval request. Each
 * checks its precondition inside the transaction and is audited. Offboarding and reinstating are
 * the one home of what an offboarded member loses and gets back (takeOutOfNetwork,
 * setListingsOffboarded).
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { candidates, jobs } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';
import { enqueueMail } from '../../mail/enqueue-mail';
import { endSessions } from '../../auth/end-sessions';
import { withdrawOpenProposals } from '../proposals/withdraw-proposals';
import { normaliseNotifications, notificationsAllOff } from '../accounts/default-notifications';
import { issueActivationToken } from '../accounts/issue-activation-token';
import { deletionCancellation } from '../accounts/cancel-account-deletion';
import { authorizeMemberAction, type OneClickMemberAction } from '../../policies/member';
import { now } from '../../clock';
import { applyMemberChange, loadMemberForUpdate, type MemberChange } from './member-change';

type Step = (tx: Tx, member: Account, admin: Account) => Promise<MemberChange | null>;

/** Each action's work; its precondition is policies/member.ts's, asked first on the locked row. */
const ACTIONS: Record<OneClickMemberAction, Step> = {
  approve: async (tx, m) => {
    await enqueueMail(tx, 'registration-approved', m.email, { firstname: m.firstname ?? '' });
    return { isApproved: true, contactRequested: false };
  },
  unapprove: async () => ({ isApproved: false }),
  offboard: async (tx, m, admin) => {
    // Offboarding ends the member's sessions at once: their next request is refused.
    await endSessions(tx.db, m.id);
    await takeOutOfNetwork(tx, m, admin);
    return { isDeleted: true, notifications: notificationsAllOff() };
  },
  reinstate: async (tx, m) => {
    await setListingsOffboarded(tx, m.id, false);
    // Offboarding switched every toggle off; a reinstated member starts again from the defaults.
    return { isDeleted: false, notifications: normaliseNotifications(null, m.companyType) };
  },
  'resend-activation': async (tx, m) => {
    // A new link beside the ones mailed before: each keeps working until one is used.
    const token = await issueActivationToken(tx, m.id);
    await enqueueMail(tx, 'activation', m.email, { uid: m.id, token });
    return null;
  },
  // "Delete my account": an administrator cancels it for the member, as they could themselves.
  'cancel-deletion': async (_tx, m) => deletionCancellation(m),
  'clear-contact': async () => ({ contactRequested: false }),
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
  await withdrawOpenProposals(tx, { member, actor: admin, reason: 'offboarded' });
}

export async function runMemberAction(
  ctx: AppContext,
  options: { admin: Account; uid: string; action: OneClickMemberAction },
) {
  return withTransaction(ctx, async (tx) => {
    const member = await loadMemberForUpdate(tx, options.uid);
    authorizeMemberAction(options.action, member, options.admin, now());
    const change = await ACTIONS[options.action](tx, member, options.admin);
    return applyMemberChange(tx, { member, admin: options.admin, action: options.action, change: change ?? {} });
  });
}
