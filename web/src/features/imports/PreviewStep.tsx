/**
 * Step 4: how many rows are ready and how many are refused, each refused row with its number and
 * every error (a page at a time, nothing cut), the consent declaration for candidates, and the one
 * button that imports. Once imported, the result step opens.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { reportUrl, useCommitImport, useImportPreview, type ImportView } from '../../api/imports';
import { Button, buttonClass } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { ConsentDeclaration } from './ConsentDeclaration';
import { countOf, fieldLabel, importPath, valueFields } from './import-model';
import styles from './imports.module.css';

/** Refused rows shown at a time. */
export const PREVIEW_PAGE = 20;

export function PreviewStep({ view }: { view: ImportView }) {
  const preview = useImportPreview(view.uid);
  const commit = useCommitImport(view.uid);
  const navigate = useNavigate();
  const [shown, setShown] = useState(PREVIEW_PAGE);
  const isCandidate = view.kind === 'candidate';
  const backSlug = valueFields(view.kind, view).length > 0 ? 'values' : 'columns';

  function handleImport() {
    commit.mutate(undefined, { onSuccess: () => void navigate(importPath(view.uid, 'done')) });
  }

  if (preview.isPending)
    return (
      <section className={`${cardClass} ${styles.step}`} aria-busy="true" aria-label="Preview">
        <p className={styles.lead} role="status">
          Checking every row of your file…
        </p>
        <Skeleton />
        <Skeleton />
      </section>
    );
  if (preview.isError)
    return (
      <section className={`${cardClass} ${styles.step}`} role="alert">
        <p>{preview.error.message}</p>
        <div>
          <Button variant="secondary" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </div>
      </section>
    );

  const { valid, invalid } = preview.data;
  const refused = preview.data.rows.filter((row) => !row.ok);
  return (
    <section className={`${cardClass} ${styles.step}`} aria-labelledby="preview-title">
      <h2 id="preview-title">Check before you import</h2>
      {isCandidate && <ConsentDeclaration view={view} />}
      <ul className={styles.stats} aria-label="Rows">
        <li className={`${styles.stat} ${styles.statGood}`} data-testid="preview-valid">
          <strong>{valid}</strong> ready to import
        </li>
        <li className={`${styles.stat} ${invalid > 0 ? styles.statBad : ''}`} data-testid="preview-invalid">
          <strong>{invalid}</strong> {invalid === 1 ? 'row has errors' : 'rows have errors'}
        </li>
      </ul>
      <p className={styles.lead}>
        {isCandidate && !view.consent?.given
          ? 'Confirm the candidates’ consent above: until then no candidate can be imported.'
          : invalid === 0
            ? 'Every row is ready.'
            : valid === 0
              ? 'No row is ready to import yet: fix the errors listed below in your file, or go back and change the matching.'
              : invalid === 1
                ? 'The row with errors, listed below, is not imported: fix it in your ATS and import the file again later (rows imported now are not imported twice).'
                : `The ${countOf(invalid, 'row')} with errors, listed below, are not imported: fix them in your ATS and import the file again later (rows imported now are not imported twice).`}
      </p>
      {commit.isError && (
        <p className={styles.notice} role="alert">
          {commit.error.message}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={importPath(view.uid, backSlug)} className={buttonClass({ variant: 'secondary' })}>
          Back: {backSlug === 'values' ? 'values' : 'columns'}
        </Link>
        {valid > 0 && (
          <Button onClick={handleImport} isBusy={commit.isPending}>
            {commit.isPending ? 'Importing…' : `Import ${countOf(valid, view.kind)}`}
          </Button>
        )}
      </div>
      {refused.length > 0 && (
        <>
          <h3 id="refused-title">Rows with errors</h3>
          <p className={styles.lead}>
            <a href={reportUrl(view.uid)} download>
              Download these rows with their errors (CSV)
            </a>
          </p>
          <ol className={styles.rows} aria-labelledby="refused-title">
            {refused.slice(0, shown).map((row) => (
              <li key={row.row} className={styles.row}>
                <strong>Row {row.row}</strong>
                <ul className={styles.errors}>
                  {row.errors.map((error, index) => (
                    <li key={index}>
                      <b>{fieldLabel(view.kind, error.field)}:</b> {error.message}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {refused.length > shown && (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => setShown(shown + PREVIEW_PAGE)}>
                Show {Math.min(PREVIEW_PAGE, refused.length - shown)} more
              </Button>
              <small className="muted">
                Showing {shown} of {refused.length} rows with errors
              </small>
            </div>
          )}
        </>
      )}
    </section>
  );
}
