/**
 * The access guard's profile steps (web/src/features/auth/profile-step.ts, spec “Screen details”): members
 * are walked to personal details, then categories; administrators never are.
 */
import { describe, expect, it } from 'vitest';
import { profileStep } from '../../web/src/features/auth/profile-step';

const complete = { admin: false, isProfileComplete: true, hasCategories: true };

describe('profileStep', () => {
  it.each([
    ['a complete member', complete, '/dashboard', null],
    ['a member without personal details', { ...complete, isProfileComplete: false }, '/jobs', '/account/personal'],
    [
      'a member without details or categories',
      { ...complete, isProfileComplete: false, hasCategories: false },
      '/jobs',
      '/account/personal',
    ],
    [
      'a member without categories',
      { ...complete, hasCategories: false },
      '/dashboard',
      '/account/recruitment-categories',
    ],
    [
      'a member without categories, on the personal page',
      { ...complete, hasCategories: false },
      '/account/personal',
      null,
    ],
    [
      'a member without details, on the categories page',
      { ...complete, isProfileComplete: false },
      '/account/recruitment-categories',
      null,
    ],
    ['the bootstrap admin (no categories)', { ...complete, admin: true, hasCategories: false }, '/dashboard', null],
    [
      'an admin with nothing filled in',
      { admin: true, isProfileComplete: false, hasCategories: false },
      '/account/users/registered',
      null,
    ],
  ])('%s', (_name, me, pathname, expected) => {
    expect(profileStep(me, pathname)?.to ?? null).toBe(expected);
  });

  it('tells the page which welcome to show', () => {
    expect(profileStep({ ...complete, isProfileComplete: false }, '/dashboard')).toEqual({
      to: '/account/personal',
      welcome: 'personal',
    });
    expect(profileStep({ ...complete, hasCategories: false }, '/dashboard')).toEqual({
      to: '/account/recruitment-categories',
      welcome: 'categories',
    });
  });
});
