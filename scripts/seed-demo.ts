/**
 * `npm run seed:demo`: a believable South African demo community so a newcomer sees a
 * living product — recruiters, agencies and a hiring company, all activated and approved,
 * sharing one demo password. Safe to run twice (existing demo accounts are kept).
 * Stop the server first when it uses the embedded database (one process owns its folder).
 */
import { eq } from 'drizzle-orm';
import { withRuntime } from './with-runtime';
import { accounts } from '../api/db/schema';
import { hashPassword } from '../api/auth/password';
import { normaliseNotifications } from '../api/services/accounts/default-notifications';
import {
  HIRING_COMPANY_TYPE_ID,
  INDEPENDENT_RECRUITER_TYPE_ID,
  RECRUITMENT_AGENCY_TYPE_ID,
} from '../shared/lookups';

const DEMO_PASSWORD = 'Demo2026x';

const PEOPLE = [
  ['Thandi', 'Nkosi', 'Talent Bridge Recruitment', RECRUITMENT_AGENCY_TYPE_ID, 'Senior IT Recruiter', [23, 13]],
  ['Pieter', 'van der Merwe', 'Cape Search Partners', RECRUITMENT_AGENCY_TYPE_ID, 'Executive Search Consultant', [14, 15]],
  ['Ayesha', 'Patel', 'Patel Placements', INDEPENDENT_RECRUITER_TYPE_ID, 'Independent Recruiter', [2, 15]],
  ['Sipho', 'Dlamini', 'Ubuntu Staffing', RECRUITMENT_AGENCY_TYPE_ID, 'Contract & Temp Lead', [41, 24]],
  ['Lerato', 'Mokoena', 'Highveld Mining Group', HIRING_COMPANY_TYPE_ID, 'Talent Acquisition Manager', [29, 13]],
] as const;

await withRuntime(async (ctx) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD, ctx.config.PASSWORD_HASH_COST);
  const now = new Date();
  for (const [firstname, lastname, company, companyType, title, categories] of PEOPLE) {
    const email = `${firstname}.${lastname.split(' ').pop()}@demo.recruiterconnect.co.za`.toLowerCase();
    const [existing] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    if (existing) continue;
    await ctx.db.insert(accounts).values({
      email,
      passwordHash,
      firstname,
      lastname,
      company,
      companyType,
      title,
      website: `www.${company.toLowerCase().replace(/[^a-z]+/g, '')}.co.za`,
      cellphone: '+27 82 555 0100',
      categories: [...categories],
      natures: [1],
      isActive: true,
      isApproved: true,
      activatedAt: now,
      trialDays: 14,
      termsAcceptedAt: now,
      notifications: normaliseNotifications(null, companyType),
    });
    console.log(`  ${email}`);
  }
  console.log(`Demo accounts ready. Password for each: ${DEMO_PASSWORD}`);
});
