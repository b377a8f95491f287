/**
 * Which profile step the access guard (spec “Screen details”) sends a signed-in account to first, if any:
 * personal details, then recruitment categories, skipped on those two pages themselves.
 * Administrators are never walked through them — the profile introduces recruiters to each
 * other, and the bootstrap admin has no categories — and the API exempts them likewise
 * (api/middleware/require-profile.ts).
 */
export const PROFILE_PAGES = ['/account/personal', '/account/recruitment-categories'] as const;

export type ProfileStep = { to: (typeof PROFILE_PAGES)[number]; welcome: 'personal' | 'categories' };

export function profileStep(
  me: { admin: boolean; isProfileComplete: boolean; hasCategories: boolean },
  pathname: string,
): ProfileStep | null {
  if (me.admin || (PROFILE_PAGES as readonly string[]).includes(pathname)) return null;
  if (!me.isProfileComplete) return { to: '/account/personal', welcome: 'personal' };
  if (!me.hasCategories) return { to: '/account/recruitment-categories', welcome: 'categories' };
  return null;
}
