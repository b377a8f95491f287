/**
 * /welcome: the guided start's last step (docs/onboarding.md) — "Post your first candidate or job
 * spec". The profile is usable from here; the step offers the first listing, or the dashboard.
 */
import { Link } from 'react-router-dom';
import { containerClass } from '../../components/ui/Container';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useMe } from '../../api/session';
import { OnboardingSteps } from '../../features/onboarding/OnboardingSteps';
import styles from '../../features/onboarding/onboarding.module.css';

function Arrow() {
  return (
    <svg className={styles.choiceIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path fill="currentColor" d="M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z" />
    </svg>
  );
}

export default function Welcome() {
  useDocumentTitle('Welcome');
  const { data: me } = useMe();
  // Hiring companies post job specs only (spec “Validation rules”).
  const canPostCandidates = me?.abilities.canPostCandidates ?? true;
  return (
    <div className={`${containerClass} ${styles.page}`}>
      <OnboardingSteps current={3} />
      <header className={styles.intro}>
        <h1>Post your first candidate or job spec</h1>
        <p>
          Your profile is ready{me?.firstname ? `, ${me.firstname}` : ''}. Members in your categories hear of a new
          listing at once, and a listing is how they find you to propose a match.
        </p>
      </header>
      <div className={styles.choices}>
        {canPostCandidates && (
          <Link to="/candidates/add" className={styles.choice}>
            <span className={styles.choiceText}>
              <strong>Post a candidate</strong>
              <small>Someone you are placing: other recruiters propose your candidate for their job specs.</small>
            </span>
            <Arrow />
          </Link>
        )}
        <Link to="/jobs/add" className={styles.choice}>
          <span className={styles.choiceText}>
            <strong>Post a job spec</strong>
            <small>A role you need filled: other recruiters propose their candidates for it.</small>
          </span>
          <Arrow />
        </Link>
      </div>
      <Link to="/dashboard" className={styles.skip}>
        Skip for now and go to my dashboard
      </Link>
    </div>
  );
}
