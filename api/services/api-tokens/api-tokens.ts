/**
 * Personal API tokens (docs/api-tokens.md): made, listed and revoked. The secret is made here and
 * handed back once; only its SHA-256 and first characters are stored.
 */
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { accounts, apiTokens, auditLog } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Account, ApiTokenRow, ApiTokenWithOwner } from '../../domain/rows';
import { ConflictError } from '../../errors';
import { newApiTokenSecret } from '../../auth/api-tokens';
import { now } from '../../clock';
import { API_TOKEN_MESSAGES, API_TOKENS_PER_MEMBER } from '../../../shared/rules/api-tokens';
import type { TApiTokenCreate } from '../../../shared/schemas/api-token';

/** A new token of `accountId`'s, and its secret (never stored). 409 past the member's limit of working tokens. */
export async function createApiToken(
  ctx: AppContext,
  options: { accountId: string; input: TApiTokenCreate },
): Promise<{ row: ApiTokenRow; secret: string }> {
  const { accountId, input } = options;
  const { secret, prefix, hash } = newApiTokenSecret();
  const at = now();
  return withTransaction(ctx, async (tx) => {
    // One member's two creates at once cannot both pass the count.
    await tx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [held] = await tx.db
      .select({ n: count() })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.accountId, accountId),
          isNull(apiTokens.revokedAt),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, at)),
        ),
      );
    if ((held?.n ?? 0) >= API_TOKENS_PER_MEMBER) throw new ConflictError(API_TOKEN_MESSAGES.tooMany, 'Token not made');
    const [row] = await tx.db
      .insert(apiTokens)
      .values({
        accountId,
        name: input.name,
        scopes: input.scopes,
        prefix,
        tokenHash: hash,
        createdAt: at,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning();
    return { row: row!, secret };
  });
}

export async function listApiTokens(db: Db, accountId: string): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(eq(apiTokens.accountId, accountId)).orderBy(desc(apiTokens.createdAt));
}

export async function findApiToken(db: Db, id: string): Promise<ApiTokenRow | undefined> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  return row;
}

/** Every member's tokens, newest first (the administrators' list). */
export async function listAllApiTokens(db: Db, limit = 500): Promise<ApiTokenWithOwner[]> {
  const rows = await db
    .select({
      token: apiTokens,
      owner: { id: accounts.id, firstname: accounts.firstname, lastname: accounts.lastname, email: accounts.email },
    })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .orderBy(desc(apiTokens.createdAt))
    .limit(limit);
  return rows.map(({ token, owner }) => ({ ...token, owner }));
}

/**
 * Revokes a token (it answers 401 from the next request on, in every web process: the session
 * cache forgets it). Revoking a revoked one changes nothing. An administrator's revocation of
 * someone else's token is in the audit log.
 */
export async function revokeApiToken(
  ctx: AppContext,
  options: { row: ApiTokenRow; by: Account; isAdminAction: boolean },
): Promise<ApiTokenRow> {
  const { row, by, isAdminAction } = options;
  if (row.revokedAt) return row;
  return withTransaction(ctx, async (tx) => {
    const [revoked] = await tx.db
      .update(apiTokens)
      .set({ revokedAt: now(), revokedBy: by.id })
      .where(and(eq(apiTokens.id, row.id), isNull(apiTokens.revokedAt)))
      .returning();
    if (isAdminAction && revoked) {
      await tx.db.insert(auditLog).values({
        actorId: by.id,
        action: 'api-token.revoked',
        targetType: 'account',
        targetId: row.accountId,
        details: { tokenId: row.id, name: row.name, prefix: row.prefix },
      });
    }
    return revoked ?? (await findApiToken(tx.db, row.id)) ?? row;
  });
}
