/**
 * "Delete my account", the erasure on the due date (run by jobs/erase-deleted-accounts.ts).
 * In one transaction per member, so a crash leaves each member either untouched or wholly erased,
 * and a second run finds nothing more to do (`erased_at` is set with the rest):
 *
 * - the account keeps its row and id (deals, usage counts and the audit trail point at it) with
 *   every personal field emptied, a placeholder e-mail `deleted-<uid>@invalid` (the unique index
 *   holds), a password no one can type, admin rights and approval removed, marked offboarded so
 *   no list, mail or search includes it again;
 * - sessions, push subscriptions, activation and reset links, one-tap listing links, pending
 *   alerts, offline-draft keys and the member's own in-app notifications are deleted;
 * - their listings are closed (again: any posted after the request too) and keep their job or
 *   candidate titles and structured fields, but their free text (qualifications, experience,
 *   additional) is emptied; the identifier hashes of their candidates are deleted;
 * - the notes they sent with their proposals are emptied (the proposals stay); their saved
 *   searches (and what those matched) and their saved import mappings are deleted;
 * - open proposals still left are withdrawn;
 * - audit rows about or by them lose any contact field in their details; mails in the mail log
 *   that went to them or carried their address lose their subject, text and body;
 * - other members' notes and mails about their deals and proposals lose their name, and queued or
 *   finished jobs and throttling counters holding their address go (erase-member-traces.ts).
 *
 * Kept: deal rows and their figures (anonymised: the parties are the placeholder account), deal
 * events and term acceptances, usage and analytics counts, and the audit rows themselves.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import {
  accounts,
  accountMfa,
  activationTokens,
  alertClock,
  apiTokens,
  auditLog,
  candidateIdentifiers,
  pastClients,
  candidates,
  jobs,
  listingLinks,
  listingPostKeys,
  notes,
  pendingAlerts,
  proposals,
  pushSubscriptions,
  recoveryTokens,
  savedSearches,
  webhookEndpoints,
  importMappings,
  sentMails,
} from '../../db/schema';
import { endSessions } from '../../auth/end-sessions';
import type { Account } from '../../domain/rows';
import { closeMemberListings } from '../listings/close-member-listings';
import { withdrawOpenProposals } from '../proposals/withdraw-proposals';
import { notificationsAllOff } from './default-notifications';
import { eraseMemberTraces } from './erase-member-traces';
import { eraseMemberMessages } from '../threads/erase-member-messages';

/** The account's fields that hold personal or contact details: emptied, and never left in an audit row's details. */
export const PERSONAL_FIELDS = [
  'email',
  'firstname',
  'lastname',
  'company',
  'website',
  'title',
  'apso',
  'landline',
  'cellphone',
  'categoryOther',
] as const;

/** The e-mail an erased account holds: unique per account and undeliverable (.invalid, RFC 2606). */
export function erasedEmail(accountId: string): string {
  return `deleted-${accountId}@invalid`;
}

/** Erases one member whose deletion is due; `member` was read locked for update in `tx`. */
export async function eraseAccount(tx: Tx, options: { member: Account; at: Date }): Promise<void> {
  const { member, at } = options;
  const id = member.id;
  await endSessions(tx.db, id);
  await closeMemberListings(tx, id);
  await withdrawOpenProposals(tx, { member, actor: member, reason: 'deletion-requested' });

  for (const table of [jobs, candidates])
    await tx.db.update(table).set({ qualifications: '', experience: '', additional: '' }).where(eq(table.ownerId, id));
  await tx.db.delete(candidateIdentifiers).where(eq(candidateIdentifiers.ownerId, id));
  await tx.db.delete(pastClients).where(eq(pastClients.accountId, id));
  await tx.db.update(proposals).set({ note: null }).where(eq(proposals.proposerId, id));
  await tx.db.delete(savedSearches).where(eq(savedSearches.accountId, id));

  await tx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.accountId, id));
  // Personal API tokens: the account stays (anonymised), so its tokens would not go by cascade.
  await tx.db.delete(apiTokens).where(eq(apiTokens.accountId, id));
  // Webhooks and their delivery log (cascade): no events after erasure, no address of theirs kept.
  await tx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.accountId, id));
  // The saved import mapping: the account stays, so it would not go by cascade.
  await tx.db.delete(importMappings).where(eq(importMappings.accountId, id));
  await tx.db.delete(activationTokens).where(eq(activationTokens.accountId, id));
  await tx.db.delete(accountMfa).where(eq(accountMfa.accountId, id));
  await tx.db.delete(recoveryTokens).where(eq(recoveryTokens.accountId, id));
  await tx.db.delete(listingLinks).where(eq(listingLinks.accountId, id));
  await tx.db.delete(listingPostKeys).where(eq(listingPostKeys.ownerId, id));
  await tx.db.delete(pendingAlerts).where(eq(pendingAlerts.accountId, id));
  await tx.db.delete(alertClock).where(eq(alertClock.accountId, id));
  await tx.db.delete(notes).where(eq(notes.userId, id));

  // The audit trail stays; only contact fields leave the details of the rows about or by the member.
  await tx.db
    .update(auditLog)
    .set({
      details: sql`${auditLog.details} - ARRAY[${sql.join(
        PERSONAL_FIELDS.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`,
    })
    .where(
      and(
        sql`(${auditLog.targetId} = ${id} OR ${auditLog.actorId} = ${id})`,
        sql`jsonb_typeof(${auditLog.details}) = 'object'`,
      ),
    );

  // The mail log: what went to the member, and any mail that carried their address (a contact card, an approval request).
  const email = member.email.toLowerCase();
  const placeholder = erasedEmail(id);
  await tx.db
    .update(sentMails)
    .set({
      to: sql`CASE WHEN lower(${sentMails.to}) = ${email} THEN ${placeholder} ELSE ${sentMails.to} END`,
      subject: '(erased)',
      text: null,
      html: null,
    })
    .where(
      sql`lower(${sentMails.to}) = ${email} OR strpos(lower(${sentMails.text}), ${email}) > 0 OR strpos(lower(${sentMails.html}), ${email}) > 0`,
    );

  // Their name in other members' notes and mails about their deals and proposals, the job queue, throttling keys.
  await eraseMemberTraces(tx, { member });
  // Their messages in conversations (docs/conversations.md).
  await eraseMemberMessages(tx, { memberId: id });

  await tx.db
    .update(accounts)
    .set({
      email: placeholder,
      passwordHash: 'erased',
      mfaEnabledAt: null,
      firstname: null,
      lastname: null,
      company: null,
      website: null,
      title: null,
      apso: null,
      landline: null,
      cellphone: null,
      categoryOther: null,
      natures: [],
      categories: [],
      isAdmin: false,
      isApproved: false,
      isDeleted: true,
      contactRequested: false,
      sourcing: false,
      notifications: notificationsAllOff(),
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(accounts.id, id));
}
