/**
 * Factories: accounts made straight in the database (fast), with random e-mails so tests
 * never collide, plus a signed-in client for each.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts } from '../../api/db/schema';
import { hashPassword } from '../../api/auth/password';
import { normaliseNotifications } from '../../api/services/accounts/default-notifications';
import { HIRING_COMPANY_TYPE_ID, RECRUITMENT_AGENCY_TYPE_ID } from '../../shared/lookups';
import type { TestServer } from './test-server';
import type { TestClient } from './test-client';

export const randomEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.co.za`;
export const DEFAULT_PASSWORD = 'Placement42';

export type BuiltAccount = { id: string; email: string; password: string };

type Overrides = Partial<typeof accounts.$inferInsert> & { password?: string };

export async function buildAccount(server: TestServer, overrides: Overrides = {}): Promise<BuiltAccount> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const email = fields.email ?? randomEmail();
  const companyType = fields.companyType ?? RECRUITMENT_AGENCY_TYPE_ID;
  const now = new Date();
  const [row] = await server.ctx.db
    .insert(accounts)
    .values({
      email,
      passwordHash: await hashPassword(password, server.ctx.config.PASSWORD_HASH_COST),
      firstname: 'Thandi',
      lastname: 'Nkosi',
      company: 'Talent Bridge Recruitment',
      title: 'Senior Recruiter',
      cellphone: '+27 82 555 0101',
      companyType,
      categories: [1, 2],
      isActive: true,
      activatedAt: now,
      trialDays: 14,
      termsAcceptedAt: now,
      notifications: normaliseNotifications(null, companyType),
      ...fields,
    })
    .returning({ id: accounts.id });
  return { id: row!.id, email, password };
}

export const buildRecruiter = (server: TestServer, overrides: Overrides = {}) => buildAccount(server, overrides);
export const buildHiringCompany = (server: TestServer, overrides: Overrides = {}) =>
  buildAccount(server, { companyType: HIRING_COMPANY_TYPE_ID, company: 'Acme Mining', ...overrides });
export const buildAdmin = (server: TestServer, overrides: Overrides = {}) =>
  buildAccount(server, { isAdmin: true, isApproved: true, ...overrides });

export async function signIn(server: TestServer, account: BuiltAccount): Promise<TestClient> {
  const client = server.client();
  const res = await client.post('/api/auth/login', { email: account.email, password: account.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

export async function findAccount(server: TestServer, id: string) {
  const [row] = await server.ctx.db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}
