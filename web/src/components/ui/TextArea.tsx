import { useId, type TextareaHTMLAttributes } from 'react';
import { fieldStyles as styles, joinIds, type Described } from './Field';

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
