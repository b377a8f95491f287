/**
 * "Delete my account": the copies of an erased member's details held outside their own
 * rows, erased in the erasure's transaction (erase-account.ts) before the account row is emptied.
 *
 * - Other members' in-app notifications about a deal or proposal of theirs that name them ("Jane
 *   Doe moved the deal…", "Acme offers to source…"): the name becomes 'Deleted member'.
 * - The mail log's mails about a deal or proposal of theirs that name them: subject, text and body
 *   blanked, as erase-account.ts blanks those that carry their address.
 * - The job queue (pg-boss keeps finished jobs for a week): every job not running right now whose
 *   payload holds their address (a mail to them, a contact card sent to the other party, a forgot
 *   request) or names them about a deal or proposal of theirs (a deal mail, a push) is deleted; a
 *   bulk mail batch only loses their address (and goes once no address is left).
 * - The throttling counters keyed by their address (failed sign-ins, activation and reset mails).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import type { Account } from '../../domain/rows';
import { ERASED_MEMBER_NAME } from '../../domain/party-contact';

/** The names other members were shown for the member: their full name and their company. */
export function namesOf(member: Pick<Account, 'firstname' | 'lastname' | 'company'>): string[] {
  const fullname = [member.firstname, member.lastname].filter((p) => p && p.trim()).join(' ');
  const names = [fullname, member.company?.trim() ?? ''].filter((n) => n.length > 0);
  // Longest first, so a company that contains the full name (or the reverse) is replaced whole.
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

export async function eraseMemberTraces(tx: Tx, options: { member: Account }): Promise<void> {
  const { member } = options;
  const id = member.id;
  const email = member.email.toLowerCase();
  const names = namesOf(member);

  // The uids of the deals and proposals the member was a party to: the links and payloads about them.
  const { rows } = await tx.db.execute<{ uid: string }>(sql`
    SELECT id::text AS uid FROM deals WHERE job_owner_id = ${id} OR partner_id = ${id}
    UNION SELECT id::text FROM proposals WHERE proposer_id = ${id} OR seconder_id = ${id}`);
  const uids = rows.map((r) => r.uid);
  const uidArray = sql`ARRAY[${sql.join(
    uids.map((u) => sql`${u}`),
    sql`, `,
  )}]::text[]`;
  /** `text` mentions one of the member's deals or proposals and one of their names. */
  const namesThem = (text: SQL): SQL =>
    uids.length === 0 || names.length === 0
      ? sql`false`
      : sql`(EXISTS (SELECT 1 FROM unnest(${uidArray}) AS u(uid) WHERE strpos(${text}, u.uid) > 0)
          AND (${sql.join(
            names.map((n) => sql`strpos(${text}, ${n}) > 0`),
            sql` OR `,
          )}))`;

  if (uids.length > 0 && names.length > 0) {
    let message: SQL = sql`message`;
    let heading: SQL = sql`heading`;
    for (const n of names) {
      message = sql`replace(${message}, ${n}, ${ERASED_MEMBER_NAME})`;
      heading = sql`replace(${heading}, ${n}, ${ERASED_MEMBER_NAME})`;
    }
    await tx.db.execute(sql`
      UPDATE notes SET message = ${message}, heading = ${heading}
      WHERE user_id <> ${id} AND substring(link from '[0-9a-f-]{36}') = ANY(${uidArray})
        AND (${sql.join(
          names.map((n) => sql`strpos(message, ${n}) > 0 OR strpos(heading, ${n}) > 0`),
          sql` OR `,
        )})`);
    await tx.db.execute(sql`
      UPDATE sent_mails SET subject = '(erased)', text = NULL, html = NULL
      WHERE ${namesThem(sql`coalesce(text, '')`)}`);
  }

  // The job queue. Running jobs are left to finish (a few seconds); every other state is rewritten.
  // The address is matched as a whole JSON string ("to", a contact card's e-mail), never inside another address.
  await tx.db.execute(sql`
    UPDATE pgboss.job
       SET data = jsonb_set(data, '{to}', coalesce(
             (SELECT jsonb_agg(t) FROM jsonb_array_elements(data->'to') t WHERE lower(t #>> '{}') <> ${email}),
             '[]'::jsonb))
     WHERE state <> 'active' AND jsonb_typeof(data->'to') = 'array'
       AND EXISTS (SELECT 1 FROM jsonb_array_elements(data->'to') t WHERE lower(t #>> '{}') = ${email})`);
  await tx.db.execute(sql`
    DELETE FROM pgboss.job
     WHERE state <> 'active'
       AND (strpos(lower(data::text), ${`"${email}"`}) > 0
            OR data->'to' = '[]'::jsonb
            OR ${namesThem(sql`data::text`)})`);

  // Throttling counters keyed by the address (api/auth/rate-limits.ts: prefix ':' key).
  await tx.db.execute(sql`
    DELETE FROM rate_limits
     WHERE key IN (${`login-email:${email}`}, ${`mail-email:activation:${email}`}, ${`mail-email:password-reset:${email}`})`);
}
