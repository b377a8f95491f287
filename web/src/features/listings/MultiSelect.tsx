/**
 * An accessible multi-select: a button showing the current choice opens a panel of checkboxes
 * (a popover on a wide screen, a full-width bottom sheet on a phone). Keyboard: Enter/Space opens,
 * Tab moves through the options, Space toggles, Escape closes and returns focus to the button.
 * Long lists get a box to narrow the options.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { selectionCaption, type Option } from './lookup-options';

type MultiSelectProps = {
  label: string;
  options: readonly Option[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** Caption for the current choice; defaults to 'All' / first item 'and N more'. */
  caption?: (selected: readonly number[]) => string;
  noneCaption?: string;
  hint?: string;
  error?: string;
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
      className={`field multi${isOpen ? ' multi--open' : ''}`}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        // Tabbing out closes the panel; a click elsewhere is handled by the pointer listener.
        const next = event.relatedTarget as Node | null;
        if (isOpen && next && !rootRef.current?.contains(next)) close(false);
      }}
    >
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={`multi__button${error ? ' multi__button--invalid' : ''}`}
        aria-labelledby={`${id}-label ${id}-caption`}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
      >
        <span id={`${id}-caption`} className="multi__caption">
          {text}
        </span>
        <span className="multi__chevron" aria-hidden="true" />
      </button>
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      )}
      {isOpen && <div className="multi__backdrop" aria-hidden="true" onClick={() => close()} />}
      <div
        ref={panelRef}
        id={`${id}-panel`}
        className="multi__panel"
        role="dialog"
        aria-labelledby={`${id}-label`}
        hidden={!isOpen}
      >
        {isOpen && (
          <>
            <div className="multi__head">
              <strong aria-hidden="true">{label}</strong>
              <span className="muted">
                {selected.length === 0 ? (noneCaption ?? 'All') : `${selected.length} selected`}
              </span>
            </div>
            {isSearchable && (
              <input
                type="search"
                className="multi__search"
                placeholder="Type to narrow the list"
                aria-label={`Narrow the ${label} options`}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
              />
            )}
            <div className="multi__options" role="group" aria-labelledby={`${id}-label`}>
              {visible.map((option) => {
                const isOn = selected.includes(option.id);
                return (
                  <label
                    key={option.id}
                    className={`multi__option${isOn ? ' multi__option--on' : ''}`}
                    style={option.depth ? { paddingInlineStart: `${10 + option.depth * 18}px` } : undefined}
                  >
                    <input type="checkbox" checked={isOn} onChange={() => toggle(option.id)} />
                    <span>{option.name}</span>
                  </label>
                );
              })}
              {visible.length === 0 && <p className="muted multi__empty">No options match “{query}”.</p>}
            </div>
            <div className="multi__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onChange([])}
                disabled={selected.length === 0}
              >
                Clear
              </button>
              <button type="button" className="button button--primary" onClick={() => close()}>
                Done
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
