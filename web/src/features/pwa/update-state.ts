/**
 * Whether a new version of the app is installed and waiting (set by register.ts, read by the
 * update banner). Kept apart from register.ts so the first page does not load workbox-window.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let apply: (() => void) | null = null;

export const updateState = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isWaiting: () => apply !== null,
};

/** register.ts: a new version waits; `applyIt` makes it take over. */
export function setUpdateWaiting(applyIt: (() => void) | null): void {
  apply = applyIt;
  for (const listener of listeners) listener();
}

/** Reload into the new version: the waiting worker takes over, then every open tab reloads. */
export function applyUpdate(): void {
  apply?.();
}
