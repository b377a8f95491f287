import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import { hashPassword } from '../../auth/password';
import { DEFAULT_COMPANY_TYPE_ID } from '../../../shared/lookups';
import { TRIAL_DAYS } from '../../../shared/constants';
import { normaliseNotifications } from './default-notifications';

export type EnsuredAdmin = { email: string; created: boolean; generatedPassword?: string };

/**
 * Makes sure an administrator exists. With ADMIN_EMAIL/ADMIN_PASSWORD that account is created
 * (or promoted); without them, when no admin exists yet, one is created with a generated
 * password that is returned once so the start log can print it once.
 */
export async function ensureAdmin(
  ctx: AppContext,
  options: { email?: string; password?: string },
): Promise<EnsuredAdmin | null> {
  const [anyAdmin] = await ctx.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.isAdmin, true))
    .limit(1);
  const email = (options.email ?? 'admin@recruiterconnect.local').toLowerCase();
  if (!options.email && anyAdmin) return { email: anyAdmin.email, created: false };

  const [existing] = await ctx.db.select().from(accounts).where(eq(accounts.email, email));
  if (existing) {
    if (!existing.isAdmin) await ctx.db.update(accounts).set({ isAdmin: true }).where(eq(accounts.id, existing.id));
    return { email, created: false };
  }
  const generatedPassword = options.password ? undefined : `Rc${randomBytes(9).toString('base64url')}1`;
  const now = new Date();
  await ctx.db.insert(accounts).values({
    email,
    passwordHash: await hashPassword(options.password ?? generatedPassword!, ctx.config.PASSWORD_HASH_COST),
    firstname: 'Association',
    lastname: 'Administrator',
    company: 'Recruiter Connect',
    title: 'Administrator',
    companyType: DEFAULT_COMPANY_TYPE_ID,
    isAdmin: true,
    isActive: true,
    isApproved: true,
    trialDays: TRIAL_DAYS,
    activatedAt: now,
    termsAcceptedAt: now,
    categories: [],
    notifications: normaliseNotifications(null, DEFAULT_COMPANY_TYPE_ID),
  });
  return { email, created: true, generatedPassword };
}
