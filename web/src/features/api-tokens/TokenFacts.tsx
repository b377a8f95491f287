/** A token's facts: scopes, prefix, made, expires, last used (and revoked, when it was). */
import { dateTime, formatDate } from '../../format/dates';
import { Badge } from '../../components/ui/Badge';
import type { ApiTokenView } from '../../../../shared/types/api-tokens';
import styles from './api-tokens.module.css';

export function TokenFacts({ token }: { token: ApiTokenView }) {
  return (
    <dl className={styles.facts}>
      <dt>Scopes</dt>
      <dd>
        <ul className={styles.scopes}>
          {token.scopes.map((scope) => (
            <Badge key={scope} as="li" tone="neutral" compact>
              {scope}
            </Badge>
          ))}
        </ul>
      </dd>
      <dt>Starts with</dt>
      <dd className={styles.code}>{token.prefix}…</dd>
      <dt>Made</dt>
      <dd>{formatDate(token.created)}</dd>
      <dt>Expires</dt>
      <dd>{token.expiresAt ? formatDate(token.expiresAt) : 'Never'}</dd>
      <dt>Last used</dt>
      <dd>{token.lastUsedAt ? dateTime(token.lastUsedAt) : 'Never'}</dd>
      {token.revokedAt ? (
        <>
          <dt>Revoked</dt>
          <dd>{dateTime(token.revokedAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}
