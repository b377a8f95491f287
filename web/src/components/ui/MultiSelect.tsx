import { Chevron } from './Chevron';
/**
 * An accessible multi-select: a button showing the current choice opens a panel of checkboxes
 * (a popover on a wide screen, a full-width bottom sheet on a phone). Keyboard: Enter/Space opens,
 * Tab moves through the options, Space toggles, Escape closes and returns focus to the button.
 * Long lists get a box to narrow the options.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fieldStyles } from './Field';
import { Button } from './Button';
import { Sheet } from './Sheet';
import styles from './MultiSelect.module.css';

/** One choice; `depth` indents a child under its parent (sub-categories). */
export type MultiSelectOption = { id: number; name: string; depth?: number };

/** 'All' (or `none`), the one chosen, or the first chosen 'and N more'. */
export function selectionCaption(selected: readonly number[], options: readonly MultiSelectOption[], none = 'All') {
  const chosen = options.filter((option) => selected.includes(option.id));
  const first = chosen[0];
  if (!first) return none;
  return chosen.length === 1 ? first.name : `${first.name} and ${chosen.length - 1} more`;
}

type MultiSelectProps = {
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** Caption for the current choice; defaults to 'All' / first item 'and N more'. */
  caption?: (selected: readonly number[]) => string;
  noneCaption?: string;
  hint?: string;
  error?: string;
  /** Less padding inside the button (two selects side by side on a phone). */
  compact?: boolean;
};

const SEARCHABLE_FROM = 12;

export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  caption,
  noneCaption,
  hint,
  error,
  compact = false,
}: MultiSelectProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const isSearchable = options.length >= SEARCHABLE_FROM;
  const text = caption ? caption(selected) : selectionCaption(selected, options, noneCaption);

  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? options.filter((o) => o.name.toLowerCase().includes(needle)) : options;
  }, [options, query]);

  useEffect(() => {
    if (!isOpen) return;
    // The first option, not the narrowing box, so a phone does not open its keyboard over the sheet.
    panelRef.current?.querySelector<HTMLElement>('input[type="checkbox"]')?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  function close(returnFocus = true) {
    setIsOpen(false);
    setQuery('');
    if (returnFocus) buttonRef.current?.focus();
  }

  function toggle(optionId: number) {
    const next = selected.includes(optionId) ? selected.filter((s) => s !== optionId) : [...selected, optionId];
    onChange([...next].sort((a, b) => a - b));
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div
      ref={rootRef}
      className={`${fieldStyles.field} ${styles.multi}`}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        // Tabbing out closes the panel; a click elsewhere is handled by the pointer listener.
        const next = event.relatedTarget as Node | null;
        if (isOpen && next && !rootRef.current?.contains(next)) close(false);
      }}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.button, compact && styles.compact, error && styles.invalid].filter(Boolean).join(' ')}
        aria-labelledby={`${id}-label ${id}-caption`}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        <span id={`${id}-caption`} className={styles.caption}>
          {text}
        </span>
        <Chevron />
      </button>
      {hint && (
        <small id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </small>
      )}
      <Sheet
        ref={panelRef}
        id={`${id}-panel`}
        isOpen={isOpen}
        labelledBy={`${id}-label`}
        onDismiss={() => close()}
        popover
      >
        <div className={styles.head}>
          <strong aria-hidden="true">{label}</strong>
          <span className="muted">
            {selected.length === 0 ? (noneCaption ?? 'All') : `${selected.length} selected`}
          </span>
        </div>
        {isSearchable && (
          <input
            type="search"
            className={styles.search}
            placeholder="Type to narrow the list"
            aria-label={`Narrow the ${label} options`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          />
        )}
        <div className={styles.options} role="group" aria-labelledby={`${id}-label`}>
          {visible.map((option) => {
            const isOn = selected.includes(option.id);
            return (
              <label
                key={option.id}
                className={isOn ? `${styles.option} ${styles.on}` : styles.option}
                style={option.depth ? { paddingInlineStart: `${10 + option.depth * 18}px` } : undefined}
              >
                <input type="checkbox" checked={isOn} onChange={() => toggle(option.id)} />
                <span>{option.name}</span>
              </label>
            );
          })}
          {visible.length === 0 && <p className={`muted ${styles.empty}`}>No options match “{query}”.</p>}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onChange([])} disabled={selected.length === 0}>
            Clear
          </Button>
          <Button onClick={() => close()}>Done</Button>
        </div>
      </Sheet>
    </div>
  );
}
