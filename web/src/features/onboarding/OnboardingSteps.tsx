/** The head of each onboarding screen: the step, and how many are left (components/ui/Stepper). */
import { Stepper } from '../../components/ui/Stepper';
import { ONBOARDING_STEPS, type OnboardingStepNumber } from './onboarding-step';

export function OnboardingSteps({ current }: { current: OnboardingStepNumber }) {
  const left = ONBOARDING_STEPS.length - current;
  return (
    <Stepper
      label="Getting started"
      steps={ONBOARDING_STEPS}
      current={current}
      summary={left === 0 ? 'last step' : left === 1 ? '1 step after this' : `${left} steps after this`}
      testId="onboarding-step"
    />
  );
}
