import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { MultiSelect } from '../../components/ui/MultiSelect';
import { DATE_POSTED_OPTIONS } from '../../../../shared/constants';
import { LISTING_FILTERS } from '../../../../shared/listing-filters';
import { DEFAULT_FILTERS, type ListFilterKey, type ListingFilters } from './filter-model';
import type { KindConfig } from './kind-config';
import { advancedFilterSets, LOCATION_OPTIONS, locationCaption } from './lookup-options';
import styles from './FiltersSheet.module.css';

type FiltersSheetProps = {
  id: string;
  config: KindConfig;
  isOpen: boolean;
  /** The applied filters; the sheet edits a copy of them until Search Now. */
  filters: ListingFilters;
  onSearch: (filters: ListingFilters) => void;
  onClear: () => void;
  onClose: () => void;
};

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex="0"]';
const datePostedLabel = (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);

/**
 * The list's filters (spec “Screen details” Job Spec List: Date Posted, Locations and the six advanced
 * multi-selects, Search Now and Clear Results) in a sheet over the results: a bottom sheet on a
 * phone, a dialog on a wide screen. A modal <dialog>, so focus stays inside, Escape closes it and
 * focus returns to the Filters button; its body scrolls, its buttons stay in reach. The selects
 * are built only while it is open: the list's first screen carries none of them.
 */
export function FiltersSheet({ id, config, isOpen, filters, onSearch, onClear, onClose }: FiltersSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(filters);
  // The select whose panel was open (its id) when Escape was pressed: that Escape is the select's.
  const escapedPanel = useRef<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      setDraft(filters);
      dialog.showModal();
    } else if (!isOpen && dialog.open) dialog.close();
    // Opening takes the filters applied then; later changes are the member's draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  function handleKeyDownCapture(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    const panel = event.currentTarget.querySelector<HTMLElement>('[role="dialog"]:not([hidden])');
    escapedPanel.current = panel?.id ?? null;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape closes the sheet here, not by the browser's own cancel (prevented below): an open
    // select inside it takes its Escape first (and stops it), and must not close the sheet too.
    if (event.key === 'Escape') {
      event.preventDefault();
      // A select still open (the focus had left it) is closed first, as its own Escape would.
      const panelId = escapedPanel.current;
      if (panelId) {
        escapedPanel.current = null;
        event.currentTarget.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(panelId)}"]`)?.click();
        return;
      }
      onClose();
      return;
    }
    // A modal <dialog> keeps the page behind it out of reach, but Tab from its last control goes on
    // to the browser's own controls: wrap it round to the first (and Shift+Tab the other way) instead.
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const setIds = (key: ListFilterKey) => (ids: number[]) => setDraft((d) => ({ ...d, [key]: ids }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The keyword is the search row's (already applied as typed), not the sheet's.
    onSearch({ ...draft, search: filters.search });
    onClose();
  }

  function handleClear() {
    setDraft(DEFAULT_FILTERS);
    onClear();
    onClose();
  }

  const titleId = `${id}-title`;
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.sheet}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDownCapture={handleKeyDownCapture}
      onKeyDown={handleKeyDown}
      onCancel={(event) => event.preventDefault()}
      // A tap on the dimmed screen around the sheet closes it (the dialog itself is the backdrop's target).
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {isOpen && (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <div className={styles.head}>
            <h2 id={titleId}>Filters</h2>
            <button type="button" className={styles.close} aria-label="Close filters" onClick={onClose}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className={styles.body}>
            <Select
              id={`${config.filtersKey}-max-age`}
              label={LISTING_FILTERS.maxAge.label}
              value={draft.maxAge}
              onChange={(e) => setDraft((d) => ({ ...d, maxAge: Number(e.target.value) }))}
            >
              {DATE_POSTED_OPTIONS.map((days) => (
                <option key={days} value={days}>
                  {datePostedLabel(days)}
                </option>
              ))}
            </Select>
            <MultiSelect
              label={LISTING_FILTERS.locations.label}
              options={LOCATION_OPTIONS}
              selected={draft.locations}
              onChange={setIds('locations')}
              caption={locationCaption}
              noneCaption="Any Location"
            />
            {advancedFilterSets(config.kind).map((set) => (
              <MultiSelect
                key={set.key}
                label={set.label}
                options={set.options}
                selected={draft[set.key]}
                onChange={setIds(set.key)}
              />
            ))}
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={handleClear}>
              Clear Results
            </Button>
            <Button type="submit">Search Now</Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
