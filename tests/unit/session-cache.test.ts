/**
 * The per-process session cache (api/auth/session-cache.ts) and how this process's own writes are
 * recognised (api/db/table-writes.ts): when an entry may be served, and which statements forget.
 */
import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from '../../api/auth/session-cache';
import { endsTransaction, tablesWritten, writePattern } from '../../api/db/table-writes';

type A = { id: string; name: string };
const found = (accountId: string, expiresAt = Number.MAX_SAFE_INTEGER): CachedSession<A> => ({
  sessText: JSON.stringify({ passport: { user: accountId } }),
  account: { id: accountId, name: 'Thandi' },
  expiresAt,
});

function cacheAt(start = 1_000_000) {
  let now = start;
  const cache = new SessionCache<A>({ ttlMs: 30_000, maxEntries: 3, now: () => now });
  return { cache, advance: (ms: number) => (now += ms), now: () => now };
}

describe('SessionCache', () => {
  it('serves nothing until it is enabled, and forgets everything when disabled', () => {
    const { cache } = cacheAt();
    cache.remember('s1', found('a1'), cache.epoch);
    expect(cache.read('s1')).toBeUndefined();
    cache.enable();
    cache.remember('s1', found('a1'), cache.epoch);
    expect(cache.read('s1')?.account?.id).toBe('a1');
    cache.disable();
    expect(cache.read('s1')).toBeUndefined();
    cache.enable();
    expect(cache.read('s1')).toBeUndefined();
  });

  it('does not keep a read that began before anything was forgotten (it may hold the old row)', () => {
    const { cache } = cacheAt();
    cache.enable();
    const epoch = cache.epoch;
    cache.forgetSession('some-other-session');
    cache.remember('s1', found('a1'), epoch);
    expect(cache.read('s1')).toBeUndefined();
    cache.remember('s1', found('a1'), cache.epoch);
    expect(cache.read('s1')).toBeDefined();
  });

  it('does not keep a read that began before it was enabled (notifications were not yet known to arrive)', () => {
    const { cache } = cacheAt();
    const epoch = cache.epoch;
    cache.enable();
    cache.remember('s1', found('a1'), epoch);
    expect(cache.read('s1')).toBeUndefined();
  });

  it('ends an entry at its time to live and at the session’s stored expiry', () => {
    const { cache, advance, now } = cacheAt();
    cache.enable();
    cache.remember('s1', found('a1'), cache.epoch);
    cache.remember('s2', found('a2', now() + 5_000), cache.epoch);
    advance(5_001);
    expect(cache.read('s2')).toBeUndefined();
    expect(cache.read('s1')).toBeDefined();
    advance(25_000);
    expect(cache.read('s1')).toBeUndefined();
  });

  it('forgets one session, every session of one account, or all', () => {
    const { cache } = cacheAt();
    cache.enable();
    cache.remember('s1', found('a1'), cache.epoch);
    cache.remember('s2', found('a1'), cache.epoch);
    cache.remember('s3', found('a2'), cache.epoch);
    cache.forgetSession('s3');
    expect(cache.read('s3')).toBeUndefined();
    cache.remember('s3', found('a2'), cache.epoch);
    cache.forgetAccount('a1');
    expect([cache.read('s1'), cache.read('s2')]).toEqual([undefined, undefined]);
    expect(cache.read('s3')).toBeDefined();
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheAt();
    cache.enable();
    for (const sid of ['s1', 's2', 's3', 's4']) cache.remember(sid, found(sid), cache.epoch);
    expect(cache.size).toBe(3);
    expect(cache.read('s1')).toBeUndefined();
    expect(cache.read('s4')).toBeDefined();
  });

  it('is never on with a time to live of 0 (SESSION_CACHE_SECONDS=0)', () => {
    const cache = new SessionCache<A>({ ttlMs: 0 });
    cache.enable();
    expect(cache.isEnabled).toBe(false);
  });
});

describe('tablesWritten', () => {
  const pattern = writePattern(['accounts', 'session']);
  const watched = (text: string) => [...tablesWritten(text, pattern)].sort().join(',') || 'none';

  it.each([
    ['update "accounts" set "firstname" = $1 where "accounts"."id" = $2', 'accounts'],
    ['UPDATE accounts SET is_admin = true', 'accounts'],
    ['delete from "accounts" where "id" = $1', 'accounts'],
    ['DELETE FROM "session" WHERE ("sess" #>> \'{passport,user}\') = $1', 'session'],
    [
      'insert into "session" (sid, sess, expire) values ($1, $2, $3) on conflict (sid) do update set sess = $2',
      'session',
    ],
    ['TRUNCATE TABLE "public"."accounts", "session" CASCADE', 'accounts,session'],
    ['truncate "notes", session', 'session'],
    ['truncate "accounts_archive"', 'none'],
    ['with x as (update "accounts" set "last_login_at" = now() returning id) select * from x', 'accounts'],
    ['select "session"."sess", "accounts"."id" from "session" left join "accounts" on true', 'none'],
    ['update "accounts_archive" set x = 1', 'none'],
    ['insert into "usage_events" ("account_id") values ($1)', 'none'],
    ['update "notes" set "is_read" = $1 where "notes"."user_id" in (select id from accounts)', 'none'],
  ])('%s → %s', (text, expected) => {
    expect(watched(text)).toBe(expected);
  });
});

describe('endsTransaction', () => {
  it.each([
    ['COMMIT', true],
    ['commit', true],
    ['rollback', true],
    ['ROLLBACK TO SAVEPOINT sp1', false],
    ['release savepoint sp1', false],
    ['begin', false],
    ['select 1', false],
  ])('%s → %s', (text, expected) => {
    expect(endsTransaction(text)).toBe(expected);
  });
});
