import type { ReactNode, Ref } from 'react';
import styles from './Sheet.module.css';

type SheetProps = {
  id?: string;
  isOpen: boolean;
  /** The id of the element naming the sheet (it is a dialog). */
  labelledBy: string;
  /** A tap on the backdrop. */
  onDismiss: () => void;
  /** From 900 px a popover under its (position: relative) parent instead of a bottom sheet. */
  popover?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
};

/**
 * A bottom sheet on a phone over a dimmed screen. The panel stays in the document while closed
 * (hidden), so the control that opens it can name it in aria-controls. Focus and Escape are the
 * caller's: it knows which control to return to.
 */
export function Sheet({ id, isOpen, labelledBy, onDismiss, popover = false, className, ref, children }: SheetProps) {
  const look = popover ? ` ${styles.popover}` : '';
  return (
    <>
      {isOpen && <div className={`${styles.backdrop}${look}`} aria-hidden="true" onClick={onDismiss} />}
      <div
        ref={ref}
        id={id}
        className={`${styles.sheet}${look}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-labelledby={labelledBy}
        hidden={!isOpen}
      >
        {isOpen && children}
      </div>
    </>
  );
}
