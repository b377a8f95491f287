import { useId, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldStyles as styles, joinIds, type Described } from './Field';

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
