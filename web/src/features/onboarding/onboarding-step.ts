/**
 * The new member's guided start (docs/onboarding.md): one stepper of three steps — personal
 * details, recruitment categories, the first listing — on the spec's two profile pages and /welcome.
 * A member is in it while the access guard would still send them to one of the two pages
 * (features/auth/profile-step.ts); administrators never are.
 */
export const ONBOARDING_STEPS = ['Personal details', 'Recruitment categories', 'First listing'] as const;
export type OnboardingStepNumber = 1 | 2 | 3;

export const ONBOARDING_PATHS: Record<string, OnboardingStepNumber> = {
  '/account/personal': 1,
  '/account/recruitment-categories': 2,
  '/welcome': 3,
};

export function onboardingStep(
  me: { admin: boolean; isProfileComplete: boolean; hasCategories: boolean } | null | undefined,
  pathname: string,
): 1 | 2 | null {
  if (!me || me.admin || (me.isProfileComplete && me.hasCategories)) return null;
  const step = ONBOARDING_PATHS[pathname];
  return step === 1 || step === 2 ? step : null;
}
