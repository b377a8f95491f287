/** "Step 2 of 5" with the steps named and a progress line: the head of each import screen. */
import styles from './imports.module.css';
import { IMPORT_STEPS } from './import-model';

export function ImportSteps({ current }: { current: number }) {
  const total = IMPORT_STEPS.length;
  return (
    <nav className={styles.steps} aria-label="Import steps">
      <p className={styles.count} data-testid="import-step">
        <strong>
          Step {current} of {total}
        </strong>
        <span className="muted">
          {' · '}
          {IMPORT_STEPS[current - 1]}
        </span>
      </p>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${(current / total) * 100}%` }} />
      </div>
      <ol className={styles.list}>
        {IMPORT_STEPS.map((label, index) => {
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
