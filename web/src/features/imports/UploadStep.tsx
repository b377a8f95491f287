/**
 * Step 1: what the file holds (job specs or candidates; a hiring company imports job specs only) and
 * the file itself, uploaded with its progress shown; the server's refusal shows under the file field.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { uploadImport } from '../../api/imports';
import { useMe } from '../../api/session';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { fieldStyles } from '../../components/ui/Field';
import type { ListingKind } from '../../../../shared/lookups';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../../shared/schemas/imports';
import { groupDigits, importPath } from './import-model';
import styles from './imports.module.css';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** '2,000 rows, 5 MB' (digits grouped by hand: see import-model's groupDigits). */
const LIMITS_TEXT = `up to ${groupDigits(IMPORT_LIMITS.rows)} rows and ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB`;

export function UploadStep() {
  const { data: me } = useMe();
  const canImportCandidates = Boolean(me?.abilities.canPostCandidates);
  const [searchParams] = useSearchParams();
  const [kind, setKind] = useState<ListingKind>(
    searchParams.get('kind') === 'candidate' && canImportCandidates ? 'candidate' : 'job',
  );
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const fileId = `${id}-file`;
  const isBusy = progress !== null;

  function refuse(message: string) {
    setError(message);
    fileRef.current?.focus();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The server's own checks, made here first so a wrong file is not sent over a phone's data.
    if (!file) return refuse(IMPORT_MESSAGES.noFile);
    if (!/\.(csv|xlsx)$/i.test(file.name)) return refuse(IMPORT_MESSAGES.unknownType);
    if (file.size > IMPORT_LIMITS.fileBytes) return refuse(IMPORT_MESSAGES.tooLarge);
    setError('');
    setProgress(0);
    try {
      const { uid } = await uploadImport({ file, kind }, setProgress);
      void navigate(importPath(uid, 'columns'));
    } catch (err) {
      setProgress(null);
      refuse(err instanceof ApiError ? err.message : 'The file could not be uploaded. Please try again.');
    }
  }

  return (
    <form
      className={`${cardClass} ${styles.step}`}
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
    >
      <h2 id={`${id}-title`}>Upload your file</h2>
      <p className={styles.lead}>
        An export of your ATS, with the column names in its first row. Nothing is added until you have checked the
        preview and chosen Import.
      </p>
      {canImportCandidates && (
        <fieldset className={styles.kinds}>
          <legend>What does the file hold?</legend>
          {(['job', 'candidate'] as const).map((value) => (
            <label key={value} className={kind === value ? `${styles.kind} ${styles.kindOn}` : styles.kind}>
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                disabled={isBusy}
                onChange={() => setKind(value)}
              />
              {value === 'job' ? 'Job specs' : 'Candidates'}
            </label>
          ))}
        </fieldset>
      )}
      <div className={fieldStyles.field}>
        <label htmlFor={fileId} className={fieldStyles.label}>
          {canImportCandidates ? 'CSV or Excel file' : 'CSV or Excel file of job specs'}
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept={ACCEPT}
          className={`${fieldStyles.control} ${styles.file}`}
          disabled={isBusy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fileId}-hint ${fileId}-error` : `${fileId}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError('');
          }}
        />
        <small id={`${fileId}-hint`} className={fieldStyles.hint}>
          A .csv or .xlsx file, {LIMITS_TEXT}.
        </small>
        {error && (
          <small id={`${fileId}-error`} className={fieldStyles.error} role="alert">
            {error}
          </small>
        )}
      </div>
      {isBusy && (
        <div className={styles.progress} role="status">
          <progress max={1} value={progress} aria-label="Upload progress" />
          <small>{progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Reading your file…'}</small>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy}>
          {isBusy ? 'Uploading…' : 'Upload file'}
        </Button>
      </div>
    </form>
  );
}
