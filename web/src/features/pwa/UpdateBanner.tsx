import { useSyncExternalStore } from 'react';
import { applyUpdate, updateState } from './update-state';
import './pwa.css';

/** 'A new version is available — Reload', on every page, once a new version is waiting. */
export function UpdateBanner() {
  const isWaiting = useSyncExternalStore(updateState.subscribe, updateState.isWaiting, () => false);
  if (!isWaiting) return null;
  return (
    <div className="pwa-update" role="status" aria-live="polite" data-testid="update-banner">
      <p className="pwa-update__text">A new version is available</p>
      <button type="button" className="button button--primary pwa-update__button" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  );
}
