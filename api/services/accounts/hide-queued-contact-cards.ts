import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { partyContact } from '../../domain/party-contact';
import type { Account } from '../../domain/rows';

/**
 * Goodbye means goodbye: mails not sent yet that carry the member's contact card (an approval
 * that committed just before their deletion request, its mail still queued or being retried) carry
 * the leaving member's card instead. A job being sent at this instant is rewritten too: if that
 * send fails, its retry reads the new card; if it succeeds, it went before the request.
 * `member` is the account as the request left it (deletion due date set).
 */
export async function hideQueuedContactCards(tx: Tx, member: Account): Promise<number> {
  const card = JSON.stringify(partyContact(member));
  const updated = await tx.db.execute(sql`
    UPDATE pgboss.job
       SET data = jsonb_set(data, '{data,contact}', ${card}::jsonb)
     WHERE name IN ('send-mail', 'send-mail-urgent')
       AND state IN ('created', 'retry', 'active')
       AND data->'data'->'contact'->>'email' = ${member.email}`);
  return updated.rowCount ?? 0;
}
