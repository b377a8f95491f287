/**
 * My Account, API tokens (docs/api-tokens.md): the member's personal API tokens (name, scopes,
 * prefix, made, expires, last used), "New token" (a dialog: name, scopes, expiry, 90 days unless
 * changed), the secret shown once with Copy and a warning, Revoke (asked first). A link to the API
 * reference. Empty, it says what a token is for.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cardClass } from '../../components/ui/Card';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { useModal } from '../../components/ui/Dialog';
import { useToast } from '../../components/ui/Toast';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../api/client';
import { useApiTokens, useRevokeApiToken } from '../../api/api-tokens';
import { CreateTokenDialog } from '../../features/api-tokens/CreateTokenDialog';
import { SecretOnce } from '../../features/api-tokens/SecretOnce';
import { TokenFacts } from '../../features/api-tokens/TokenFacts';
import styles from '../../features/api-tokens/api-tokens.module.css';
import type { ApiTokenCreated, ApiTokenView } from '../../../../shared/types/api-tokens';

function TokenItem({ token }: { token: ApiTokenView }) {
  const toast = useToast();
  const modal = useModal();
  const revoke = useRevokeApiToken({
    onSuccess: () => toast({ header: 'Token revoked', content: `“${token.name}” no longer works.`, type: 'success' }),
    onError: (err) =>
      toast({
        header: 'Token not revoked',
        content: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.',
        type: 'error',
      }),
  });
  function handleRevoke() {
    modal({
      header: 'Revoke this token?',
      content: `Anything using “${token.name}” will be refused from now on. This cannot be undone.`,
      options: [
        { caption: 'Cancel', type: 'secondary' },
        { caption: 'Revoke', type: 'danger', action: () => revoke.mutate(token.uid) },
      ],
    });
  }
  return (
    <li className={`${cardClass} ${styles.item}`} data-testid="api-token">
      <div className={styles.itemHead}>
        <h3 className={styles.itemName}>{token.name}</h3>
        {token.status === 'active' ? null : (
          <Badge tone={token.status === 'revoked' ? 'danger' : 'neutral'} compact>
            {token.status === 'revoked' ? 'Revoked' : 'Expired'}
          </Badge>
        )}
      </div>
      <TokenFacts token={token} />
      {token.status === 'active' ? (
        <div className={styles.actions}>
          <Button variant="danger" disabled={revoke.isPending} onClick={handleRevoke}>
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export default function ApiTokens() {
  useDocumentTitle('API tokens');
  const { data, isPending, isError, error, refetch } = useApiTokens();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <section className={cardClass} role="alert">
        <p>{error.message}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </section>
    );
  const working = data.items.filter((t) => t.status === 'active').length;
  return (
    <section aria-labelledby="tokens-title" className={styles.page} data-testid="api-tokens-page">
      <h2 id="tokens-title">API tokens</h2>
      {created ? (
        <SecretOnce created={created} onDone={() => setCreated(null)} />
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setIsCreating(true)} disabled={working >= data.limit}>
            New token
          </Button>
          <Link to="/account/api">API reference</Link>
        </div>
      )}
      <p className={styles.meta}>
        A token lets a script or another system use Recruiter Connect as you, within the scopes you choose. Send it as{' '}
        <code className={styles.code}>Authorization: Bearer &lt;token&gt;</code>. {working} of {data.limit} working
        tokens.
      </p>
      {data.items.length === 0 ? (
        <div className={cardClass}>
          <p>No tokens yet. Make one when a tool needs to read listings or post them for you.</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {data.items.map((token) => (
            <TokenItem key={token.uid} token={token} />
          ))}
        </ul>
      )}
      <CreateTokenDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(made) => {
          setIsCreating(false);
          setCreated(made);
        }}
      />
    </section>
  );
}
