/**
 * Labelled form controls: TextInput (alias Field) and DateField here; TextArea, Select and Checkbox
 * beside it, in files of their own so a screen's chunk carries only the controls it uses (this file
 * is on the first public page). The label, hint and error are wired for screen readers; `limit`
 * takes the control's maxLength from the API's LIMITS (shared/constants.ts), so the form never
 * accepts what the API refuses.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { DATE_MAX, DATE_MIN, LIMITS } from '../../../../shared/constants';
import { formatDate } from '../../format/dates';
import moduleStyles from './Field.module.css';

/**
 * The field classes. A field and its error also carry `field` and `field__error`, stable hooks for
 * the code that finds a form's first error and focuses its control (ListingEditor).
 */
export const fieldStyles: CSSModuleClasses = {
  ...moduleStyles,
  field: `field ${moduleStyles.field}`,
  error: `field__error ${moduleStyles.error}`,
};
const styles = fieldStyles;

type Limit = keyof typeof LIMITS;
export type Described = { label: string; hint?: ReactNode; error?: string; className?: string };

export const joinIds = (...ids: unknown[]) =>
  ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ') || undefined;

/** The label, hint and error around one control (the other labelled controls use it too). */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
  after,
}: Described & { id: string; children: ReactNode; after?: ReactNode }) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {after}
      {hint && (
        <small id={`${id}-hint`} className={styles.hint}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      )}
    </div>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> &
  Described & { limit?: Limit; inputClassName?: string };

/** A labelled input. */
export function TextInput({
  id: givenId,
  label,
  hint,
  error,
  className,
  inputClassName,
  limit,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        className={inputClassName ? `${styles.control} ${inputClassName}` : styles.control}
        maxLength={limit ? LIMITS[limit] : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint && `${id}-hint`, error && `${id}-error`)}
        {...input}
      />
    </FieldFrame>
  );
}

/** The name the screens have used for a labelled input. */
export const Field = TextInput;

/**
 * A date, South African style. The browser's own date control is kept (a calendar on a phone), but
 * a desktop browser in an American locale shows it as mm/dd/yyyy — so the chosen day is also written
 * out under it ('Tuesday, 3 March 2026'), which no reader can misread.
 */
export function DateField({ hint, value, ...props }: Omit<TextInputProps, 'type' | 'value'> & { value: string }) {
  const written = /^\d{4}-\d{2}-\d{2}$/.test(value) ? writtenDay(value) : null;
  return (
    <TextInput
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
