/**
 * A modal of the same look as the spec's dialog (Dialog.tsx) holding a form of the caller's. A file
 * of its own: the entry script carries ModalProvider, and only the screens that ask for a password
 * or a confirmation load this.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

/**
 * A modal of the same look holding a form of the caller's: it stays open until the caller closes
 * it (a refused password keeps it open with the server's message), and Escape or the browser
 * closing it calls `onClose`.
 */
export function FormDialog({
  isOpen,
  labelledBy,
  onClose,
  children,
}: {
  isOpen: boolean;
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={labelledBy} onClose={onClose}>
      {isOpen && children}
    </dialog>
  );
}

/** The option buttons' row of a dialog (FormDialog content ends with it). */
export const dialogOptionsClass = styles.options;
