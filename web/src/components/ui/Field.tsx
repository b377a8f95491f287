/**
 * Labelled form controls: TextInput (alias Field), DateField, TextArea, Select and Checkbox. The
 * label, hint and error are wired for screen readers; `limit` takes the control's maxLength from
 * the API's LIMITS (shared/constants.ts), so the form never accepts what the API refuses.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
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
type Described = { label: string; hint?: ReactNode; error?: string; className?: string };

const joinIds = (...ids: unknown[]) =>
  ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ') || undefined;

/** The label, hint and error around one control. */
function FieldFrame({
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

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  Omit<Described, 'hint'> & { value: string; maxLength: number; hint?: string };

/** A textarea with its maxLength (from LIMITS) and a character counter. */
export function TextArea({ label, value, maxLength, hint, error, className, ...textarea }: TextAreaProps) {
  const id = useId();
  const left = maxLength - value.length;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.control}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint && `${id}-hint`, `${id}-count`, error && `${id}-error`)}
        {...textarea}
      />
      <div className={styles.meta}>
        {hint ? (
          <small id={`${id}-hint`} className={styles.hint}>
            {hint}
          </small>
        ) : (
          <span />
        )}
        <small id={`${id}-count`} className={left < 50 ? `${styles.counter} ${styles.counterLow}` : styles.counter}>
          {value.length} / {maxLength}
          <span className="visually-hidden"> characters</span>
        </small>
      </div>
      {error && (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      )}
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  Described & { selectClassName?: string };

/** A labelled native select; its options are the children. */
export function Select({
  id: givenId,
  label,
  hint,
  error,
  className,
  selectClassName,
  children,
  ...select
}: SelectProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        className={selectClassName ? `${styles.control} ${selectClassName}` : styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint && `${id}-hint`, error && `${id}-error`)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  children: ReactNode;
  className?: string;
};

/** A checkbox with its label beside it (a 44 px row). */
export function Checkbox({ children, className, ...input }: CheckboxProps) {
  return (
    <label className={className ? `${styles.checkbox} ${className}` : styles.checkbox}>
      <input type="checkbox" {...input} />
      <span>{children}</span>
    </label>
  );
}
