/**
 * /api/matches and /api/sourcing: propose, view, approve, decline, and record that the contact
 * details were shown — one router per kind of proposal, each request on one path: validate →
 * load → authorize → service → presenter.
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import type { ProposalKind } from '../domain/proposal';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { validate } from '../middleware/validate';
import {
  authorizeProposal,
  authorizeProposalCreate,
  canSeeApproverRecord,
  canSeeContacts,
  canSeeEarlierListings,
  canSeeProposerPaymentRecord,
  proposalExpired,
} from '../policies/proposal';
import { assertProposalNoteAnonymous } from '../policies/proposal-note';
import { requireGoodStanding } from '../middleware/require-good-standing';
import { authorizeCounterpart } from '../policies/account';
import { loadSettings } from '../services/settings/read-settings';
import { presentProposalCreated, presentProposalResponse } from '../presenters/proposal';
import { listCandidateDuplicates } from '../services/candidates/list-candidate-duplicates';
import { loadProposal } from '../services/proposals/load-proposal';
import { offerSourcing } from '../services/proposals/offer-sourcing';
import { proposeMatch } from '../services/proposals/propose-match';
import { recordContactView } from '../services/proposals/record-contact-view';
import { respondToProposal } from '../services/proposals/respond-to-proposal';
import { loadResponsiveness } from '../services/responsiveness/load-responsiveness';
import { loadPaymentRecord } from '../services/payment-record/load-payment-record';
import { now } from '../clock';
import { ZOfferSourcingSchema, ZProposeMatchSchema } from '../../shared/schemas/proposal';

/** The two creation verbs take different bodies; everything after creation is shared. */
function createRoute(ctx: AppContext, kind: ProposalKind) {
  return kind === 'match'
    ? validate(ZProposeMatchSchema, async (input, req, res) => {
        authorizeProposalCreate(currentUser(req), kind);
        const note = assertProposalNoteAnonymous(currentUser(req), input.note);
        const created = await proposeMatch(ctx, {
          proposer: currentUser(req),
          jobId: input.job,
          candidateId: input.candidate,
          note,
        });
        res.status(201).json(presentProposalCreated(created));
      })
    : validate(ZOfferSourcingSchema, async (input, req, res) => {
        authorizeProposalCreate(currentUser(req), kind);
        const note = assertProposalNoteAnonymous(currentUser(req), input.note);
        const created = await offerSourcing(ctx, { proposer: currentUser(req), jobId: input.job, note });
        res.status(201).json(presentProposalCreated(created));
      });
}

export function proposalRoutes(ctx: AppContext, kind: ProposalKind): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);
  const load = (req: Request) => loadProposal(ctx.db, { uid: String(req.params.uid), kind });

  const goodStanding = requireGoodStanding(() => loadSettings(ctx));

  router.post('/', goodStanding, createRoute(ctx, kind));

  // A GET writes nothing: who saw the contact details is recorded by the approve that reveals
  // them ('contact-reveal') and by POST …/contact-view, which the PWA sends when it shows them.
  router.get('/:uid', async (req, res) => {
    const viewer = currentUser(req);
    const loaded = await load(req);
    authorizeProposal(viewer, 'view', loaded, kind);
    const approverReceived = canSeeApproverRecord(viewer, loaded.proposal)
      ? await loadResponsiveness(ctx.db, { accountId: loaded.proposal.seconderId, at: now() })
      : undefined;
    const proposerOwed = canSeeProposerPaymentRecord(viewer, loaded.proposal)
      ? await loadPaymentRecord(ctx.db, { accountId: loaded.proposal.proposerId })
      : undefined;
    const earlierListings =
      canSeeEarlierListings(viewer, loaded) && loaded.candidate
        ? await listCandidateDuplicates(ctx, loaded.candidate.id)
        : undefined;
    const standing = { settings: await loadSettings(ctx), at: now() };
    res.json(presentProposalResponse(loaded, viewer, { standing, approverReceived, proposerOwed, earlierListings }));
  });

  // The contact cards were shown to this viewer: one audit row, written only for a viewer who
  // sees them (a party of an approved proposal); anyone else's call changes nothing.
  router.post('/:uid/contact-view', async (req, res) => {
    const viewer = currentUser(req);
    const loaded = await load(req);
    authorizeProposal(viewer, 'view', loaded, kind);
    if (canSeeContacts(viewer, loaded.proposal, loaded)) await recordContactView(ctx, { viewer, loaded });
    res.status(204).end();
  });

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    router.post(`/:uid/${action}`, goodStanding, async (req, res) => {
      const actor = currentUser(req);
      const loaded = await load(req);
      authorizeProposal(actor, 'respond', loaded, kind);
      // Approving sends the proposer contact details: not to a lapsed member, whose listing is
      // invisible meanwhile — so the answer is the one for a closed listing.
      const settings = await loadSettings(ctx);
      if (decision === 'approved') authorizeCounterpart(loaded.proposer, settings, now(), () => proposalExpired(kind));
      const answered = await respondToProposal(ctx, { actor, uid: loaded.proposal.id, kind, decision });
      res.json(presentProposalResponse(answered, actor, { standing: { settings, at: now() } }));
    });
  }
  return router;
}
