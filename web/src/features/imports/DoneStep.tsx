/**
 * Step 5: what the import did: listings created, rows refused (with the download of those rows and
 * why) and rows skipped because this file's rows were imported before, then where to go next.
 */
import { Link } from 'react-router-dom';
import { reportUrl, type ImportView } from '../../api/imports';
import { buttonClass } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { countOf } from './import-model';
import styles from './imports.module.css';

export function DoneStep({ view }: { view: ImportView }) {
  const created = view.created ?? 0;
  const refused = view.refused ?? 0;
  const skipped = view.skipped ?? 0;
  const listPath = view.kind === 'job' ? '/jobs' : '/candidates';
  return (
    <section className={`${cardClass} ${styles.step}`} aria-labelledby="done-title">
      <h2 id="done-title">Import finished</h2>
      <ul
        className={view.skipped === undefined ? styles.stats : `${styles.stats} ${styles.statsThree}`}
        aria-label="Result"
      >
        <li className={`${styles.stat} ${styles.statGood}`} data-testid="import-created">
          <strong>{created}</strong> created
        </li>
        <li className={`${styles.stat} ${refused > 0 ? styles.statBad : ''}`} data-testid="import-refused">
          <strong>{refused}</strong> refused
        </li>
        {view.skipped !== undefined && (
          <li className={styles.stat} data-testid="import-skipped">
            <strong>{skipped}</strong> skipped
          </li>
        )}
      </ul>
      <p className={styles.lead} role="status">
        {created > 0
          ? `${countOf(created, view.kind)} added to your listings.`
          : `No new ${view.kind === 'job' ? 'job specs' : 'candidates'} were added.`}
        {skipped > 0 &&
          ` ${countOf(skipped, 'row')} ${skipped === 1 ? 'was' : 'were'} imported before and skipped: nothing was created twice.`}
      </p>
      {refused > 0 && (
        <p className={styles.lead}>
          {refused === 1
            ? 'The refused row is in a file with its reason: fix it in your ATS and import that file again.'
            : `The ${countOf(refused, 'row')} refused are in a file with the reason for each: fix them in your ATS and import that file again.`}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={`/import?kind=${view.kind}`} className={buttonClass({ variant: 'secondary' })}>
          Import another file
        </Link>
        {refused > 0 && (
          <a href={reportUrl(view.uid)} download className={buttonClass({ variant: 'secondary' })}>
            Download the refused rows
          </a>
        )}
        <Link to={listPath} className={buttonClass()}>
          {view.kind === 'job' ? 'See the job specs' : 'See the candidates'}
        </Link>
      </div>
    </section>
  );
}
