/**
 * Step 3: for each mapped list field (nature, equity, gender, package, locations, sectors,
 * categories), each distinct word of their file with its row count and a select of our values,
 * filled with the server's suggestion. A word left unmatched refuses the rows holding it.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSaveMapping, type ImportView } from '../../api/imports';
import { Button, buttonClass } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { Select } from '../../components/ui/Select';
import {
  applySuggestions,
  countOf,
  fieldLabel,
  importPath,
  initialValues,
  lookupOptions,
  valuesBody,
  unmatchedWords,
  valueFields,
} from './import-model';
import styles from './imports.module.css';

export function ValuesStep({ view }: { view: ImportView }) {
  const [values, setValues] = useState(() => initialValues(view));
  const [error, setError] = useState('');
  const save = useSaveMapping(view.uid);
  const navigate = useNavigate();
  const fields = valueFields(view.kind, view);
  const unmatched = unmatchedWords(values, view.valueChoices);

  function choose(field: string, word: string, id: string) {
    setValues({ ...values, [field]: { ...values[field], [word]: id === '' ? null : Number(id) } });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    save.mutate(
      { columns: view.mapping, values: valuesBody(values), consent: view.consent ?? null },
      {
        onSuccess: () => void navigate(importPath(view.uid, 'preview')),
        onError: (err) => setError(err.message),
      },
    );
  }

  return (
    <form className={`${cardClass} ${styles.step}`} aria-labelledby="values-title" onSubmit={handleSubmit} noValidate>
      <h2 id="values-title">Match their words to ours</h2>
      {fields.length === 0 ? (
        <p className={styles.lead}>None of the columns you matched holds a list value: nothing to match here.</p>
      ) : (
        <>
          <p className={styles.lead}>
            Each word your file uses for a list of ours, with the rows that use it. We filled in what we recognised.
          </p>
          <p role="status" className={unmatched.words === 0 ? `${styles.notice} ${styles.noticeOk}` : styles.notice}>
            {unmatched.words === 0
              ? 'Every word is matched.'
              : `${countOf(unmatched.words, 'word')} not matched yet: the ${countOf(unmatched.rows, 'row')} using ${unmatched.words === 1 ? 'it' : 'them'} will be refused unless you match ${unmatched.words === 1 ? 'it' : 'them'}.`}
          </p>
          <div>
            <Button variant="secondary" onClick={() => setValues(applySuggestions(values, view.valueChoices))}>
              Apply all suggestions
            </Button>
          </div>
          {fields.map((field) => {
            const options = lookupOptions(view.kind, field);
            return (
              <fieldset key={field} className={styles.group}>
                <legend>{fieldLabel(view.kind, field)}</legend>
                <ul className={styles.rows}>
                  {view.valueChoices[field]!.map((choice) => {
                    const chosen = values[field]?.[choice.word];
                    return (
                      <li key={choice.word} className={styles.row}>
                        <Select
                          label={choice.word}
                          hint={countOf(choice.rows, 'row')}
                          value={chosen == null ? '' : String(chosen)}
                          onChange={(event) => choose(field, choice.word, event.target.value)}
                          className={styles.name}
                        >
                          <option value="">Not matched</option>
                          {options.map((option) => (
                            <option key={option.id} value={option.id}>
                              {option.name}
                            </option>
                          ))}
                        </Select>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            );
          })}
        </>
      )}
      {error && (
        <p className={styles.notice} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={importPath(view.uid, 'columns')} className={buttonClass({ variant: 'secondary' })}>
          Back: columns
        </Link>
        <Button type="submit" isBusy={save.isPending}>
          Next: preview
        </Button>
      </div>
    </form>
  );
}
