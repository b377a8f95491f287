/**
 * The toast queue of spec “Screen details”: header, content and type (error, alert, success); each is
 * shown for 3 s, fades out, and 0.5 s later the next one starts.
 *
 * A queue must only say what is still true. Every toast belongs to a scope — by default the
 * component (one form, one set of actions) that raised it — and a new toast of a scope replaces
 * that scope's toasts still waiting, and the one on show: a success after three failed saves is
 * shown at once, not after ~10 s of errors that no longer hold, and 'Un-approve' is not followed by
 * a stale 'Approve'. At most MAX_WAITING others wait behind the one on show.
 */
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TOAST_GAP_MS, TOAST_SHOW_MS } from '../../../../shared/constants';
import styles from './Toast.module.css';

export type ToastType = 'error' | 'alert' | 'success';
export type Toast = { header: string; content: string; type: ToastType };
export type QueuedToast = Toast & { id: number; scope: string };

export const MAX_WAITING_TOASTS = 3;

const ToastContext = createContext<(toast: Toast, scope: string) => void>(() => undefined);

/** The queue after `toast` arrives (pure, so the rules read in one place). */
export function enqueueToast(queue: QueuedToast[], toast: QueuedToast): QueuedToast[] {
  const [current, ...waiting] = queue;
  const others = waiting.filter((t) => t.scope !== toast.scope);
  // The toast on show is replaced too when it is of the same scope: it is no longer true.
  const head = current && current.scope !== toast.scope ? [current] : [];
  const next = [...others, toast];
  return [...head, ...next.slice(Math.max(0, next.length - MAX_WAITING_TOASTS))];
}

/**
 * Shows toasts of one scope. Without `scope`, the calling component is the scope; hooks that
 * serve one form together (its checks and its save) pass the same scope.
 */
export function useToast(scope?: string) {
  const push = useContext(ToastContext);
  const ownScope = useId();
  const resolved = scope ?? ownScope;
  return useCallback((toast: Toast) => push(toast, resolved), [push, resolved]);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [leavingId, setLeavingId] = useState<number | null>(null);
  const nextId = useRef(1);
  const current = queue[0];
  const currentId = current?.id;

  const push = useCallback(
    (toast: Toast, scope: string) => setQueue((q) => enqueueToast(q, { ...toast, scope, id: nextId.current++ })),
    [],
  );

  useEffect(() => {
    if (currentId === undefined) return;
    const fade = window.setTimeout(() => setLeavingId(currentId), TOAST_SHOW_MS);
    const done = window.setTimeout(
      () => setQueue((q) => (q[0]?.id === currentId ? q.slice(1) : q)),
      TOAST_SHOW_MS + TOAST_GAP_MS,
    );
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(done);
    };
  }, [currentId]);

  return (
    <ToastContext.Provider value={push}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {current && (
          <div
            key={current.id}
            // `toast toast--<type>` are stable hooks for the e2e tests; the look is the module's.
            className={[
              'toast',
              `toast--${current.type}`,
              styles.toast,
              styles[current.type],
              leavingId === current.id && styles.leaving,
            ]
              .filter(Boolean)
              .join(' ')}
            data-testid="toast"
          >
            <strong className="toast__header">{current.header}</strong>
            <span className="toast__content">{current.content}</span>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
