/**
 * Personal API tokens (docs/api-tokens.md): made under My Account (the secret shown once), listed,
 * revoked; stored only hashed; expired and revoked ones refused with the reason; last use written
 * at most once a minute; a rate limit of their own; administrators list and revoke anyone's
 * (audited). What each scope may call is tests/api/api-token-access.test.ts.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../api/clock';
import { eq } from 'drizzle-orm';
import { createLogger } from '../../api/logger';
import { accounts } from '../../api/db/schema';
import { withTransaction } from '../../api/db/transaction';
import { eraseAccount } from '../../api/services/accounts/erase-account';
import { API_TOKEN_MESSAGES, API_TOKENS_PER_MEMBER } from '../../shared/rules/api-tokens';
import { expectError } from '../support/api-helpers';
import { makeToken, withToken } from '../support/api-tokens';
import { buildDealParty } from '../support/fixtures/deals';
import { buildParty, createJob } from '../support/fixtures/matches';
import { useTestServer } from '../support/use-test-server';

const lines: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const LIMIT = 40;
const server = useTestServer({
  env: { API_TOKEN_LIMIT_PER_MINUTE: String(LIMIT) },
  logger: createLogger('debug', memory),
});
afterEach(resetClock);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const lastUsedOf = async (uid: string) =>
  (await server.ctx.pool.query<{ at: Date | null }>('select last_used_at as at from api_tokens where id = $1', [uid]))
    .rows[0]!.at;

describe('making, listing and revoking tokens', () => {
  it('shows the secret once, keeps only its hash, and lists tokens without it', async () => {
    const member = await buildParty(server);
    const res = await member.client.post('/api/me/tokens', {
      name: '  CRM sync ',
      scopes: ['read', 'listings:write', 'read'],
      expiresAt: inDays(90),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { token, secret } = res.body;
    expect(secret).toMatch(/^rc_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'CRM sync', scopes: ['listings:write', 'read'], status: 'active' });
    expect(token.prefix).toBe(secret.slice(0, 11));
    expect(token.lastUsedAt).toBeNull();

    const list = await member.client.get('/api/me/tokens');
    expect(list.status).toBe(200);
    expect(list.body.limit).toBe(API_TOKENS_PER_MEMBER);
    expect(list.body.items).toEqual([token]);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(11));

    // Stored: the SHA-256 and the prefix, never the secret (nor its random part) in any column.
    const { rows } = await server.ctx.pool.query<{ row: string; hash: string }>(
      'select t::text as row, token_hash as hash from api_tokens t where id = $1',
      [token.uid],
    );
    expect(rows[0]!.hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(rows[0]!.row).not.toContain(secret.slice(11));
    // Nor in any log line, nor in any row of any table.
    expect(lines.join('\n')).not.toContain(secret.slice(11));
    const { rows: tables } = await server.ctx.pool.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { name } of tables) {
      const { rows: found } = await server.ctx.pool.query(
        `select 1 from "${name}" t where t::text like '%' || $1 || '%' limit 1`,
        [secret.slice(11)],
      );
      expect(found, name).toEqual([]);
    }
  });

  it('deletes an erased member’s tokens with their other credentials', async () => {
    const member = await buildParty(server);
    const token = await makeToken(member.client, ['read']);
    await withTransaction(server.ctx, async (tx) => {
      const [account] = await tx.db.select().from(accounts).where(eq(accounts.id, member.id)).for('update');
      await eraseAccount(tx, { member: account!, at: new Date() });
    });
    expect((await server.ctx.pool.query('select 1 from api_tokens where id = $1', [token.uid])).rows).toEqual([]);
    expectError(await withToken(server, token.secret, 'GET', '/api/jobs'), 401, {
      message: API_TOKEN_MESSAGES.invalid,
    });
  });

  it('refuses bad names, scopes and expiry dates with the field, and makes nothing', async () => {
    const member = await buildParty(server);
    const cases: Array<[Record<string, unknown>, unknown, string]> = [
      [{ name: ' ', scopes: ['read'] }, 'name', API_TOKEN_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61), scopes: ['read'] }, 'name', API_TOKEN_MESSAGES.nameTooLong],
      [{ name: 'A', scopes: [] }, 'scopes', API_TOKEN_MESSAGES.scopes],
      [{ name: 'A', scopes: ['admin'] }, 'scopes.0', API_TOKEN_MESSAGES.scopes],
      [{ name: 'A', scopes: ['read'], expiresAt: inDays(-1) }, 'expiresAt', API_TOKEN_MESSAGES.expiresAt],
      [{ name: 'A', scopes: ['read'], expiresAt: inDays(400) }, 'expiresAt', API_TOKEN_MESSAGES.expiresAt],
      [{ name: 'A', scopes: ['read'], expiresAt: 'soon' }, 'expiresAt', API_TOKEN_MESSAGES.expiresAt],
    ];
    for (const [body, field, message] of cases) {
      const res = await member.client.post('/api/me/tokens', body);
      expectError(res, 422, { field: field as string, message });
    }
    expect((await member.client.post('/api/me/tokens', { name: 'A', scopes: ['read'], extra: 1 })).status).toBe(422);
    // A date alone is midnight UTC of that day.
    const dateOnly = inDays(20).slice(0, 10);
    const made = await member.client.post('/api/me/tokens', { name: 'Dated', scopes: ['read'], expiresAt: dateOnly });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.token.expiresAt).toBe(`${dateOnly}T00:00:00.000Z`);
    expect((await member.client.delete(`/api/me/tokens/${made.body.token.uid}`)).status).toBe(204);
    expect((await member.client.get('/api/me/tokens')).body.items.map((t: { status: string }) => t.status)).toEqual([
      'revoked',
    ]);
  });

  it('keeps at most the limit of working tokens per member', async () => {
    const member = await buildParty(server);
    const made = [];
    for (let i = 0; i < API_TOKENS_PER_MEMBER; i++) made.push(await makeToken(member.client, ['read']));
    const over = await member.client.post('/api/me/tokens', { name: 'One too many', scopes: ['read'] });
    expectError(over, 409, { message: API_TOKEN_MESSAGES.tooMany });
    // A revoked one no longer counts.
    expect((await member.client.delete(`/api/me/tokens/${made[0]!.uid}`)).status).toBe(204);
    expect((await member.client.post('/api/me/tokens', { name: 'Now it fits', scopes: ['read'] })).status).toBe(201);
  });

  it('refuses a revoked token at once, and an unknown one, with the reason (401)', async () => {
    const member = await buildParty(server);
    const token = await makeToken(member.client, ['read']);
    expect((await withToken(server, token.secret, 'GET', '/api/jobs')).status).toBe(200);
    expect((await member.client.delete(`/api/me/tokens/${token.uid}`)).status).toBe(204);
    expectError(await withToken(server, token.secret, 'GET', '/api/jobs'), 401, {
      message: API_TOKEN_MESSAGES.revoked,
    });
    const listed = (await member.client.get('/api/me/tokens')).body.items[0];
    expect(listed.status).toBe('revoked');
    expect(listed.revokedAt).not.toBeNull();
    // Revoking it again changes nothing; anyone else's is not found.
    expect((await member.client.delete(`/api/me/tokens/${token.uid}`)).status).toBe(204);
    const other = await buildParty(server);
    const mine = await makeToken(member.client, ['read']);
    expect((await other.client.delete(`/api/me/tokens/${mine.uid}`)).status).toBe(404);
    expect((await other.client.delete('/api/me/tokens/not-a-uuid')).status).toBe(404);
    expect((await withToken(server, mine.secret, 'GET', '/api/jobs')).status).toBe(200);

    for (const secret of ['rc_pat_' + 'A'.repeat(43), 'not-ours', mine.secret + 'x']) {
      expectError(await withToken(server, secret, 'GET', '/api/jobs'), 401, { message: API_TOKEN_MESSAGES.invalid });
    }
    const empty = await server.client().request('GET', '/api/jobs', undefined, { authorization: 'Bearer ' });
    expectError(empty, 401, { message: API_TOKEN_MESSAGES.invalid });
  });

  it('refuses an expired token with the reason', async () => {
    const member = await buildParty(server);
    const token = await makeToken(member.client, ['read'], { expiresAt: inDays(30) });
    expect((await withToken(server, token.secret, 'GET', '/api/jobs')).status).toBe(200);
    advanceClock(31 * 86_400_000);
    expectError(await withToken(server, token.secret, 'GET', '/api/jobs'), 401, {
      message: API_TOKEN_MESSAGES.expired,
    });
    expect((await member.client.get('/api/me/tokens')).body.items[0].status).toBe('expired');
  });

  it('cannot manage tokens, the account or anything else of its member’s account with a token', async () => {
    const member = await buildParty(server);
    const token = await makeToken(member.client, ['read', 'listings:write', 'proposals:write']);
    for (const [method, path] of [
      ['GET', '/api/me/tokens'],
      ['POST', '/api/me/tokens'],
      ['DELETE', `/api/me/tokens/${token.uid}`],
      ['GET', '/api/me'],
      ['POST', '/api/auth/password'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/me/delete'],
      ['GET', '/api/me/export'],
    ] as const) {
      const res = await withToken(server, token.secret, method, path, method === 'GET' ? undefined : {});
      expectError(res, 403, { message: API_TOKEN_MESSAGES.forbiddenRoute });
    }
    expect((await withToken(server, token.secret, 'GET', '/api/jobs')).status).toBe(200);
  });
});

describe('an administrator’s token', () => {
  it('has a member’s powers only, whatever the case of the path', async () => {
    const [admin, asker, owner] = await Promise.all([
      buildDealParty(server, 'admin'),
      buildParty(server),
      buildParty(server),
    ]);
    const job = await createJob(owner);
    const asked = await asker.client.post('/api/threads', { listingUid: job.uid, kind: 'job', body: 'Is it remote?' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const token = await makeToken(admin.client, ['read']);

    // The export of every deal is the console's: refused however the path is spelt.
    for (const path of ['/api/deals/export.csv', '/api/deals/EXPORT.CSV', '/api/Deals/Export.csv'])
      expectError(await withToken(server, token.secret, 'GET', path), 403);
    for (const path of ['/api/admin/accounts', '/api/ADMIN/accounts', '/API/Admin/accounts'])
      expectError(await withToken(server, token.secret, 'GET', path), 403);
    // Every member's conversations: the admin's session sees the question, the token does not.
    const bySession = await admin.client.get('/api/threads?all=true');
    expect(bySession.body.items.map((t: { uid: string }) => t.uid)).toContain(asked.body.thread.uid);
    const byToken = await withToken(server, token.secret, 'GET', '/api/threads?all=true');
    expect(byToken.status).toBe(200);
    expect(byToken.body.items.map((t: { uid: string }) => t.uid)).not.toContain(asked.body.thread.uid);
  });
});

describe('last use and the rate limit', () => {
  it('writes last use at most once a minute', async () => {
    const member = await buildParty(server);
    const token = await makeToken(member.client, ['read']);
    await withToken(server, token.secret, 'GET', '/api/jobs');
    await expect.poll(() => lastUsedOf(token.uid)).not.toBeNull();
    const first = await lastUsedOf(token.uid);
    await withToken(server, token.secret, 'GET', '/api/jobs');
    await withToken(server, token.secret, 'GET', '/api/dashboard');
    expect(await lastUsedOf(token.uid)).toEqual(first);
    advanceClock(61_000);
    await withToken(server, token.secret, 'GET', '/api/jobs');
    await expect.poll(async () => (await lastUsedOf(token.uid))!.getTime()).toBeGreaterThan(first!.getTime());
    expect((await member.client.get('/api/me/tokens')).body.items[0].lastUsedAt).not.toBeNull();
  });

  it('limits each token on its own (429), leaving the member’s session and other tokens alone', async () => {
    const member = await buildParty(server);
    const busy = await makeToken(member.client, ['read']);
    const quiet = await makeToken(member.client, ['read']);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await withToken(server, busy.secret, 'GET', '/api/lookups')).status);
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    const limited = await withToken(server, busy.secret, 'GET', '/api/lookups');
    expectError(limited, 429, { message: API_TOKEN_MESSAGES.tooManyRequests });
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await withToken(server, quiet.secret, 'GET', '/api/lookups')).status).toBe(200);
    expect((await member.client.get('/api/lookups')).status).toBe(200);
  });
});

describe('administrators and tokens', () => {
  it('lists every member’s tokens without secrets, and revokes any (audited)', async () => {
    const [member, admin, other] = await Promise.all([
      buildParty(server),
      buildParty(server, 'admin'),
      buildParty(server),
    ]);
    const token = await makeToken(member.client, ['read'], { name: 'Leaky script' });
    const list = await admin.client.get('/api/admin/tokens');
    expect(list.status).toBe(200);
    const row = list.body.items.find((item: { uid: string }) => item.uid === token.uid);
    expect(row).toMatchObject({
      name: 'Leaky script',
      owner: { uid: member.id, email: member.email },
      status: 'active',
    });
    expect(JSON.stringify(list.body)).not.toContain(token.secret.slice(11));

    expect((await other.client.get('/api/admin/tokens')).status).toBe(403);
    expect((await other.client.delete(`/api/admin/tokens/${token.uid}`)).status).toBe(403);
    const revoked = await admin.client.delete(`/api/admin/tokens/${token.uid}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.token).toMatchObject({ uid: token.uid, status: 'revoked' });
    expectError(await withToken(server, token.secret, 'GET', '/api/jobs'), 401, {
      message: API_TOKEN_MESSAGES.revoked,
    });
    const { rows } = await server.ctx.pool.query<{ action: string; actor: string; details: { tokenId: string } }>(
      `select action, actor_id as actor, details from audit_log where target_id = $1 and action = 'api-token.revoked'`,
      [member.id],
    );
    expect(rows).toEqual([
      { action: 'api-token.revoked', actor: admin.id, details: expect.objectContaining({ tokenId: token.uid }) },
    ]);
    expect((await admin.client.delete('/api/admin/tokens/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // An administrator's own token reaches no administration route.
    const adminToken = await makeToken(admin.client, ['read', 'listings:write', 'proposals:write']);
    for (const path of ['/api/admin/tokens', '/api/admin/accounts', '/api/deals/export.csv']) {
      expectError(await withToken(server, adminToken.secret, 'GET', path), 403, {
        message: API_TOKEN_MESSAGES.forbiddenRoute,
      });
    }
  });
});
