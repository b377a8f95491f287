import { useId, type TextareaHTMLAttributes } from 'react';
import { CharacterCount, fieldStyles as styles, joinIds, type Described } from './Field';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'maxLength'> &
  Omit<Described, 'hint'> & {
    value: string;
    limit: number;
    hint?: string;
    /** More descriptions of the control (their ids), after its hint, counter and error. */
    describedBy?: string;
  };

/**
 * A textarea with a character counter for its limit (from LIMITS). It never cuts text off: past
 * the limit the counter says so and the form's check names the rule.
 */
export function TextArea({ label, value, limit, hint, error, className, describedBy, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.control}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hint && `${id}-hint`, `${id}-count`, error && `${id}-error`, describedBy)}
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
        <CharacterCount id={`${id}-count`} length={value.length} max={limit} />
      </div>
      {error && (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      )}
    </div>
  );
}
