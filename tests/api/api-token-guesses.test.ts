/**
 * Guessing API tokens (api/auth/api-tokens.ts): each unknown bearer secret costs a read on the
 * session store's small pool, so an address that sends UNKNOWN_TOKENS_PER_MINUTE of them in a
 * minute is refused (429) without a read until the minute is over. A file of its own: the count
 * is per address, and every test here calls from 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN_TOKENS_PER_MINUTE } from '../../api/auth/api-tokens';
import { API_TOKEN_MESSAGES } from '../../shared/rules/api-tokens';
import { expectError } from '../support/api-helpers';
import { withToken } from '../support/api-tokens';
import { useTestServer } from '../support/use-test-server';

const server = useTestServer();

describe('unknown API tokens', () => {
  it(`are refused with 401, then with 429 after ${UNKNOWN_TOKENS_PER_MINUTE} from one address in a minute`, async () => {
    for (let i = 0; i < UNKNOWN_TOKENS_PER_MINUTE; i++)
      expectError(await withToken(server, `rc_pat_guess${i}`, 'GET', '/api/jobs'), 401, {
        message: API_TOKEN_MESSAGES.invalid,
      });
    const refused = await withToken(server, 'rc_pat_one-more', 'GET', '/api/jobs');
    expectError(refused, 429, { message: API_TOKEN_MESSAGES.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A browser's session on the same address is not touched by it.
    expect((await server.client().get('/api/public/stats')).status).toBeLessThan(500);
  });
});
