/**
 * Personal API tokens (docs/api-tokens.md). /api/me/tokens: a member's own, made (the secret shown
 * this once), listed and revoked; a member's session only, never a token (api/auth/token-scopes.ts).
 * /api/admin/tokens: every member's, listed and revoked by an administrator (audited).
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { currentUser, requireAdmin, requireAuth } from '../middleware/require-auth';
import { validate } from '../middleware/validate';
import { authorizeOwnApiToken } from '../policies/api-token';
import {
  presentAdminApiTokenList,
  presentApiTokenCreated,
  presentApiTokenList,
  presentApiTokenResponse,
} from '../presenters/api-token';
import {
  createApiToken,
  findApiToken,
  listAllApiTokens,
  listApiTokens,
  revokeApiToken,
} from '../services/api-tokens/api-tokens';
import { logSecurityEvent } from '../security-log';
import { isUuid } from '../ids';
import { now } from '../clock';
import { NotFoundError } from '../errors';
import { ZApiTokenCreateSchema, API_TOKEN_MESSAGES } from '../../shared/schemas/api-token';

export function myApiTokenRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    res.json(presentApiTokenList(await listApiTokens(ctx.db, currentUser(req).id), now()));
  });

  router.post(
    '/',
    validate(ZApiTokenCreateSchema, async (input, req, res) => {
      const { row, secret } = await createApiToken(ctx, { accountId: currentUser(req).id, input });
      logSecurityEvent(req, 'api-token.created', { tokenId: row.id, scopes: row.scopes });
      res.status(201).json(presentApiTokenCreated(row, secret, now()));
    }),
  );

  router.delete('/:uid', async (req, res) => {
    const uid = String(req.params.uid);
    const user = currentUser(req);
    const row = isUuid(uid) ? await findApiToken(ctx.db, uid) : undefined;
    authorizeOwnApiToken(user, row);
    await revokeApiToken(ctx, { row, by: user, isAdminAction: false });
    logSecurityEvent(req, 'api-token.revoked', { tokenId: row.id });
    res.status(204).end();
  });

  return router;
}

export function adminApiTokenRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAdmin);

  router.get('/', async (_req, res) => {
    res.json(presentAdminApiTokenList(await listAllApiTokens(ctx.db), now()));
  });

  router.delete('/:uid', async (req, res) => {
    const uid = String(req.params.uid);
    const row = isUuid(uid) ? await findApiToken(ctx.db, uid) : undefined;
    if (!row) throw new NotFoundError(API_TOKEN_MESSAGES.notFound);
    const revoked = await revokeApiToken(ctx, { row, by: currentUser(req), isAdminAction: true });
    logSecurityEvent(req, 'api-token.revoked', { tokenId: row.id, memberId: row.accountId });
    res.json(presentApiTokenResponse(revoked, now()));
  });

  return router;
}
