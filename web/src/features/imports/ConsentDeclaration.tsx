/**
 * A candidate file's consent declaration (docs/imports.md): the member confirms they hold every
 * candidate's consent to be listed, with the day it was given for rows without a consent date of
 * their own. Saved with the mapping, so the preview checks the rows with it; once saved it says so.
 */
import { useState, type FormEvent } from 'react';
import { useSaveMapping, type ImportView } from '../../api/imports';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { DateField, fieldStyles } from '../../components/ui/Field';
import { formatDate } from '../../format/dates';
import styles from './imports.module.css';

export const CONSENT_DECLARATION =
  'I hold the consent of every candidate in this file to be presented anonymously to other members.';

export function ConsentDeclaration({ view }: { view: ImportView }) {
  const hasDateColumn = Object.values(view.mapping).includes('consentDate');
  const [isGiven, setIsGiven] = useState(false);
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<{ given?: string; date?: string; form?: string }>({});
  const save = useSaveMapping(view.uid);

  if (view.consent?.given)
    return (
      <p className={`${styles.notice} ${styles.noticeOk}`} data-testid="import-consent-given">
        You confirmed you hold every candidate’s consent
        {view.consent.date ? ` (given on ${formatDate(`${view.consent.date}T12:00:00`)} where a row has no date)` : ''}.
      </p>
    );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      given: isGiven ? undefined : 'Confirm that you hold every candidate’s consent.',
      date: hasDateColumn || date ? undefined : 'Give the day the candidates gave their consent.',
    };
    setErrors(next);
    if (next.given) return document.getElementById('import-consent')?.focus();
    if (next.date) return document.getElementById('import-consent-date')?.focus();
    save.mutate(
      {
        columns: view.mapping,
        values: view.values,
        consent: date ? { given: true, date } : { given: true },
      },
      { onError: (err) => setErrors({ form: err.message }) },
    );
  }

  return (
    <form
      className={`${styles.consent} ${styles.step}`}
      aria-labelledby="consent-title"
      onSubmit={handleSubmit}
      noValidate
    >
      <h3 id="consent-title">Candidates’ consent</h3>
      <p className={styles.lead}>
        Candidates are listed only with their consent (POPIA). Confirm it to check and import the rows.
      </p>
      <div className={fieldStyles.field}>
        <Checkbox
          id="import-consent"
          checked={isGiven}
          aria-invalid={errors.given ? true : undefined}
          aria-describedby={errors.given ? 'import-consent-error' : undefined}
          onChange={(event) => setIsGiven(event.target.checked)}
        >
          {CONSENT_DECLARATION}
        </Checkbox>
        {errors.given && (
          <small id="import-consent-error" className={fieldStyles.error}>
            {errors.given}
          </small>
        )}
      </div>
      <DateField
        id="import-consent-date"
        label={hasDateColumn ? 'Consent date for rows without one (optional)' : 'Consent date'}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={errors.date}
      />
      {errors.form && (
        <p className={styles.notice} role="alert">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" isBusy={save.isPending}>
          Confirm consent
        </Button>
      </div>
    </form>
  );
}
