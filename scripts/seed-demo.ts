/**
 * `npm run seed:demo`: a believable South African demo community so a newcomer sees a
 * living product — recruiters, agencies and a hiring company, all activated and approved,
 * sharing one demo password, with 260 job specs and candidates posted over the last weeks.
 * Safe to run twice (existing demo accounts and their listings are kept).
 * Stop the server first when it uses the embedded database (one process owns its folder).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { withRuntime } from './with-runtime';
import { accounts, jobs } from '../api/db/schema';
import { createRandom, demoCandidate, demoJob } from './lib/demo-listings';
import { insertSeededCandidate, insertSeededJob } from './lib/insert-listing';
import { hashPassword } from '../api/auth/password';
import { normaliseNotifications } from '../api/services/accounts/default-notifications';
import { HIRING_COMPANY_TYPE_ID, INDEPENDENT_RECRUITER_TYPE_ID, RECRUITMENT_AGENCY_TYPE_ID } from '../shared/lookups';

const DEMO_PASSWORD = 'Demo2026x';
const LISTINGS_PER_KIND = 130;
const DAY_MS = 86_400_000;

const PEOPLE = [
  ['Thandi', 'Nkosi', 'Talent Bridge Recruitment', RECRUITMENT_AGENCY_TYPE_ID, 'Senior IT Recruiter', [23, 13]],
  [
    'Pieter',
    'van der Merwe',
    'Cape Search Partners',
    RECRUITMENT_AGENCY_TYPE_ID,
    'Executive Search Consultant',
    [14, 15],
  ],
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

  const owners = await ctx.db
    .select({ id: accounts.id, companyType: accounts.companyType })
    .from(accounts)
    .where(sql`${accounts.email} LIKE '%@demo.recruiterconnect.co.za'`);
  const ownerIds = owners.map((o) => o.id);
  const [existing] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.ownerId, ownerIds));
  if ((existing?.n ?? 0) > 0) {
    console.log('Demo listings already exist.');
    return;
  }
  const random = createRandom(2026);
  const recruiters = owners.filter((o) => o.companyType !== HIRING_COMPANY_TYPE_ID);
  for (let i = 0; i < LISTINGS_PER_KIND; i++) {
    // Spread over the last 50 days so the date filters and "new" markers have something to show.
    const created = new Date(Date.now() - Math.floor(random.next() * 50 * DAY_MS));
    const owner = random.pick(owners);
    await insertSeededJob(
      ctx.db,
      { ...demoJob(random, owner.companyType === HIRING_COMPANY_TYPE_ID), companyType: owner.companyType },
      { ownerId: owner.id, created },
    );
    await insertSeededCandidate(ctx.db, demoCandidate(random), { ownerId: random.pick(recruiters).id, created });
  }
  console.log(`Demo listings ready: ${LISTINGS_PER_KIND} job specs and ${LISTINGS_PER_KIND} candidates.`);
});
