/**
 * The toast queue of spec §2.3: header, content and type (error, alert, success); each is
 * shown for 3 s, fades out, and 0.5 s later the next one starts.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { TOAST_GAP_MS, TOAST_SHOW_MS } from '../../../shared/constants';

export type ToastType = 'error' | 'alert' | 'success';
export type Toast = { header: string; content: string; type: ToastType };
type QueuedToast = Toast & { id: number };

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [leavingId, setLeavingId] = useState<number | null>(null);
  const nextId = useRef(1);
  const current = queue[0];
  const currentId = current?.id;

  const push = useCallback((toast: Toast) => setQueue((q) => [...q, { ...toast, id: nextId.current++ }]), []);

  useEffect(() => {
    if (currentId === undefined) return;
    const fade = window.setTimeout(() => setLeavingId(currentId), TOAST_SHOW_MS);
    const done = window.setTimeout(() => setQueue((q) => q.slice(1)), TOAST_SHOW_MS + TOAST_GAP_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(done);
    };
  }, [currentId]);

  return (
    <ToastContext.Provider value={push}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {current && (
          <div
            key={current.id}
            className={`toast toast--${current.type}${leavingId === current.id ? ' toast--leaving' : ''}`}
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
