/**
 * Labelled form controls: TextInput (alias Field) and DateField here; TextArea, Select and Checkbox
 * beside it, in files of their own so a screen's chunk carries only the controls it uses (this file
 * is on the first public page). The label, hint and error are wired for screen readers; `limit`
 * names the field's length limit in the API's LIMITS (shared/constants.ts): the field shows a
 * counter near it and never cuts text off (no maxLength, which silently drops the end of a paste);
 * the form's schema check names the rule when the text is too long.
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

/**
 * 'n / max' beside a control with a length limit. Past the limit the count turns red and says how
 * many characters are too many; `id` lets the control name it in aria-describedby.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length - max;
  const tone = over > 0 ? styles.counterOver : max - length < Math.min(50, max * 0.2) ? styles.counterLow : '';
  return (
    <small id={id} className={tone ? `${styles.counter} ${tone}` : styles.counter} data-testid="character-count">
      {length} / {max}
      <span className="visually-hidden"> characters</span>
      {over > 0 && <> · {over} too many</>}
    </small>
  );
}

/** A limited input shows its count always when asked (titles), else once the text nears the limit. */
export const isCountShown = (length: number, max: number, always = false) => always || length >= max * 0.8;

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'maxLength'> &
  Described & { limit?: Limit; isCountAlwaysShown?: boolean; inputClassName?: string };

/** A labelled input. */
export function TextInput({
  id: givenId,
  label,
  hint,
  error,
  className,
  inputClassName,
  limit,
  isCountAlwaysShown,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const max = limit ? LIMITS[limit] : undefined;
  const length = typeof input.value === 'string' ? input.value.length : 0;
  const hasCount = max !== undefined && isCountShown(length, max, isCountAlwaysShown);
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      after={hasCount ? <CharacterCount id={`${id}-count`} length={length} max={max} /> : undefined}
    >
      <input
        id={id}
        className={inputClassName ? `${styles.control} ${inputClassName}` : styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint && `${id}-hint`, hasCount && `${id}-count`, error && `${id}-error`)}
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
