/**
 * Review of deadlines and good standing: activation stamped `activated_at` with the machine clock while the trial
 * it starts (standing) and the activation link's age are judged by the app clock
 * (api/clock.ts). With the clock moved on (tests, independent checks), a member activating "today"
 * had a trial that began weeks before: lapsed the moment they activated.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../../api/clock';
import { memberStanding } from '../../shared/rules/standing';
import { accountByEmail, activationLinkOf } from '../support/api-helpers';
import { DEFAULT_PASSWORD } from '../support/factories';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();
const DAY_MS = 86_400_000;
afterEach(resetClock);

describe('activation starts the trial on the app clock', () => {
  it('a member activating with the clock 20 days on is in their trial', async () => {
    advanceClock(20 * DAY_MS);
    const email = `review-activation-${Date.now()}@example.co.za`;
    const res = await server.client().post('/api/auth/register', {
      email,
      password: DEFAULT_PASSWORD,
      confirm: DEFAULT_PASSWORD,
      terms: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = activationLinkOf(await server.smtp.waitFor(email, /Activate/));
    const activated = await server.client().post('/api/auth/activate', { uid: link.uid, token: link.token });
    expect(activated.status, JSON.stringify(activated.body)).toBeLessThan(300);

    const account = (await accountByEmail(server, email))!;
    expect(Math.abs(account.activatedAt!.getTime() - now().getTime())).toBeLessThan(60_000);
    expect(memberStanding({ ...account, paidUntil: account.paidUntil ?? null }, now())).toBe('trial');
  });
});
