/**
 * My Account, Saved Searches: each saved search with its "N new since you last looked",
 * Open (the list with its query; opening it resets the count), its alert, Pause/Resume, Rename and
 * Delete (asked first). Empty, it says where searches are saved from.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { cardClass } from '../../components/ui/Card';
import { Button, buttonClass } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { useModal } from '../../components/ui/Dialog';
import { useToast } from '../../components/ui/Toast';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../api/client';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../../api/saved-searches';
import { ALERT_OPTIONS } from '../../features/saved-searches/alert-options';
import styles from '../../features/saved-searches/saved-searches.module.css';
import { LIMITS } from '../../../../shared/constants';
import { SAVED_SEARCH_MESSAGES, type SavedSearchAlert } from '../../../../shared/rules/saved-search';
import type { SavedSearchView } from '../../../../shared/types/saved-searches';

const listPath = (search: SavedSearchView) => {
  const params = new URLSearchParams(Object.entries(search.query).map(([k, v]) => [k, String(v)]));
  params.set('saved', search.uid);
  return `/${search.kind === 'job' ? 'jobs' : 'candidates'}?${params.toString()}`;
};

function newLine(count: number): string {
  return count === 0 ? 'Nothing new since you last looked' : `${count} new since you last looked`;
}

function SavedSearchItem({ search }: { search: SavedSearchView }) {
  const toast = useToast();
  const modal = useModal();
  const [isRenaming, setIsRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const onError = (err: Error) => {
    const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
    toast({ header: 'Saved search not changed', content: message, type: 'error' });
  };
  const update = useUpdateSavedSearch({ onError });
  const remove = useDeleteSavedSearch({
    onSuccess: () =>
      toast({ header: 'Saved search deleted', content: `“${search.name}” was deleted.`, type: 'success' }),
    onError,
  });
  const isBusy = update.isPending || remove.isPending;

  function handleRename(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > LIMITS.savedSearchName) {
      setNameError(trimmed ? SAVED_SEARCH_MESSAGES.nameTooLong : SAVED_SEARCH_MESSAGES.nameRequired);
      return;
    }
    update.mutate({ uid: search.uid, name: trimmed }, { onSuccess: () => setIsRenaming(false) });
  }

  function handleDelete() {
    modal({
      header: 'Delete this saved search?',
      content: `“${search.name}” and its alerts will be deleted. Listings are not affected.`,
      options: [
        { caption: 'Cancel', type: 'secondary' },
        { caption: 'Delete', type: 'danger', action: () => remove.mutate(search.uid) },
      ],
    });
  }

  return (
    <li className={`${cardClass} ${styles.item}`} data-testid="saved-search">
      <div className={styles.itemHead}>
        <h3 className={styles.itemName}>{search.name}</h3>
        <span className={search.newCount > 0 ? styles.newCount : undefined}>{newLine(search.newCount)}</span>
      </div>
      <p className={styles.itemMeta}>
        {search.kind === 'job' ? 'Job specs' : 'Candidates'}
        {search.paused ? ' · Alerts paused' : ''}
      </p>
      {isRenaming ? (
        <form className={styles.saveForm} onSubmit={handleRename} noValidate>
          <Field
            label="Name"
            value={name}
            limit="savedSearchName"
            error={nameError ?? undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
          <div className={styles.saveButtons}>
            <Button type="button" variant="secondary" onClick={() => setIsRenaming(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isBusy}>
              Save name
            </Button>
          </div>
        </form>
      ) : null}
      <Select
        label="Alert me"
        value={search.alert}
        disabled={isBusy}
        onChange={(event) => update.mutate({ uid: search.uid, alert: event.target.value as SavedSearchAlert })}
      >
        {ALERT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <div className={styles.itemActions}>
        <Link to={listPath(search)} className={buttonClass()}>
          Open
        </Link>
        <Button
          variant="secondary"
          disabled={isBusy}
          onClick={() => update.mutate({ uid: search.uid, paused: !search.paused })}
        >
          {search.paused ? 'Resume alerts' : 'Pause alerts'}
        </Button>
        <Button variant="secondary" disabled={isBusy} onClick={() => setIsRenaming(true)}>
          Rename
        </Button>
        <Button variant="danger" disabled={isBusy} onClick={handleDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

export default function SavedSearches() {
  useDocumentTitle('Saved Searches');
  const { data, isPending, isError, error, refetch } = useSavedSearches();
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <section className={cardClass} role="alert">
        <p>{error.message}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </section>
    );
  return (
    <section aria-labelledby="saved-title" className={styles.list}>
      <h2 id="saved-title">Saved Searches</h2>
      {data.items.length === 0 ? (
        <div className={cardClass}>
          <p>
            No saved searches yet. Search the job specs or candidates, then tap “Save this search” to hear when a new
            listing fits.
          </p>
          <Link to="/jobs" className={buttonClass({ variant: 'secondary' })}>
            Search job specs
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.itemMeta}>
            {data.items.length} of {data.limit} saved searches.
          </p>
          <ul className={styles.list}>
            {data.items.map((search) => (
              <SavedSearchItem key={search.uid} search={search} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
