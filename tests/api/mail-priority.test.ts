/**
 * Mail that matters is never stuck behind bulk mail: while a bulk message's mails to a few
 * hundred members are still queued, a visitor who registers gets the activation mail in seconds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, randomEmail } from '../support/factories';
import { useTestServer } from '../support/use-test-server';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import { RECRUITMENT_AGENCY_TYPE_ID } from '../../shared/lookups';
import { buildParty, type Party } from '../support/fixtures/matches';
import { uniqueWord } from '../support/fixtures/listings';

const MEMBERS = 300;
const server = useTestServer();
let admin: Party;

beforeAll(async () => {
  admin = await buildParty(server, 'admin');
  // Activated members with every toggle on, written in one statement (a password hash is not needed here).
  await server.ctx.pool.query(
    `INSERT INTO accounts (email, password_hash, firstname, company_type, is_active, activated_at, notifications)
     SELECT 'bulk-' || g || '-' || $1 || '@example.co.za', 'x', 'Thandi', $2, true, now(), $3
     FROM generate_series(1, ${MEMBERS}) g`,
    [
      uniqueWord(),
      RECRUITMENT_AGENCY_TYPE_ID,
      JSON.stringify(normaliseNotifications(null, RECRUITMENT_AGENCY_TYPE_ID)),
    ],
  );
});

describe('urgent mail and bulk mail', () => {
  it('an activation mail arrives within seconds while a large bulk message is still being mailed', async () => {
    const heading = `Association news ${uniqueWord()}`;
    const bulk = await admin.client.post('/api/admin/messages', { heading, message: 'The AGM is on Friday.' });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(201);
    expect(bulk.body.mailed).toBeGreaterThan(MEMBERS);

    const email = randomEmail('urgent');
    const registeredAt = Date.now();
    const res = await server
      .client()
      .post('/api/auth/register', { email, password: DEFAULT_PASSWORD, confirm: DEFAULT_PASSWORD, terms: true });
    expect(res.status).toBe(201);
    await server.smtp.waitFor(email, /Activate/, 10_000);
    const latencyMs = Date.now() - registeredAt;
    const bulkDelivered = server.smtp.mails.filter((m) => m.subject === heading).length;
    console.log(
      `[mail-priority] activation after ${latencyMs} ms; ${bulkDelivered}/${bulk.body.mailed} bulk mails delivered by then`,
    );

    expect(latencyMs).toBeLessThan(5_000);
    // The bulk message really was ahead of it and still going.
    expect(bulkDelivered).toBeLessThan(bulk.body.mailed);
    expect(server.smtp.to(email)).toHaveLength(1);
  });
});
