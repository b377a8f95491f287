/**
 * The listing policy (api/policies/listing.ts) as tables: for each action, each kind of viewer and
 * each state of the listing, the answer — the boolean the presenter turns into abilities, and what
 * authorizeListing makes of it (allowed, or the status the API has always given: 404 for whoever
 * may not know the listing exists, 403 for a viewer who sees it but does not manage it, 409 for
 * editing a closed one).
 */
import { describe, expect, it } from 'vitest';
import type { Account, JobRow } from '../../api/domain/rows';
import { AppError } from '../../api/errors';
import {
  authorizeListing,
  authorizeListingCreate,
  canCloseListing,
  canEditListing,
  canExtendListing,
  canProposeOn,
  canSourceFor,
  canViewListing,
  isListed,
  type ListingAction,
} from '../../api/policies/listing';
import { HIRING_COMPANY_TYPE_ID, INDEPENDENT_RECRUITER_TYPE_ID } from '../../shared/lookups';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

const account = (id: string, extra: Partial<Account> = {}) =>
  ({
    id,
    companyType: INDEPENDENT_RECRUITER_TYPE_ID,
    isAdmin: false,
    isActive: true,
    isDeleted: false,
    ...extra,
  }) as Account;

/**
 * The kinds of viewer. An offboarded member never reaches a policy (offboarding ends their
 * sessions, auth/passport.ts); the row shows that the policy itself grants them nothing more than
 * any other member.
 */
const VIEWERS = {
  owner: account('owner'),
  'other member': account('other'),
  'hiring company': account('hiring', { companyType: HIRING_COMPANY_TYPE_ID }),
  admin: account('admin', { isAdmin: true }),
  'offboarded member': account('gone', { isDeleted: true }),
};
type Viewer = keyof typeof VIEWERS;

/** A job spec open to sourcing offers, in each state a listing can be in. */
const job = (extra: Partial<JobRow>) =>
  ({
    id: 'listing',
    ownerId: 'owner',
    jobTitle: 'Data engineer',
    companyType: INDEPENDENT_RECRUITER_TYPE_ID,
    sourcing: true,
    ownerOffboarded: false,
    ownerListedUntil: null,
    createdAt: daysFromNow(-1),
    expiresAt: daysFromNow(59),
    ...extra,
  }) as JobRow;

const STATES = {
  open: job({}),
  expired: job({ createdAt: daysFromNow(-70), expiresAt: daysFromNow(-10) }),
  closed: job({ createdAt: daysFromNow(-5), expiresAt: daysFromNow(-6) }),
  'owner offboarded': job({ ownerOffboarded: true }),
};
type State = keyof typeof STATES;
const STATE_NAMES = Object.keys(STATES) as State[];

describe('isListed: open, and the owner not offboarded', () => {
  it.each([
    ['open', true],
    ['expired', false],
    ['closed', false],
    ['owner offboarded', false],
  ] as const)('%s → %s', (state, expected) => {
    expect(isListed(STATES[state], NOW)).toBe(expected);
  });
});

/** For each viewer, the answer for each state, in the order of STATE_NAMES (open, expired, closed, offboarded owner's). */
type Answers = Record<Viewer, readonly [boolean, boolean, boolean, boolean]>;

const ABILITIES: Record<string, { can: (user: Account, row: JobRow) => boolean; answers: Answers }> = {
  view: {
    can: (user, row) => canViewListing(user, row, NOW),
    answers: {
      owner: [true, true, true, true],
      'other member': [true, false, false, false],
      'hiring company': [true, false, false, false],
      admin: [true, true, true, true],
      'offboarded member': [true, false, false, false],
    },
  },
  // Edit, extend and close: the owner and admins, until the listing is closed (an expired one
  // can still be extended back to life).
  ...Object.fromEntries(
    (
      [
        ['edit', canEditListing],
        ['extend', canExtendListing],
        ['close', canCloseListing],
      ] as const
    ).map(([name, can]) => [
      name,
      {
        can,
        answers: {
          owner: [true, true, false, true],
          'other member': [false, false, false, false],
          'hiring company': [false, false, false, false],
          admin: [true, true, false, true],
          'offboarded member': [false, false, false, false],
        },
      },
    ]),
  ),
  // Propose a match on it, or offer sourcing for it: someone else's listed listing, never a hiring company.
  propose: {
    can: (user, row) => canProposeOn(user, row, NOW),
    answers: {
      owner: [false, false, false, false],
      'other member': [true, false, false, false],
      'hiring company': [false, false, false, false],
      admin: [true, false, false, false],
      'offboarded member': [true, false, false, false],
    },
  },
  source: {
    can: (user, row) => canSourceFor(user, row, NOW),
    answers: {
      owner: [false, false, false, false],
      'other member': [true, false, false, false],
      'hiring company': [false, false, false, false],
      admin: [true, false, false, false],
      'offboarded member': [true, false, false, false],
    },
  },
};

