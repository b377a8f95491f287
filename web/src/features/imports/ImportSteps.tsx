/** The head of each import screen: which of the five steps this is (components/ui/Stepper). */
import { Stepper } from '../../components/ui/Stepper';
import { IMPORT_STEPS } from './import-model';

export function ImportSteps({ current }: { current: number }) {
  return (
    <Stepper
      label="Import steps"
      steps={IMPORT_STEPS}
      current={current}
      summary={IMPORT_STEPS[current - 1] ?? ''}
      testId="import-step"
    />
  );
}
