import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts } from '../../db/schema';
import type { MemberStage } from '../../../shared/rules/members';
import type { TMemberQuerySchema } from '../../../shared/schemas/admin';

/** Where each step of the members workflow stands (spec “States and transitions” Account). */
export function stageFilter(stage: MemberStage): SQL {
  switch (stage) {
    case 'registered':
      return and(eq(accounts.isActive, false), eq(accounts.isDeleted, false))!;
    case 'activated':
      return and(eq(accounts.isActive, true), eq(accounts.isApproved, false), eq(accounts.isDeleted, false))!;
    case 'approved':
      return and(eq(accounts.isApproved, true), eq(accounts.isDeleted, false))!;
    case 'deleted':
      return eq(accounts.isDeleted, true);
  }
}

const MAX_ROWS = 2000;

export async function listMembers(ctx: AppContext, options: { query: TMemberQuerySchema }) {
  const { query } = options;
  const where: SQL[] = [stageFilter(query.stage)];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(sql`coalesce(${accounts.firstname}, '') || ' ' || coalesce(${accounts.lastname}, '')`, like),
        ilike(accounts.email, like),
        ilike(accounts.company, like),
        ilike(accounts.apso, like),
      )!,
    );
  }
  const direction = query.dir === 'asc' ? asc : desc;
  const trialEnd = sql`${accounts.activatedAt} + make_interval(days => ${accounts.trialDays})`;
  const order = {
    name: [direction(accounts.lastname), direction(accounts.firstname)],
    company: [direction(accounts.company)],
    companyType: [direction(accounts.companyType)],
    created: [direction(accounts.createdAt)],
    login: [direction(accounts.lastLoginAt)],
    trial: [direction(trialEnd)],
  }[query.sort];

  const [rows, counts] = await Promise.all([
    ctx.db
      .select()
      .from(accounts)
      .where(and(...where))
      .orderBy(...order, asc(accounts.id))
      .limit(MAX_ROWS),
    ctx.db
      .select({
        registered: sql<number>`(count(*) FILTER (WHERE ${stageFilter('registered')}))::int`,
        activated: sql<number>`(count(*) FILTER (WHERE ${stageFilter('activated')}))::int`,
        approved: sql<number>`(count(*) FILTER (WHERE ${stageFilter('approved')}))::int`,
        deleted: sql<number>`(count(*) FILTER (WHERE ${stageFilter('deleted')}))::int`,
      })
      .from(accounts),
  ]);
  return { rows, counts: counts[0]! };
}