const abilityRows = Object.entries(ABILITIES).flatMap(([action, { can, answers }]) =>
  (Object.keys(VIEWERS) as Viewer[]).flatMap((viewer) =>
    STATE_NAMES.map((state, i) => [action, viewer, state, answers[viewer][i]!, can] as const),
  ),
);

describe('an owner out of good standing: invisible to other members, as if closed', () => {
  const lapsed = job({ ownerListedUntil: daysFromNow(-6) });
  const trialEndsTomorrow = job({ ownerListedUntil: daysFromNow(1) });
  it('is listed until the owner’s standing ends, not after', () => {
    expect(isListed(trialEndsTomorrow, NOW)).toBe(true);
    expect(isListed(lapsed, NOW)).toBe(false);
  });
  it.each([
    ['owner', true],
    ['admin', true],
    ['other member', false],
    ['hiring company', false],
  ] as const)('%s may view it: %s', (viewer, expected) => {
    expect(canViewListing(VIEWERS[viewer], lapsed, NOW)).toBe(expected);
  });
  it('nobody proposes on it; other members are told it is not found', () => {
    expect(canProposeOn(VIEWERS['other member'], lapsed, NOW)).toBe(false);
    expect(outcome(() => authorizeListing(VIEWERS['other member'], 'view', lapsed, NOW))).toBe(404);
  });
});

describe('abilities (what the presenter shows)', () => {
  it.each(abilityRows)('%s by the %s, listing %s → %s', (_action, viewer, state, expected, can) => {
    expect(can(VIEWERS[viewer], STATES[state])).toBe(expected);
  });

  it('a job not open to sourcing takes no sourcing offer, from anyone', () => {
    for (const viewer of Object.values(VIEWERS))
      expect(canSourceFor(viewer, job({ sourcing: false }), NOW)).toBe(false);
  });
});

type Answer = 'allowed' | 404 | 403 | 409;

function outcome(run: () => void): Answer {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return error.status as Answer;
    throw error;
  }
}

/** authorizeListing, per viewer: the answer for each state (open, expired, closed, offboarded owner's). */
const AUTHORIZE: Record<ListingAction, Record<Viewer, readonly [Answer, Answer, Answer, Answer]>> = {
  view: {
    owner: ['allowed', 'allowed', 'allowed', 'allowed'],
    'other member': ['allowed', 404, 404, 404],
    'hiring company': ['allowed', 404, 404, 404],
    admin: ['allowed', 'allowed', 'allowed', 'allowed'],
    'offboarded member': ['allowed', 404, 404, 404],
  },
  edit: {
    owner: ['allowed', 'allowed', 409, 'allowed'],
    'other member': [403, 404, 404, 404],
    'hiring company': [403, 404, 404, 404],
    admin: ['allowed', 'allowed', 409, 'allowed'],
    'offboarded member': [403, 404, 404, 404],
  },
  // Extending or closing a closed listing is refused (409) by the service's conditional UPDATE.
  extend: {
    owner: ['allowed', 'allowed', 'allowed', 'allowed'],
    'other member': [403, 404, 404, 404],
    'hiring company': [403, 404, 404, 404],
    admin: ['allowed', 'allowed', 'allowed', 'allowed'],
    'offboarded member': [403, 404, 404, 404],
  },
  close: {
    owner: ['allowed', 'allowed', 'allowed', 'allowed'],
    'other member': [403, 404, 404, 404],
    'hiring company': [403, 404, 404, 404],
    admin: ['allowed', 'allowed', 'allowed', 'allowed'],
    'offboarded member': [403, 404, 404, 404],
  },
};

const authorizeRows = (Object.keys(AUTHORIZE) as ListingAction[]).flatMap((action) =>
  (Object.keys(VIEWERS) as Viewer[]).flatMap((viewer) =>
    STATE_NAMES.map((state, i) => [action, viewer, state, AUTHORIZE[action][viewer][i]!] as const),
  ),
);

describe('authorizeListing (what the API answers)', () => {
  it.each(authorizeRows)('%s by the %s, listing %s → %s', (action, viewer, state, expected) => {
    expect(outcome(() => authorizeListing(VIEWERS[viewer], action, STATES[state], NOW))).toBe(expected);
  });
});

describe('authorizeListingCreate', () => {
  it.each([
    ['owner', 'job', 'allowed'],
    ['owner', 'candidate', 'allowed'],
    ['other member', 'candidate', 'allowed'],
    ['admin', 'candidate', 'allowed'],
    ['hiring company', 'job', 'allowed'],
    ['hiring company', 'candidate', 403],
  ] as const)('the %s posting a %s → %s', (viewer, kind, expected) => {
    expect(outcome(() => authorizeListingCreate(VIEWERS[viewer], kind))).toBe(expected);
  });
});
