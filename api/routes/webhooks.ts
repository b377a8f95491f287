/**
 * /api/me/webhooks: a member's webhook endpoints (docs/webhooks.md), only ever their own (anyone
 * else's is 404, administrators' too). None of it is network use: a lapsed member may still see,
 * change and delete theirs (they are sent no events meanwhile).
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { isUuid } from '../ids';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireCompleteProfile } from '../middleware/require-profile';
import { validate } from '../middleware/validate';
import { authorizeWebhook } from '../policies/webhook';
import {
  presentWebhookCreated,
  presentWebhookDeliveryList,
  presentWebhookList,
  presentWebhookResponse,
  presentWebhookTestQueued,
} from '../presenters/webhook';
import { checkWebhookUrl } from '../services/webhooks/check-webhook-url';
import { sendWebhookTest } from '../services/webhooks/send-webhook-test';
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  listWebhookDeliveries,
  listWebhooks,
  updateWebhook,
} from '../services/webhooks/webhook-endpoints';
import { ZWebhookCreateSchema, ZWebhookUpdateSchema } from '../../shared/schemas/webhook';

export function webhookRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);
  const load = async (req: Request) => {
    const uid = String(req.params.uid);
    const row = isUuid(uid) ? await findWebhook(ctx.db, uid) : undefined;
    authorizeWebhook(currentUser(req), row);
    return row;
  };

  router.get('/', async (req, res) => {
    res.json(presentWebhookList(await listWebhooks(ctx.db, currentUser(req).id)));
  });

  router.post(
    '/',
    validate(ZWebhookCreateSchema, async (input, req, res) => {
      await checkWebhookUrl(ctx, input.url);
      const { row, secret } = await createWebhook(ctx, { accountId: currentUser(req).id, input });
      res.status(201).json(presentWebhookCreated(row, secret));
    }),
  );

  router.patch(
    '/:uid',
    validate(ZWebhookUpdateSchema, async (input, req, res) => {
      const row = await load(req);
      res.json(presentWebhookResponse(await updateWebhook(ctx.db, { row, input })));
    }),
  );

  router.delete('/:uid', async (req, res) => {
    await deleteWebhook(ctx.db, await load(req));
    res.status(204).end();
  });

  router.post('/:uid/test', async (req, res) => {
    const row = await load(req);
    res.status(202).json(presentWebhookTestQueued(await sendWebhookTest(ctx, { row })));
  });

  router.get('/:uid/deliveries', async (req, res) => {
    const row = await load(req);
    res.json(presentWebhookDeliveryList(await listWebhookDeliveries(ctx.db, row.id)));
  });

  return router;
}
