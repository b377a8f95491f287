/** A new member's first steps, each one tap away; the server sends none once all four are done. */
import { Link } from 'react-router-dom';
import type { ChecklistStep } from '../../../../shared/types/dashboard';
import styles from './dashboard.module.css';

const STEPS: Record<ChecklistStep['key'], { label: string; to: string }> = {
  profile: { label: 'Add your personal details', to: '/account/personal' },
  categories: { label: 'Choose your recruitment categories', to: '/account/recruitment-categories' },
  listing: { label: 'Post your first candidate or job spec', to: '/candidates/add' },
  proposal: { label: 'Propose your first match', to: '/jobs' },
};

export function FirstRunChecklist({ steps }: { steps: ChecklistStep[] }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <section
      className={`${styles.section} ${styles.checklist}`}
      aria-labelledby="checklist-heading"
      data-testid="checklist"
    >
      <h2 id="checklist-heading" className={styles.sectionHeading}>
        Get started
        <span className={styles.checklistCount}>
          {done} of {steps.length} done
        </span>
      </h2>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="Getting started"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
      >
        <span style={{ width: `${(done / steps.length) * 100}%` }} />
      </div>
      <ol className={styles.steps}>
        {steps.map((step) => {
          const { label, to } = STEPS[step.key];
          return (
            <li key={step.key} className={step.done ? styles.stepDone : undefined} data-done={step.done}>
              {step.done ? (
                <span className={styles.stepLink}>
                  <span className={styles.tick} aria-hidden="true">
                    ✓
                  </span>
                  <span>
                    {label}
                    <span className="visually-hidden"> (done)</span>
                  </span>
                </span>
              ) : (
                <Link to={to} className={styles.stepLink}>
                  <span className={styles.todo} aria-hidden="true" />
                  <span>{label}</span>
                  <span className={styles.rowChevron} aria-hidden="true">
                    ›
                  </span>
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
