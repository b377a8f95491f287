/**
 * /api/matches and /api/sourcing: propose, view, approve, decline — one router per kind of
 * proposal, each request on one path: validate → load → authorize → service → presenter.
 */
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context';
import type { LoadedProposal, ProposalKind } from '../domain/proposal';
import type { Account } from '../domain/rows';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { validate } from '../middleware/validate';
import { authorizeProposal, authorizeProposalCreate, proposalExpired } from '../policies/proposal';
import { assertCounterpartInStanding, assertGoodStanding } from '../services/accounts/check-standing';
import { presentProposal } from '../presenters/proposal';
import { listCandidateDuplicates } from '../services/candidates/list-candidate-duplicates';
import { canAdminister } from '../policies/account';
import { loadProposal } from '../services/proposals/load-proposal';
import { offerSourcing } from '../services/proposals/offer-sourcing';
import { proposeMatch } from '../services/proposals/propose-match';
import { recordContactView } from '../services/proposals/record-contact-view';
import { respondToProposal } from '../services/proposals/respond-to-proposal';
import { loadResponsiveness } from '../services/responsiveness/load-responsiveness';
import { now } from '../clock';
import { ZOfferSourcingSchema, ZProposeMatchSchema } from '../../shared/schemas/proposal';
import type { MatchResponse, MatchView, OfferResponse, SourcingView } from '../../shared/types/matches';

/** The contract names the body after the kind: { match: MatchView } or { offer: SourcingView }. */
function bodyOf(view: MatchView | SourcingView): MatchResponse | OfferResponse {
  return 'cReference' in view ? { match: view } : { offer: view };
}

/** The two creation verbs take different bodies; everything after creation is shared. */
function createRoute(ctx: AppContext, kind: ProposalKind) {
  return kind === 'match'
    ? validate(ZProposeMatchSchema, async (input, req, res) => {
        authorizeProposalCreate(currentUser(req), kind);
        const created = await proposeMatch(ctx, {
          proposer: currentUser(req),
          jobId: input.job,
          candidateId: input.candidate,
        });
        res.status(201).json(created);
      })
    : validate(ZOfferSourcingSchema, async (input, req, res) => {
        authorizeProposalCreate(currentUser(req), kind);
        res.status(201).json(await offerSourcing(ctx, { proposer: currentUser(req), jobId: input.job }));
      });
}

export function proposalRoutes(ctx: AppContext, kind: ProposalKind): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);
  const send = (res: Response, loaded: LoadedProposal, viewer: Account) =>
    res.json(bodyOf(presentProposal(loaded, viewer)));
  const load = (req: Request) => loadProposal(ctx.db, { uid: String(req.params.uid), kind });

  router.post(
    '/',
    async (req, _res, next) => {
      await assertGoodStanding(ctx, currentUser(req));
      next();
    },
    createRoute(ctx, kind),
  );

  router.get('/:uid', async (req, res) => {
    const viewer = currentUser(req);
    const loaded = await load(req);
    authorizeProposal(viewer, 'view', loaded, kind);
    await recordContactView(ctx, { viewer, loaded });
    // The proposer of a pending one sees how the (still anonymous) approver answers (issue 22).
    const isWaitingForAnswer = viewer.id === loaded.proposal.proposerId && loaded.proposal.status === 'proposed';
    const approverRecord = isWaitingForAnswer
      ? await loadResponsiveness(ctx.db, { accountId: loaded.proposal.seconderId, at: now() })
      : undefined;
    const view = presentProposal(loaded, viewer, { approverRecord });
    // Issue 23: on a match whose candidate is flagged as represented by another member, an
    // administrator sees the listings of that person posted before it.
    if ('cReference' in view && loaded.candidate && canAdminister(viewer)) {
      const earlier = (await listCandidateDuplicates(ctx, loaded.candidate.id)).filter((d) => d.isEarlier);
      if (earlier.length) view.earlierListings = earlier;
    }
    res.json(bodyOf(view));
  });

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    router.post(`/:uid/${action}`, async (req, res) => {
      const actor = currentUser(req);
      const loaded = await load(req);
      authorizeProposal(actor, 'respond', loaded, kind);
      await assertGoodStanding(ctx, actor);
      // Approving sends the proposer contact details: not to a lapsed member, whose listing is
      // invisible meanwhile — so the answer is the one for a closed listing.
      if (decision === 'approved') await assertCounterpartInStanding(ctx, loaded.proposer, () => proposalExpired(kind));
      const answered = await respondToProposal(ctx, { actor, uid: loaded.proposal.id, kind, decision });
      send(res, answered, actor);
    });
  }
  return router;
}
