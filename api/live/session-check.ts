/**
 * Whether open event streams' sessions are still signed in (live-hub.ts `SessionCheck`): the
 * session row is there and unexpired, no older than the absolute limit since sign-in
 * (SESSION_ABSOLUTE_HOURS, as api/auth/session.ts ends it on the next request), still for the
 * account the stream was opened for, and that account may keep a session (the rule passport
 * applies on every request, policies/account.ts).
 */
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/pool';
import { accounts, sessions } from '../db/schema';
import { now } from '../clock';
import { mayKeepSession } from '../policies/account';
import type { SessionCheck } from './live-hub';

export function sessionCheck(db: Db, absoluteMs: number): SessionCheck {
  return async (streams) => {
    const rows = await db
      .select({
        sid: sessions.sid,
        signedInAt: sql<string | null>`${sessions.sess} #>> '{signedInAt}'`,
        account: accounts,
      })
      .from(sessions)
      .innerJoin(accounts, sql`${accounts.id} = (${sessions.sess} #>> '{passport,user}')::uuid`)
      .where(and(inArray(sessions.sid, [...new Set(streams.map((s) => s.sid))]), gte(sessions.expire, new Date())));
    const at = now();
    const found = new Map(rows.map((row) => [row.sid, row]));
    const signedIn = new Set<string>();
    for (const { sid, accountId } of streams) {
      const row = found.get(sid);
      const isWithinLimit = !row?.signedInAt || Date.now() - Number(row.signedInAt) <= absoluteMs;
      if (row && isWithinLimit && row.account.id === accountId && mayKeepSession(row.account, at)) signedIn.add(sid);
    }
    return signedIn;
  };
}
