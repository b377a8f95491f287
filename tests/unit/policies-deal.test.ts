/**
 * The deal policy (api/policies/deal.ts) as a table: who may view a deal, who may act on it, and
 * from which side. `authorizeDeal` asserts the deal was found, so callers need no `!` after it.
 */
import { describe, expect, it } from 'vitest';
import type { LoadedDeal } from '../../api/domain/deal';
import type { Account } from '../../api/domain/rows';
import { AppError } from '../../api/errors';
import { authorizeDeal, authorizeTermsChange, partyRole } from '../../api/policies/deal';

const user = (id: string, isAdmin = false) => ({ id, isAdmin }) as Account;
const loaded = { deal: { id: 'd', jobOwnerId: 'owner', partnerId: 'partner' } } as unknown as LoadedDeal;

function statusOf(run: () => unknown): number | 'ok' {
  try {
    run();
    return 'ok';
  } catch (err) {
    return err instanceof AppError ? err.status : -1;
  }
}

/** [who, user, view, act, side] */
const TABLE = [
  ['job owner', user('owner'), 'ok', 'ok', 'jobOwner'],
  ['partner', user('partner'), 'ok', 'ok', 'partner'],
  ['admin who is neither', user('admin', true), 'ok', 403, 403],
  ['stranger', user('stranger'), 404, 404, 403],
] as const;

describe('deal policy', () => {
  it.each(TABLE)('%s: view %s, act %s, side %s', (_who, viewer, view, act, side) => {
    expect(statusOf(() => authorizeDeal(viewer, 'view', loaded))).toBe(view);
    expect(statusOf(() => authorizeDeal(viewer, 'act', loaded))).toBe(act);
    expect(typeof side === 'string' ? partyRole(viewer, loaded) : statusOf(() => partyRole(viewer, loaded))).toBe(side);
  });

  it('an unknown deal is the same 404 as someone else’s', () => {
    expect(statusOf(() => authorizeDeal(user('owner'), 'view', null))).toBe(404);
    expect(statusOf(() => authorizeDeal(user('admin', true), 'view', null))).toBe(404);
  });
});

describe('who may change the terms', () => {
  const open = { termsFrozenAt: null, isFeeFromJob: false };
  /** [case, deal, role, isFeeChanged, answer] */
  const TERMS = [
    ['the guarantee, either party', open, 'partner', false, 'ok'],
    ['the fee, the job owner', open, 'jobOwner', true, 'ok'],
    ['the fee, the partner', open, 'partner', true, 403],
    ['the fee of a job that carries its own', { ...open, isFeeFromJob: true }, 'jobOwner', true, 409],
    ['anything once both accepted', { ...open, termsFrozenAt: new Date() }, 'jobOwner', false, 409],
  ] as const;
  it.each(TERMS)('%s: %s', (_case, deal, role, isFeeChanged, answer) => {
    expect(statusOf(() => authorizeTermsChange(deal, role, { isFeeChanged }))).toBe(answer);
  });
});
