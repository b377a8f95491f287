/**
 * "Step 2 of 5 · …" with every step named and a progress line: the head of each screen of a
 * journey taken in steps (getting started, a bulk import). Done steps carry a tick (and say so to
 * a screen reader), the current one is marked with aria-current.
 */
import styles from './Stepper.module.css';

type StepperProps = {
  /** The navigation landmark's name, e.g. "Import steps". */
  label: string;
  steps: readonly string[];
  /** 1-based. */
  current: number;
  /** What follows "Step n of m · ": the step's name, or how many are left. */
  summary: string;
  testId?: string;
};

export function Stepper({ label, steps, current, summary, testId }: StepperProps) {
  const total = steps.length;
  return (
    <nav className={styles.steps} aria-label={label}>
      <p className={styles.count} data-testid={testId}>
        <strong>
          Step {current} of {total}
        </strong>
        <span className="muted">
          {' · '}
          {summary}
        </span>
      </p>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${(current / total) * 100}%` }} />
      </div>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? styles.done : number === current ? styles.current : '';
          return (
            <li key={step} className={`${styles.item} ${state}`} aria-current={number === current ? 'step' : undefined}>
              <span className={styles.dot} aria-hidden="true">
                {number < current ? '✓' : number}
              </span>
              {step}
              {number < current && <span className="visually-hidden"> (done)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
