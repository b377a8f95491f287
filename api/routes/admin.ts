/** /api/admin/*: the association's console. Every route refuses non-admins (403). */
import { Router } from 'express';
import type { AppContext } from '../context';
import type { Account } from '../domain/rows';
import { NotFoundError } from '../errors';
import { currentUser, requireAdmin } from '../middleware/require-auth';
import { logSecurityEvent } from '../security-log';
import { parseQuery, validate } from '../middleware/validate';
import { presentBulkMessageReach } from '../presenters/bulk-message';
import { presentAnonymityRisks } from '../presenters/anonymity-risks';
import { listAnonymityRisks } from '../services/admin/list-anonymity-risks';
import { now } from '../clock';
import { presentMemberDetailResponse, presentMemberList } from '../presenters/member';
import { presentProposalList } from '../presenters/proposal-list';
import { presentSettings } from '../presenters/settings';
import { presentMembersCsv } from '../presenters/member-csv';
import { createContract } from '../services/admin/create-contract';
import { findMember } from '../services/admin/find-member';
import { listMemberAudit } from '../services/admin/list-member-audit';
import { listMembers } from '../services/admin/list-members';
import { listProposals } from '../services/admin/list-proposals';
import { MEMBER_NOT_FOUND } from '../services/admin/member-change';
import { runMemberAction } from '../services/admin/run-member-action';
import { sendBulkMessage } from '../services/admin/send-bulk-message';
import { countBulkRecipients } from '../services/admin/bulk-recipients';
import { updateMember } from '../services/admin/update-member';
import { sendTestAlert } from '../services/alerts/send-test-alert';
import { resetSecondFactor } from '../services/mfa/reset-second-factor';
import { readSettings } from '../services/settings/read-settings';
import { updateSettings } from '../services/settings/update-settings';
import { ZSettingsPatchSchema } from '../../shared/schemas/settings';
import { ZBulkMessageSchema } from '../../shared/schemas/account';
import { ZContractSchema, ZMemberPatchSchema, ZMemberQuerySchema } from '../../shared/schemas/admin';
import { ZProposalListQuerySchema } from '../../shared/schemas/proposal';

export function adminRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAdmin);

  const respond = async (uid: string, account: Account) =>
    presentMemberDetailResponse(account, await listMemberAudit(ctx, { uid }));

  router.get('/accounts', async (req, res) => {
    const { rows, counts } = await listMembers(ctx, { query: parseQuery(ZMemberQuerySchema, req) });
    res.json(presentMemberList(rows, counts));
  });

  router.get('/accounts.csv', async (req, res) => {
    const query = parseQuery(ZMemberQuerySchema, req);
    const { rows } = await listMembers(ctx, { query });
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="members-${query.stage}.csv"`);
    res.send(presentMembersCsv(rows));
  });

  router.get('/accounts/:uid', async (req, res) => {
    const uid = String(req.params.uid);
    const member = await findMember(ctx, { uid });
    if (!member) throw new NotFoundError(...MEMBER_NOT_FOUND);
    res.json(await respond(uid, member));
  });

  router.patch(
    '/accounts/:uid',
    validate(ZMemberPatchSchema, async (patch, req, res) => {
      const uid = String(req.params.uid);
      res.json(await respond(uid, await updateMember(ctx, { admin: currentUser(req), uid, patch })));
    }),
  );

  router.post(
    '/accounts/:uid/contract',
    validate(ZContractSchema, async (contract, req, res) => {
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
    'cancel-deletion',
  ] as const) {
    router.post(`/accounts/:uid/${action}`, async (req, res) => {
      const uid = String(req.params.uid);
      const result = await runMemberAction(ctx, { admin: currentUser(req), uid, action });
      logSecurityEvent(req, 'member.action', { action, memberId: uid });
      res.json(await respond(uid, result));
    });
  }

  // "Reset two-factor": another administrator's action only (never one's own), audited.
  router.post('/accounts/:uid/reset-two-factor', async (req, res) => {
    const uid = String(req.params.uid);
    const result = await resetSecondFactor(ctx, { admin: currentUser(req), uid });
    logSecurityEvent(req, 'member.action', { action: 'reset-two-factor', memberId: uid });
    res.json(await respond(uid, result));
  });

  // The anonymity guard's risks: listings with a confirmed warning, members often refused.
  router.get('/anonymity', async (_req, res) => {
    res.json(presentAnonymityRisks(await listAnonymityRisks(ctx, { at: now() })));
  });

  // The bulk message's confirmation: how many members it would reach now (the send's own rule).
  router.get('/messages/recipients', async (_req, res) => {
    res.json(presentBulkMessageReach(await countBulkRecipients(ctx)));
  });

  router.post(
    '/messages',
    validate(ZBulkMessageSchema, async (input, req, res) => {
      const reach = await sendBulkMessage(ctx, {
        admin: currentUser(req),
        heading: input.heading,
        message: input.message,
      });
      res.status(201).json(presentBulkMessageReach(reach));
    }),
  );

  // Settings of the console (members in good standing). Read fresh, never from the cache.
  router.get('/settings', async (_req, res) => {
    res.json(presentSettings(await readSettings(ctx.db)));
  });

  router.put(
    '/settings',
    validate(ZSettingsPatchSchema, async (patch, req, res) => {
      const settings = await updateSettings(ctx, { admin: currentUser(req), patch });
      logSecurityEvent(req, 'member.action', { action: 'settings', ...patch });
      res.json(presentSettings(settings));
    }),
  );

  router.get('/matches', async (req, res) => {
    const rows = await listProposals(ctx, { kind: 'match', query: parseQuery(ZProposalListQuerySchema, req) });
    res.json(presentProposalList(rows));
  });

  router.get('/sourcing', async (req, res) => {
    const rows = await listProposals(ctx, { kind: 'sourcing', query: parseQuery(ZProposalListQuerySchema, req) });
    res.json(presentProposalList(rows));
  });

  return router;
}
