/**
 * "Save this search" on the job spec and candidate lists: the current keyword and
 * filters kept under a name, with how to hear of new listings that fit. A small form that opens in
 * place under the search row, so the results stay where they are.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { useToast } from '../../components/ui/Toast';
import { ApiError } from '../../api/client';
import { useSaveSearch } from '../../api/saved-searches';
import { filtersToParams, type ListingFilters } from '../listings/filter-model';
import { ALERT_OPTIONS } from './alert-options';
import { LIMITS } from '../../../../shared/constants';
import { SAVED_SEARCH_MESSAGES, type SavedSearchAlert } from '../../../../shared/rules/saved-search';
import type { ListingKind } from '../../../../shared/lookups';
import styles from './saved-searches.module.css';

export function SaveSearch({ kind, filters }: { kind: ListingKind; filters: ListingFilters }) {
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<SavedSearchAlert>('instant');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const nameId = `${formId}-name`;
  const focusName = () => document.getElementById(nameId)?.focus();
  const toast = useToast();
  const save = useSaveSearch({
    onSuccess: (saved) => {
      toast({
        header: 'Search saved',
        content: `“${saved.name}” is under My Account, Saved Searches.`,
        type: 'success',
      });
      setIsOpen(false);
    },
    onError: (err) => {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      setError(message);
      toast({ header: 'Search not saved', content: message, type: 'error' });
    },
  });

  useEffect(() => {
    if (isOpen) focusName();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  function handleOpen() {
    setName(filters.search || '');
    setError(null);
    setIsOpen(true);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > LIMITS.savedSearchName) {
      setError(trimmed ? SAVED_SEARCH_MESSAGES.nameTooLong : SAVED_SEARCH_MESSAGES.nameRequired);
      focusName();
      return;
    }
    save.mutate({ name: trimmed, kind, alert, query: Object.fromEntries(filtersToParams(filters)) });
  }

  if (!isOpen)
    return (
      <button type="button" className={styles.saveLink} onClick={handleOpen} aria-expanded={false}>
        Save this search
      </button>
    );
  return (
    <form
      id={formId}
      className={`${cardClass} ${styles.saveForm}`}
      aria-label="Save this search"
      onSubmit={handleSubmit}
      noValidate
    >
      <Field
        id={nameId}
        label="Name"
        value={name}
        limit="savedSearchName"
        error={error ?? undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <Select label="Alert me" value={alert} onChange={(event) => setAlert(event.target.value as SavedSearchAlert)}>
        {ALERT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <div className={styles.saveButtons}>
        <Button type="button" variant="secondary" onClick={() => setIsOpen(false)} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save search'}
        </Button>
      </div>
      <Link to="/account/saved-searches" className={styles.manageLink}>
        Your saved searches
      </Link>
    </form>
  );
}
