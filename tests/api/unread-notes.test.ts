/**
 * One unread count: the dashboard's `unreadNotes` (GET /api/dashboard) and the
 * bell's `unread` (GET /api/notes) are the same number, always. The bell lists the newest 100 notes
 * of the last 14 days (spec “The calls it makes” notes, spec “Business constants and limits”), so both count the unread notes among exactly those: a
 * count the panel cannot show would send the member looking for notes that are not there.
 */
import { describe, expect, it } from 'vitest';
import { NOTES_LIMIT } from '../../shared/constants';
import { buildRecruiter, signIn } from '../support/factories';
import type { TestClient } from '../support/test-client';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();

type Batch = { count: number; ageMinutes: (i: number) => number; isRead?: (i: number) => boolean; isDeleted?: boolean };

/** `count` notes for one member, straight into the database; note i is `ageMinutes(i)` old. */
async function insertNotes(userId: string, batch: Batch): Promise<void> {
  for (let i = 0; i < batch.count; i++) {
    await server.ctx.pool.query(
      `insert into notes (user_id, heading, message, is_read, is_deleted, created_at)
       values ($1, 'Bulk Message', 'Members meeting on Friday.', $2, $3, now() - make_interval(mins => $4::int))`,
      [userId, batch.isRead?.(i) ?? false, batch.isDeleted ?? false, batch.ageMinutes(i)],
    );
  }
}

async function counts(client: TestClient) {
  const bell = await client.get('/api/notes');
  const dashboard = await client.get('/api/dashboard');
  expect(bell.status).toBe(200);
  expect(dashboard.status).toBe(200);
  const items = bell.body.items as Array<{ uid: string; read: boolean }>;
  return {
    bell: bell.body.unread as number,
    dashboard: dashboard.body.unreadNotes as number,
    shown: items.filter((n) => !n.read).length,
    items,
  };
}

describe('the unread count of the dashboard and of the bell', () => {
  it('is the same number when there are more unread notes than the bell can list', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    // 103 notes in the window, one a minute: the two newest read, the three oldest beyond the bell's 100.
    await insertNotes(account.id, { count: 103, ageMinutes: (i) => i, isRead: (i) => i < 2 });
    // Neither counts notes outside the window or deleted ones.
    await insertNotes(account.id, { count: 2, ageMinutes: () => 15 * 24 * 60 });
    await insertNotes(account.id, { count: 2, ageMinutes: () => 5, isDeleted: true });

    const before = await counts(client);
    expect(before.items).toHaveLength(NOTES_LIMIT);
    expect(before.shown).toBe(98);
    expect(before.bell).toBe(98);
    expect(before.dashboard).toBe(98);

    // Reading one and deleting another (which brings the 101st into the list) keeps them together.
    const unread = before.items.filter((n) => !n.read);
    expect((await client.post(`/api/notes/${unread[0]!.uid}/read`)).status).toBe(200);
    expect((await client.delete(`/api/notes/${unread[1]!.uid}`)).status).toBe(204);
    const after = await counts(client);
    expect(after.bell).toBe(after.shown);
    expect(after.dashboard).toBe(after.bell);
    expect(after.bell).toBe(97);
  });

  it('is the same number when many notes share one moment (a bulk message), whichever 100 the list holds', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    await server.ctx.pool.query(
      `insert into notes (user_id, heading, message, is_read, created_at)
       select $1, 'Bulk Message', 'Same moment ' || n, n % 3 = 0, now() - interval '1 hour'
         from generate_series(1, 130) as n`,
      [account.id],
    );
    const { bell, dashboard, shown, items } = await counts(client);
    expect(items).toHaveLength(NOTES_LIMIT);
    expect(bell).toBe(shown);
    expect(dashboard).toBe(bell);
  });

  it('is the same small number in the ordinary case', async () => {
    const account = await buildRecruiter(server);
    const client = await signIn(server, account);
    await insertNotes(account.id, { count: 5, ageMinutes: (i) => i * 60, isRead: (i) => i === 2 });
    expect(await counts(client)).toMatchObject({ bell: 4, dashboard: 4, shown: 4 });
  });
});
