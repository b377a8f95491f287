/**
 * /api/unsubscribe/:token: the one-click unsubscribe of bulk messages, alerts and digests (RFC
 * 8058; the List-Unsubscribe header and the mail's footer, api/services/mail/unsubscribe-links.ts).
 * No session: the signed token is the authority, for its member's toggles it names only.
 *
 * - POST turns them off. A mail client sends it itself ("List-Unsubscribe=One-Click", form-encoded,
 *   from no page of ours), so the route is mounted before the JSON API's same-site guard: it reads
 *   no cookie, so there is no session to forge a request with, and the body is not read.
 * - GET changes nothing (mail scanners and clients fetch links ahead of the member): it shows what
 *   the link does and a button that POSTs.
 *
 * A token that does not verify, or whose account is gone: 404, changing nothing.
 */
import { Router, type Response } from 'express';
import type { AppContext } from '../context';
import { readUnsubscribeToken } from '../auth/unsubscribe-tokens';
import { NotFoundError } from '../errors';
import {
  presentUnsubscribePage,
  presentUnsubscribed,
  UNSUBSCRIBE_INVALID_MESSAGE,
  UNSUBSCRIBE_INVALID_TITLE,
} from '../presenters/unsubscribe';
import { unsubscribeByLink } from '../services/accounts/unsubscribe-by-link';

export function unsubscribeRoutes(ctx: AppContext): Router {
  const router = Router();
  const appUrl = ctx.config.appUrl;
  const grantOf = (token: unknown) => readUnsubscribeToken(ctx.sessionSecret, String(token));

  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  // Answers are negotiated: a browser (Accept: text/html first) gets the page; a mail client's
  // POST and any other client (*/*, JSON) the API's JSON, errors in the contract's body.
  const invalid = (res: Response) => {
    const refuse = () => {
      throw new NotFoundError(UNSUBSCRIBE_INVALID_MESSAGE, UNSUBSCRIBE_INVALID_TITLE);
    };
    res.status(404).format({
      json: refuse,
      html: () => res.send(presentUnsubscribePage({ state: 'invalid' }, appUrl)),
      default: refuse,
    });
  };

  router.get('/:token', (req, res) => {
    const grant = grantOf(req.params.token);
    if (!grant) return invalid(res);
    res.type('html').send(presentUnsubscribePage({ state: 'confirm', toggles: grant.toggles }, appUrl));
  });

  router.post('/:token', async (req, res) => {
    const grant = grantOf(req.params.token);
    if (!grant || !(await unsubscribeByLink(ctx, grant))) return invalid(res);
    const json = () => res.json(presentUnsubscribed(grant.toggles));
    res.format({
      json,
      html: () => res.send(presentUnsubscribePage({ state: 'done', toggles: grant.toggles }, appUrl)),
      default: json,
    });
  });

  return router;
}
