import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { DATE_MAX, DATE_MIN } from '../../../shared/constants';
import { formatDate } from '../format/dates';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode; error?: string };

/** A labelled input; the label, hint and error are wired for screen readers. */
export function Field({ label, hint, error, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="field__error">
          {error}
        </small>
      )}
    </div>
  );
}

/**
 * A date, South African style. The browser's own date control is kept (a calendar on a phone), but
 * a desktop browser in an American locale shows it as mm/dd/yyyy — so the chosen day is also written
 * out under it ('Tuesday, 3 March 2026'), which no reader can misread.
 */
export function DateField({ hint, value, ...props }: Omit<FieldProps, 'type' | 'value'> & { value: string }) {
  const written = /^\d{4}-\d{2}-\d{2}$/.test(value) ? writtenDay(value) : null;
  return (
    <Field
      // The API's bounds for any date (shared/schemas/dates.ts): the picker offers nothing it refuses.
      min={DATE_MIN}
      max={DATE_MAX}
      {...props}
      type="date"
      lang="en-ZA"
      value={value}
      hint={
        written || hint ? (
          <>
            {written && <span data-testid="date-written">{written}</span>}
            {written && hint ? ' · ' : null}
            {hint}
          </>
        ) : undefined
      }
    />
  );
}

function writtenDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  // Noon, so no time zone moves it to the day before or after.
  const date = new Date(year, month - 1, day, 12);
  return `${WEEKDAYS[date.getDay()]}, ${formatDate(date)}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
