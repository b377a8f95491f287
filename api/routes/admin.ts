/** /api/admin/*: the association's console. Every route refuses non-admins (403). */
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import { currentUser, requireAdmin } from '../middleware/require-auth';
import { logSecurityEvent } from '../security-log';
import { parseQuery, validate } from '../middleware/validate';
import { presentMemberDetail, presentMemberRow } from '../presenters/member';
import { listMembers, ZMemberQuery } from '../services/admin/list-members';
import { listProposals } from '../services/admin/list-proposals';
import { createContract, memberAudit, patchMember, runMemberAction } from '../services/admin/member-actions';
import { sendTestAlert } from '../services/alerts/send-test-alert';
import { sendBulkMessage } from '../services/admin/send-bulk-message';
import { ZBulkMessageSchema } from '../../shared/schemas/account';
import { ZIsoDateSchema } from '../../shared/schemas/dates';
import { ZPaymentPeriodsPatchSchema } from '../../shared/schemas/payment-periods';
import { ZProposalListQuerySchema } from '../../shared/schemas/proposal';
import { describePeriods } from '../../shared/rules/payment-periods';
import { NOTIFICATION_TOGGLES } from '../../shared/constants';
import type { Account } from '../domain/rows';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { isUuid } from '../ids';

// A real calendar date from 1900 to 2100 (2026-02-30, 2026-13-01 and 0000-01-01 are refused, not
// turned into 500s or rolled over).
const isoDate = ZIsoDateSchema;
const ZContract = z
  .strictObject({
    months: z
      .int({ error: 'The Months field must be a whole number.' })
      .min(1, { error: 'The Months field must be at least 1.' })
      .max(120),
    paid: z.boolean({ error: 'The Paid field must be yes or no.' }),
    start: isoDate,
    end: isoDate,
  })
  .refine((c) => c.end >= c.start, { error: 'The contract must end after it starts.', path: ['end'] });
const ZMemberPatch = z.strictObject({
  trail: z.int({ error: 'The Trial Days field must be a whole number.' }).min(0).max(3650).optional(),
  paidUntil: isoDate.nullable().optional(),
  notifications: z
    .strictObject(
      Object.fromEntries(NOTIFICATION_TOGGLES.map((k) => [k, z.boolean().optional()])) as Record<
        (typeof NOTIFICATION_TOGGLES)[number],
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .optional(),
  sourcing: z.boolean({ error: 'The Candidate Sourcing field must be yes or no.' }).optional(),
  periods: ZPaymentPeriodsPatchSchema.optional(),
});

const csvCell = (value: unknown) => {
  const text = String(value ?? '');
  // Quote everything; neutralise formulas so a name like "=HYPERLINK(...)" stays text in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function adminRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAdmin);

  const respond = async (uid: string, account: Account) => ({
    account: presentMemberDetail(account),
    audit: await memberAudit(ctx, uid),
  });

  router.get('/accounts', async (req, res) => {
    const { rows, counts } = await listMembers(ctx, parseQuery(ZMemberQuery, req));
    res.json({ items: rows.map(presentMemberRow), next: null, total: rows.length, counts });
  });

  router.get('/accounts.csv', async (req, res) => {
    const query = parseQuery(ZMemberQuery, req);
    const { rows } = await listMembers(ctx, query);
    const header = [
      'First name',
      'Last name',
      'E-mail',
      'Company',
      'Company type',
      'Membership number',
      'Created',
      'Last login',
      'Trial days left',
      'Approval requested',
      'Contract',
      'Sourcing',
      'Payment history',
    ];
    const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
    const lines = rows.map((account) => {
      const m = presentMemberRow(account);
      return [
        m.firstname,
        m.lastname,
        m.email,
        m.company,
        m.companyTypeName,
        m.apso,
        m.created,
        m.login ?? '',
        m.trialDaysLeft,
        yesNo(m.contact),
        yesNo(m.contracted),
        yesNo(m.sourcing),
        describePeriods(account.periods),
      ]
        .map(csvCell)
        .join(',');
    });
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="members-${query.stage}.csv"`);
    res.send([header.map(csvCell).join(','), ...lines].join('\r\n'));
  });

  router.get('/accounts/:uid', async (req, res) => {
    const uid = String(req.params.uid);
    const [member] = isUuid(uid) ? await ctx.db.select().from(accounts).where(eq(accounts.id, uid)) : [];
    if (!member) throw new NotFoundError('That member could not be found.', 'Account not found');
    res.json(await respond(uid, member));
  });

  router.patch(
    '/accounts/:uid',
    validate(ZMemberPatch, async (patch, req, res) => {
      const uid = String(req.params.uid);
      res.json(await respond(uid, await patchMember(ctx, { admin: currentUser(req), uid, patch })));
    }),
  );

  router.post(
    '/accounts/:uid/contract',
    validate(ZContract, async (contract, req, res) => {
      const uid = String(req.params.uid);
      res.json(await respond(uid, await createContract(ctx, { admin: currentUser(req), uid, contract })));
    }),
  );

  router.post('/accounts/:uid/test-alert', async (req, res) => {
    const uid = String(req.params.uid);
    res.json(await respond(uid, await sendTestAlert(ctx, { admin: currentUser(req), uid })));
  });

  for (const action of [
    'approve',
    'unapprove',
    'offboard',
    'reinstate',
    'resend-activation',
    'clear-contact',
  ] as const) {
    router.post(`/accounts/:uid/${action}`, async (req, res) => {
      const uid = String(req.params.uid);
      const result = await runMemberAction(ctx, { admin: currentUser(req), uid, action });
      logSecurityEvent(req, 'member.action', { action, memberId: uid });
      res.json(await respond(uid, result));
    });
  }

  router.post(
    '/messages',
    validate(ZBulkMessageSchema, async (input, req, res) => {
      res
        .status(201)
        .json(await sendBulkMessage(ctx, { admin: currentUser(req), heading: input.heading, message: input.message }));
    }),
  );

  router.get('/matches', async (req, res) => {
    const items = await listProposals(ctx, { kind: 'match', query: parseQuery(ZProposalListQuerySchema, req) });
    res.json({ items, next: null, total: items.length });
  });

  router.get('/sourcing', async (req, res) => {
    const items = await listProposals(ctx, { kind: 'sourcing', query: parseQuery(ZProposalListQuerySchema, req) });
    res.json({ items, next: null, total: items.length });
  });

  return router;
}
