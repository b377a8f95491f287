import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'accent' | 'on-brand' | 'link';
export type ButtonSize = 'medium' | 'small';
type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string };

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  danger: styles.danger,
  'danger-outline': styles.dangerOutline,
  accent: styles.accent,
  'on-brand': styles.onBrand,
  link: styles.link,
};

/** The classes of a button's look, for a router <Link> or <a> that is shown as a button. */
export function buttonClass({ variant = 'primary', size = 'medium', block = false, className }: ButtonLook = {}) {
  return [styles.button, VARIANT_CLASS[variant], size === 'small' && styles.small, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** While its action runs the button is disabled and says so (aria-busy), so it is not sent twice. */
    isBusy?: boolean;
  };

/** A button; `type` defaults to "button" so a button in a form submits only when it says so. */
export function Button({
  variant,
  size,
  block,
  className,
  isBusy = false,
  disabled,
  type = 'button',
  ...button
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block, className })}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...button}
    />
  );
}
