import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldStyles as styles } from './Field';

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
