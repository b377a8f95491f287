/**
 * Step 2: each column of their file with a select of our fields, as the server suggested or as last
 * saved. Says which required fields no column fills yet, and goes on only when every one is filled.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSaveMapping, type ImportView } from '../../api/imports';
import { Button, buttonClass } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { Select } from '../../components/ui/Select';
import { useMe } from '../../api/session';
import { HIRING_COMPANY_TYPE_ID } from '../../../../shared/lookups';
import {
  checkColumns,
  countOf,
  IMPORT_FIELD_CHOICES,
  importPath,
  isRequiredField,
  initialColumns,
  joinLabels,
  keptValues,
  mappedColumns,
} from './import-model';
import styles from './imports.module.css';

export function ColumnsStep({ view }: { view: ImportView }) {
  const [mapping, setMapping] = useState(() => initialColumns(view));
  const [isChecked, setIsChecked] = useState(false);
  const [error, setError] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const save = useSaveMapping(view.uid);
  const navigate = useNavigate();
  const { data: me } = useMe();
  const isHiringCompany = me?.companyType === HIRING_COMPANY_TYPE_ID;
  const check = checkColumns(view.kind, view.columns, mapping, isHiringCompany);
  const fields = IMPORT_FIELD_CHOICES[view.kind];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (!check.isReady) {
      noticeRef.current?.focus();
      return;
    }
    setError('');
    const columns = mappedColumns(mapping);
    // Words already matched stay matched while their field still has a column.
    save.mutate(
      { columns, values: keptValues(view.values, columns), consent: view.consent ?? null },
      {
        onSuccess: (saved) => {
          const hasWords = Object.values(saved.valueChoices).some((choices) => choices.length > 0);
          void navigate(importPath(view.uid, hasWords ? 'values' : 'preview'));
        },
        onError: (err) => setError(err.message),
      },
    );
  }

  return (
    <form className={`${cardClass} ${styles.step}`} aria-labelledby="columns-title" onSubmit={handleSubmit} noValidate>
      <h2 id="columns-title">Match your columns to ours</h2>
      <p className={styles.lead}>
        Your file has {countOf(view.rowCount, 'row')} and {countOf(view.columns.length, 'column')}. We matched what we
        could: check each column, or choose “Don’t import”.
      </p>
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className={check.isReady ? `${styles.notice} ${styles.noticeOk}` : styles.notice}
      >
        {check.missing.length > 0
          ? `Still to match: ${joinLabels(check.missing)}.`
          : check.isReady
            ? 'Every required field has a column.'
            : 'A field is chosen for two columns: choose it for one only.'}
        {isChecked && !check.isReady && ' Match these to go on.'}
      </p>
      <ol className={styles.rows} aria-label="Columns of your file">
        {view.columns.map((header) => {
          const duplicateOf = check.duplicates[header];
          return (
            <li key={header} className={styles.row}>
              <Select
                label={header}
                value={mapping[header] ?? ''}
                onChange={(event) => setMapping({ ...mapping, [header]: event.target.value })}
                error={duplicateOf ? `Also chosen for “${duplicateOf}”: choose it for one column only.` : undefined}
                className={styles.name}
              >
                <option value="">Don’t import</option>
                <optgroup label="Required">
                  {fields
                    .filter((item) => isRequiredField(item, isHiringCompany))
                    .map((item) => (
                      <option key={item.field} value={item.field}>
                        {item.label}
                      </option>
                    ))}
                </optgroup>
                <optgroup label="Optional">
                  {fields
                    .filter((item) => !isRequiredField(item, isHiringCompany))
                    .map((item) => (
                      <option key={item.field} value={item.field}>
                        {item.label}
                      </option>
                    ))}
                </optgroup>
              </Select>
            </li>
          );
        })}
      </ol>
      {error && (
        <p className={styles.notice} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={`/import?kind=${view.kind}`} className={buttonClass({ variant: 'secondary' })}>
          Choose another file
        </Link>
        <Button type="submit" isBusy={save.isPending}>
          Next: match values
        </Button>
      </div>
    </form>
  );
}
