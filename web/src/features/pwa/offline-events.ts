/**
 * A small bus between code outside React (the query client's mutation cache) and the screens:
 * a write that was refused because the device is offline is announced here and shown as a toast
 * by the offline banner (features/pwa/OfflineBanner.tsx).
 */
import type { ApiError } from '../../api/client';

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

export function reportRefusedWrite(error: ApiError): void {
  for (const listener of listeners) listener(error);
}

export function onRefusedWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
