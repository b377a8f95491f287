/**
 * The modal dialog of spec “Screen details”: a header, content and option buttons (caption, type,
 * action). Choosing an option runs its action and closes the dialog. Built on <dialog>, so
 * focus is trapped and Escape closes it.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import styles from './Dialog.module.css';

export type ModalOption = { caption: string; type?: 'primary' | 'secondary' | 'danger'; action?: () => void };
export type ModalSpec = { header: string; content: ReactNode; options: ModalOption[] };

const ModalContext = createContext<(modal: ModalSpec) => void>(() => undefined);

export function useModal() {
  return useContext(ModalContext);
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ModalSpec | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = useCallback((spec: ModalSpec) => setModal(spec), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (modal && !dialog.open) dialog.showModal();
    if (!modal && dialog.open) dialog.close();
  }, [modal]);

  const choose = (option: ModalOption) => {
    setModal(null);
    option.action?.();
  };

  return (
    <ModalContext.Provider value={open}>
      {children}
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="modal-header" onClose={() => setModal(null)}>
        {modal && (
          <>
            <h2 id="modal-header">{modal.header}</h2>
            <div>{modal.content}</div>
            <div className={styles.options}>
              {modal.options.map((option) => (
                <Button key={option.caption} variant={option.type ?? 'primary'} onClick={() => choose(option)}>
                  {option.caption}
                </Button>
              ))}
            </div>
          </>
        )}
      </dialog>
    </ModalContext.Provider>
  );
}
