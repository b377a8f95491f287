import { describe, expect, it } from 'vitest';
import { mayUseNetwork, memberStanding, trialEndsAt, type StandingFacts } from '../../shared/rules/standing';

const AT = new Date('2026-11-24T08:00:00Z');
const DAY = 86_400_000;
const base: StandingFacts = {
  isAdmin: false,
  isApproved: false,
  isContracted: false,
  paidUntil: null,
  trialDays: 14,
  activatedAt: new Date(AT.getTime() - 3 * DAY),
  createdAt: new Date(AT.getTime() - 4 * DAY),
};

describe('memberStanding', () => {
  it.each([
    ['in the trial', {}, 'trial'],
    ['trial ended without approval', { activatedAt: new Date(AT.getTime() - 14 * DAY) }, 'lapsed'],
    ['one minute before the trial ends', { activatedAt: new Date(AT.getTime() - 14 * DAY + 60_000) }, 'trial'],
    ['trial of 0 days (never activated)', { trialDays: 0, activatedAt: null }, 'lapsed'],
    ['approved after the trial', { isApproved: true, activatedAt: new Date(AT.getTime() - 90 * DAY) }, 'approved'],
    [
      'contracted, paid until later',
      { isContracted: true, isApproved: true, paidUntil: new Date(AT.getTime() + DAY) },
      'contracted',
    ],
    ['contracted, no paid-until date', { isContracted: true, isApproved: true }, 'contracted'],
    [
      'contracted, paid until passed',
      { isContracted: true, isApproved: true, paidUntil: new Date(AT.getTime() - DAY) },
      'lapsed',
    ],
    ['admin, never approved', { isAdmin: true, activatedAt: new Date(AT.getTime() - 90 * DAY) }, 'approved'],
  ] as const)('%s → %s', (_name, overrides, expected) => {
    expect(memberStanding({ ...base, ...overrides }, AT)).toBe(expected);
  });

  it('ends the trial trial-days after activation (creation when no activation date is known)', () => {
    expect(trialEndsAt(base).getTime()).toBe(base.activatedAt!.getTime() + 14 * DAY);
    expect(trialEndsAt({ ...base, activatedAt: null }).getTime()).toBe(base.createdAt.getTime() + 14 * DAY);
  });

  it('lets everyone use the network while the rule is off, and only the lapsed are kept out while on', () => {
    expect(mayUseNetwork('lapsed', true)).toBe(false);
    expect(mayUseNetwork('lapsed', false)).toBe(true);
    for (const standing of ['trial', 'approved', 'contracted'] as const)
      expect(mayUseNetwork(standing, true)).toBe(true);
  });
});
