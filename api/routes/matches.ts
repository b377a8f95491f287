/** /api/matches and /api/sourcing: propose, view, approve, decline. */
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context';
import { withTransaction } from '../db/transaction';
import { ForbiddenError, NotFoundError } from '../errors';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { validate } from '../middleware/validate';
import { canSeeContacts, viewerRole } from '../policies/proposal';
import { presentMatch, presentOffer } from '../presenters/proposal';
import { recordAudit } from '../services/matching/effects';
import { loadMatch, loadOffer } from '../services/matching/load-proposal';
import { offerSourcing, respondToOffer } from '../services/matching/offer-sourcing';
import { proposeMatch } from '../services/matching/propose-match';
import { respondToMatch } from '../services/matching/respond-to-match';
import { MESSAGES, TITLES } from '../../shared/messages';

const ZProposeSchema = z.strictObject({
  job: z.string({ error: 'The Job Spec field is required.' }).max(64),
  candidate: z.string({ error: 'The Candidate field is required.' }).max(64),
});
const ZOfferSchema = z.strictObject({ job: z.string({ error: 'The Job Spec field is required.' }).max(64) });

/** Writes who saw the contact details of an approved proposal (the reveal audit trail). */
async function auditReveal(ctx: AppContext, req: Request, targetType: 'match' | 'sourcing', targetId: string) {
  await withTransaction(ctx, (tx) =>
    recordAudit(tx, { actorId: currentUser(req).id, action: 'contact-view', targetType, targetId }),
  );
}

export function matchRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);

  router.post(
    '/',
    validate(ZProposeSchema, async (input, req, res) => {
      res
        .status(201)
        .json(await proposeMatch(ctx, { proposer: currentUser(req), jobId: input.job, candidateId: input.candidate }));
    }),
  );

  router.get('/:uid', async (req, res) => {
    const viewer = currentUser(req);
    const loaded = await loadMatch(ctx.db, String(req.params.uid));
    if (!loaded) throw new NotFoundError(MESSAGES.matchNotFound, TITLES.matchInvalid);
    if (!viewerRole(viewer, loaded.match)) throw new ForbiddenError(MESSAGES.matchPrivate, TITLES.matchPrivate);
    if (canSeeContacts(viewer, loaded.match, loaded)) await auditReveal(ctx, req, 'match', loaded.match.id);
    res.json({ match: presentMatch(loaded, viewer) });
  });

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    router.post(`/:uid/${action}`, async (req, res) => {
      const loaded = await respondToMatch(ctx, { actor: currentUser(req), uid: String(req.params.uid), decision });
      res.json({ match: presentMatch(loaded, currentUser(req)) });
    });
  }
  return router;
}

export function sourcingRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);

  router.post(
    '/',
    validate(ZOfferSchema, async (input, req, res) => {
      res.status(201).json(await offerSourcing(ctx, { proposer: currentUser(req), jobId: input.job }));
    }),
  );

  router.get('/:uid', async (req, res) => {
    const viewer = currentUser(req);
    const loaded = await loadOffer(ctx.db, String(req.params.uid));
    if (!loaded) throw new NotFoundError(MESSAGES.sourcingNotFound, TITLES.sourcingInvalid);
    if (!viewerRole(viewer, loaded.offer)) throw new ForbiddenError(MESSAGES.sourcingPrivate, TITLES.sourcingPrivate);
    if (canSeeContacts(viewer, loaded.offer, loaded)) await auditReveal(ctx, req, 'sourcing', loaded.offer.id);
    res.json({ offer: presentOffer(loaded, viewer) });
  });

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    router.post(`/:uid/${action}`, async (req, res) => {
      const loaded = await respondToOffer(ctx, { actor: currentUser(req), uid: String(req.params.uid), decision });
      res.json({ offer: presentOffer(loaded, currentUser(req)) });
    });
  }
  return router;
}
