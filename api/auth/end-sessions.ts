import { sql } from 'drizzle-orm';
import type { Db } from '../db/pool';

/**
 * Ends every session of an account (after a password change or reset, or an offboarding),
 * except `keepSid` when given (the session that made the change).
 */
export async function endSessions(db: Db, accountId: string, keepSid?: string): Promise<void> {
  await db.execute(
    keepSid
      ? sql`DELETE FROM "session" WHERE ("sess" #>> '{passport,user}') = ${accountId} AND "sid" <> ${keepSid}`
      : sql`DELETE FROM "session" WHERE ("sess" #>> '{passport,user}') = ${accountId}`,
  );
}
