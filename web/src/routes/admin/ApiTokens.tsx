/**
 * Admin, API tokens: every member's personal API tokens (no secrets), whose they are, and Revoke
 * (asked first; audited). For a token that leaked or a member who should not use one.
 */
import { Link } from 'react-router-dom';
import { cardClass } from '../../components/ui/Card';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { useModal } from '../../components/ui/Dialog';
import { useToast } from '../../components/ui/Toast';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../api/client';
import { useAdminRevokeApiToken, useAllApiTokens } from '../../api/api-tokens';
import { TokenFacts } from '../../features/api-tokens/TokenFacts';
import styles from '../../features/api-tokens/api-tokens.module.css';
import type { AdminApiTokenView } from '../../../../shared/types/api-tokens';

function AdminTokenItem({ token }: { token: AdminApiTokenView }) {
  const toast = useToast();
  const modal = useModal();
  const revoke = useAdminRevokeApiToken({
    onSuccess: () => toast({ header: 'Token revoked', content: `“${token.name}” no longer works.`, type: 'success' }),
    onError: (err) =>
      toast({
        header: 'Token not revoked',
        content: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.',
        type: 'error',
      }),
  });
  return (
    <li className={`${cardClass} ${styles.item}`} data-testid="admin-api-token">
      <div className={styles.itemHead}>
        <h3 className={styles.itemName}>{token.name}</h3>
        {token.status === 'active' ? null : (
          <Badge tone={token.status === 'revoked' ? 'danger' : 'neutral'} compact>
            {token.status === 'revoked' ? 'Revoked' : 'Expired'}
          </Badge>
        )}
      </div>
      <p className={styles.meta}>
        <Link to={`/account/user/${token.owner.uid}`}>{token.owner.name || token.owner.email}</Link>
      </p>
      <TokenFacts token={token} />
      {token.status === 'active' ? (
        <div className={styles.actions}>
          <Button
            variant="danger"
            disabled={revoke.isPending}
            onClick={() =>
              modal({
                header: 'Revoke this token?',
                content: `${token.owner.name || token.owner.email}’s “${token.name}” will be refused from now on. The member is not told; this is recorded in their audit trail.`,
                options: [
                  { caption: 'Cancel', type: 'secondary' },
                  { caption: 'Revoke', type: 'danger', action: () => revoke.mutate(token.uid) },
                ],
              })
            }
          >
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export default function AdminApiTokens() {
  useDocumentTitle('API tokens');
  const { data, isPending, isError, error, refetch } = useAllApiTokens();
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
  return (
    <section aria-labelledby="admin-tokens-title" className={styles.page} data-testid="admin-api-tokens-page">
      <h2 id="admin-tokens-title">Members’ API tokens</h2>
      {data.items.length === 0 ? (
        <div className={cardClass}>
          <p>No member has made an API token yet.</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {data.items.map((token) => (
            <AdminTokenItem key={token.uid} token={token} />
          ))}
        </ul>
      )}
    </section>
  );
}
