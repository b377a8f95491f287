import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { formStyles } from '../../components/ui/Form';
import styles from './pwa.module.css';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { useToast } from '../../components/ui/Toast';
import { PushError, readPushState, turnOffPush, turnOnPush, PUSH_MESSAGES, type PushState } from './push';
import { useOnline } from './useOnline';

const STATE_TEXT: Record<PushState, string> = {
  unsupported: 'Not available in this browser.',
  blocked: 'Blocked in this browser’s settings.',
  off: 'Off on this device.',
  on: 'On: this device gets an alert for new proposals, accepted proposals and messages.',
};

/**
 * /account/notifications: 'Push notifications on this device' with Turn on / Turn off. Permission is
 * asked only when Turn on is clicked; failures are said in the section (and offline as a toast).
 */
export function PushSection() {
  const [state, setState] = useState<PushState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isOnline = useOnline();
  const toast = useToast();

  useEffect(() => {
    let isCurrent = true;
    void readPushState()
      .catch((): PushState => 'off')
      .then((next) => isCurrent && setState(next));
    return () => {
      isCurrent = false;
    };
  }, []);

  const toggle = useMutation({
    mutationFn: (action: 'on' | 'off') => (action === 'on' ? turnOnPush() : turnOffPush()),
    onSuccess: (_done, action) => {
      setState(action);
      toast({
        header: 'Push notifications',
        content:
          action === 'on'
            ? 'Push notifications are on for this device.'
            : 'Push notifications are off for this device.',
        type: 'success',
      });
    },
    // Awaited by the mutation: the button stays busy until the device's state is read again.
    onError: async (err) => {
      if (err instanceof ApiError) {
        toast({ header: err.title, content: err.message, type: 'error' });
        setProblem(err.message);
      } else {
        setProblem(err instanceof PushError ? err.message : PUSH_MESSAGES.timeout);
      }
      setState(await readPushState().catch((): PushState => 'off'));
    },
  });
  const isBusy = toggle.isPending;

  function run(action: 'on' | 'off') {
    setProblem(null);
    if (!isOnline) {
      toast({
        header: 'You are offline',
        content: 'You are offline. Check your connection and try again.',
        type: 'error',
      });
      return;
    }
    toggle.mutate(action);
  }

  const isOn = state === 'on';
  const canAct = state === 'on' || state === 'off' || state === 'blocked';
  return (
    <section className={`${cardClass} ${styles.pushSection}`} aria-labelledby="push-title" data-testid="push-section">
      <h2 id="push-title">Push notifications on this device</h2>
      <p className="muted">
        Alerts on this phone or computer, even when Recruiter Connect is closed. Your browser asks for permission when
        you turn them on.
      </p>
      <p className={styles.pushSectionState} role="status" aria-live="polite">
        <span
          className={isOn ? `${styles.pushSectionDot} ${styles.pushSectionDotOn}` : styles.pushSectionDot}
          aria-hidden="true"
        />
        {state === null ? 'Checking…' : STATE_TEXT[state]}
      </p>
      {problem && (
        <p className={styles.pushSectionProblem} role="alert">
          {problem}
        </p>
      )}
      {canAct && (
        <div className={formStyles.actions}>
          <Button
            variant={isOn ? 'secondary' : 'primary'}
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() => void run(isOn ? 'off' : 'on')}
          >
            {isBusy ? (isOn ? 'Turning off…' : 'Turning on…') : isOn ? 'Turn off' : 'Turn on'}
          </Button>
        </div>
      )}
    </section>
  );
}
