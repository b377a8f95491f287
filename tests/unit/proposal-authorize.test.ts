/**
 * authorizeProposal (api/policies/proposal.ts) as a table: for each action and kind of viewer, the
 * answer — allowed, or the error the API has always given (404 unknown, 403 private, 403 only the
 * recipient answers). Whether an allowed answer can still be given (withdrawn, expired, answered)
 * is the service's, under its lock.
 */
import { describe, expect, it } from 'vitest';
import type { LoadedProposal, ProposalKind } from '../../api/domain/proposal';
import type { Account } from '../../api/domain/rows';
import { authorizeProposal, authorizeProposalCreate, type ProposalAction } from '../../api/policies/proposal';
import { HIRING_COMPANY_TYPE_ID } from '../../shared/lookups';

const account = (id: string, extra: Partial<Account> = {}) =>
  ({ id, isAdmin: false, isActive: true, isDeleted: false, ...extra }) as Account;

const proposer = account('proposer');
const seconder = account('seconder');
const viewers = {
  proposer,
  seconder,
  admin: account('admin', { isAdmin: true }),
  'other member': account('other'),
  'offboarded proposer': account('proposer', { isDeleted: true }),
};

function loaded(kind: ProposalKind): LoadedProposal {
  return {
    proposal: { id: 'p', kind, proposerId: proposer.id, seconderId: seconder.id, status: 'proposed' },
    proposer,
    seconder,
    isExpired: false,
  } as LoadedProposal;
}

const OK = 'allowed';
const TEXTS = {
  match: {
    notFound: 'Your Match Proposal could not be found.',
    private: 'The specified Match Proposal link is only available to the parties involved.',
    onlySeconder: 'Only the recipient of a Match Proposal can approve or decline it.',
  },
  sourcing: {
    notFound: 'Your Sourcing Offer could not be found.',
    private: 'The specified Sourcing Offer link is only available to the parties involved.',
    onlySeconder: 'Only the job poster can accept or decline a Sourcing Offer.',
  },
};

/** viewer → [view, respond]: 'allowed' or which refusal. */
const TABLE: Record<keyof typeof viewers, Record<ProposalAction, 'allowed' | 'private' | 'onlySeconder'>> = {
  proposer: { view: OK, respond: 'onlySeconder' },
  seconder: { view: OK, respond: OK },
  admin: { view: OK, respond: 'onlySeconder' },
  'other member': { view: 'private', respond: 'private' },
  'offboarded proposer': { view: OK, respond: 'onlySeconder' },
};

const STATUS = { private: 403, onlySeconder: 403, notFound: 404 };

function outcome(run: () => void): string | { status: number; message: string } {
  try {
    run();
    return OK;
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
}

describe.each(['match', 'sourcing'] as const)('authorizeProposal: %s', (kind) => {
  for (const [name, viewer] of Object.entries(viewers)) {
    for (const action of ['view', 'respond'] as const) {
      const expected = TABLE[name as keyof typeof viewers][action];
      it(`${action} by the ${name}: ${expected}`, () => {
        const got = outcome(() => authorizeProposal(viewer, action, loaded(kind), kind));
        expect(got).toEqual(expected === OK ? OK : { status: STATUS[expected], message: TEXTS[kind][expected] });
      });
    }
  }

  it('unknown, or of the other kind: 404 to everyone', () => {
    const other = kind === 'match' ? 'sourcing' : 'match';
    for (const viewer of Object.values(viewers)) {
      for (const action of ['view', 'respond'] as const) {
        const notFound = { status: STATUS.notFound, message: TEXTS[kind].notFound };
        expect(outcome(() => authorizeProposal(viewer, action, null, kind))).toEqual(notFound);
        expect(outcome(() => authorizeProposal(viewer, action, loaded(other), kind))).toEqual(notFound);
      }
    }
  });
});

/** authorizeProposalCreate: who may make a proposal of each kind at all (the listings are the service's). */
describe('authorizeProposalCreate', () => {
  const creators = {
    recruiter: account('recruiter', { companyType: 1 }),
    'hiring company': account('hiring', { companyType: HIRING_COMPANY_TYPE_ID }),
    admin: account('admin', { isAdmin: true, companyType: 1 }),
  };
  const CREATE_TABLE = {
    recruiter: { match: OK, sourcing: OK },
    'hiring company': {
      match: { status: 403, message: 'Hiring companies cannot propose matches.' },
      sourcing: { status: 403, message: 'Hiring companies cannot offer to source candidates.' },
    },
    admin: { match: OK, sourcing: OK },
  };
  for (const [name, creator] of Object.entries(creators)) {
    for (const kind of ['match', 'sourcing'] as const) {
      const expected = CREATE_TABLE[name as keyof typeof creators][kind];
      it(`${kind} by a ${name}: ${typeof expected === 'string' ? expected : expected.status}`, () => {
        expect(outcome(() => authorizeProposalCreate(creator, kind))).toEqual(expected);
      });
    }
  }
});
