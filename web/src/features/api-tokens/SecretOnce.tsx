/** A new token's secret, shown this once: Copy, and a warning that it will not be shown again. */
import { useState } from 'react';
import { cardClass } from '../../components/ui/Card';
import { Button } from '../../components/ui/Button';
import type { ApiTokenCreated } from '../../../../shared/types/api-tokens';
import styles from './api-tokens.module.css';

export function SecretOnce({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setIsCopied(true);
    } catch {
      // No clipboard (an old browser, a denied permission): the text is selectable as it is.
      setIsCopied(false);
    }
  }
  return (
    <section className={`${cardClass} ${styles.secretBox}`} aria-labelledby="secret-title" role="status">
      <h3 id="secret-title">Copy your new token “{created.token.name}”</h3>
      <p>
        <strong>It is shown only now.</strong> Store it somewhere safe, like a password manager or your tool’s secret
        settings; anyone who has it can act as you within its scopes. If you lose it, revoke it and make another.
      </p>
      <code className={styles.secret} data-testid="token-secret">
        {created.secret}
      </code>
      <div className={styles.actions}>
        <Button onClick={() => void handleCopy()}>{isCopied ? 'Copied' : 'Copy'}</Button>
        <Button variant="secondary" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </section>
  );
}
