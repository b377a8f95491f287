/**
 * /api/deals (docs/deals.md): a member's deals (an admin: all of them), one deal, and the
 * parties' moves — accept the terms, change them before both accept, record a stage (and undo it
 * for a few seconds), refer to the
 * ethics committee. Each request on one path: validate → load → authorize → service → presenter.
 * Admin-only figures: the deals CSV and placements and fees per month.
 */
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context';
import type { LoadedDeal } from '../domain/deal';
import type { Account } from '../domain/rows';
import { now } from '../clock';
import { currentUser, requireAdmin, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { parseQuery, validate } from '../middleware/validate';
import { authorizeDeal, authorizeUnpaidReferral, partyRole } from '../policies/deal';
import { presentDealList, presentDealResponse } from '../presenters/deal';
import { presentDealsCsv } from '../presenters/deal-csv';
import { presentDealMonthlyReport } from '../presenters/deal-monthly-report';
import { presentDealSummary } from '../presenters/deal-summary';
import { acceptDealTerms } from '../services/deals/accept-deal-terms';
import { listDeals } from '../services/deals/list-deals';
import { loadDeal } from '../services/deals/load-deal';
import { loadDealTimeline } from '../services/deals/load-deal-timeline';
import { recordDealStage } from '../services/deals/record-deal-stage';
import { referDealDispute, unpaidStatement } from '../services/deals/refer-deal-dispute';
import { reportDealsByMonth } from '../services/deals/report-deals-by-month';
import { summarizeDeals } from '../services/deals/summarize-deals';
import { undoDealStage } from '../services/deals/undo-deal-stage';
import { updateDealTerms } from '../services/deals/update-deal-terms';
import { saDateOf } from '../../shared/rules/business-days';
import { ZNoFieldsSchema } from '../../shared/schemas/account';
import {
  ZDealDisputeSchema,
  ZDealListQuerySchema,
  ZDealStageSchema,
  ZDealTermsPatchSchema,
} from '../../shared/schemas/deal';

export function dealRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);

  const load = (req: Request) => loadDeal(ctx.db, { uid: String(req.params.uid) });
  const send = async (res: Response, loaded: LoadedDeal, viewer: Account) => {
    const timeline = await loadDealTimeline(ctx.db, { loaded, withNotes: viewer.isAdmin });
    const at = now();
    const context = { timeline, today: saDateOf(at), now: at, undoSeconds: ctx.config.DEAL_UNDO_SECONDS };
    res.json(presentDealResponse(loaded, viewer, context));
  };

  router.get('/', async (req, res) => {
    const viewer = currentUser(req);
    const rows = await listDeals(ctx, { viewer, query: parseQuery(ZDealListQuerySchema, req) });
    res.json(presentDealList(rows, viewer));
  });

  router.get('/summary', async (req, res) => {
    res.json(presentDealSummary(await summarizeDeals(ctx, { viewer: currentUser(req) })));
  });

  router.get('/export.csv', requireAdmin, async (req, res) => {
    const rows = await listDeals(ctx, { viewer: currentUser(req), query: parseQuery(ZDealListQuerySchema, req) });
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="deals-${saDateOf(now())}.csv"`);
    res.send(presentDealsCsv(rows));
  });

  router.get('/report/monthly', requireAdmin, async (_req, res) => {
    res.json(presentDealMonthlyReport(await reportDealsByMonth(ctx)));
  });

  router.get('/:uid', async (req, res) => {
    const viewer = currentUser(req);
    const loaded = await load(req);
    authorizeDeal(viewer, 'view', loaded);
    await send(res, loaded, viewer);
  });

  router.post('/:uid/accept-terms', async (req, res) => {
    const actor = currentUser(req);
    const loaded = await load(req);
    authorizeDeal(actor, 'act', loaded);
    const role = partyRole(actor, loaded);
    await send(res, await acceptDealTerms(ctx, { actor, role, uid: loaded.deal.id }), actor);
  });

  router.patch(
    '/:uid/terms',
    validate(ZDealTermsPatchSchema, async (patch, req, res) => {
      const actor = currentUser(req);
      const loaded = await load(req);
      authorizeDeal(actor, 'act', loaded);
      const role = partyRole(actor, loaded);
      const updated = await updateDealTerms(ctx, { actor, role, uid: loaded.deal.id, patch });
      await send(res, updated, actor);
    }),
  );

  router.post(
    '/:uid/stages',
    validate(ZDealStageSchema, async (input, req, res) => {
      const actor = currentUser(req);
      const loaded = await load(req);
      authorizeDeal(actor, 'act', loaded);
      const updated = await recordDealStage(ctx, { actor, uid: loaded.deal.id, input });
      await send(res, updated, actor);
    }),
  );

  // Undo the stage this member just recorded: within DEAL_UNDO_SECONDS, before the other party is told.
  router.post('/:uid/stages/undo', async (req, res) => {
    const actor = currentUser(req);
    const loaded = await load(req);
    authorizeDeal(actor, 'act', loaded);
    await send(res, await undoDealStage(ctx, { actor, uid: loaded.deal.id }), actor);
  });

  router.post(
    '/:uid/dispute',
    validate(ZDealDisputeSchema, async (input, req, res) => {
      const actor = currentUser(req);
      const loaded = await load(req);
      authorizeDeal(actor, 'act', loaded);
      const role = partyRole(actor, loaded);
      const updated = await referDealDispute(ctx, {
        actor,
        role,
        uid: loaded.deal.id,
        statement: input.statement,
      });
      await send(res, updated, actor);
    }),
  );

  // The partner, 14 business days after Client paid without Partner paid: the referral the
  // reminder offered, with a statement written from the deal and its timeline attached.
  router.post(
    '/:uid/refer-unpaid',
    validate(ZNoFieldsSchema, async (_input, req, res) => {
      const actor = currentUser(req);
      const loaded = await load(req);
      authorizeDeal(actor, 'act', loaded);
      const role = partyRole(actor, loaded);
      authorizeUnpaidReferral(role, loaded.deal, saDateOf(now()));
      const updated = await referDealDispute(ctx, {
        actor,
        role,
        uid: loaded.deal.id,
        statement: unpaidStatement,
        unpaid: { authorize: (locked, today) => authorizeUnpaidReferral(role, locked.deal, today) },
      });
      await send(res, updated, actor);
    }),
  );
  return router;
}
