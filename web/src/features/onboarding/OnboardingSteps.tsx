/** "Step 2 of 3" with the three steps named and a progress line: the head of each onboarding screen. */
import { ONBOARDING_STEPS, type OnboardingStepNumber } from './onboarding-step';
import styles from './onboarding.module.css';

export function OnboardingSteps({ current }: { current: OnboardingStepNumber }) {
  const total = ONBOARDING_STEPS.length;
  const left = total - current;
  return (
    <nav className={styles.steps} aria-label="Getting started">
      <p className={styles.count} data-testid="onboarding-step">
        <strong>
          Step {current} of {total}
        </strong>
        <span className="muted">
          {' · '}
          {left === 0 ? 'last step' : left === 1 ? '1 step after this' : `${left} steps after this`}
        </span>
      </p>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${(current / total) * 100}%` }} />
      </div>
      <ol className={styles.list}>
        {ONBOARDING_STEPS.map((label, index) => {
          const number = index + 1;
          const state = number < current ? styles.done : number === current ? styles.current : '';
          return (
            <li
              key={label}
              className={`${styles.item} ${state}`}
              aria-current={number === current ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true">
                {number < current ? '✓' : number}
              </span>
              {label}
              {number < current && <span className="visually-hidden"> (done)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
