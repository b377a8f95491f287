import { useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/Button';
import styles from './pwa.module.css';
import { applyUpdate, updateState } from './update-state';

/** 'A new version is available — Reload', on every page, once a new version is waiting. */
export function UpdateBanner() {
  const isWaiting = useSyncExternalStore(updateState.subscribe, updateState.isWaiting, () => false);
  if (!isWaiting) return null;
  return (
    <div className={styles.pwaUpdate} role="status" aria-live="polite" data-testid="update-banner">
      <p className={styles.pwaUpdateText}>A new version is available</p>
      <Button onClick={applyUpdate}>Reload</Button>
    </div>
  );
}
