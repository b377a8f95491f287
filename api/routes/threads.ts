/**
 * /api/threads: conversations (docs/conversations.md) — an anonymous question on another member's
 * listing, and the conversation of each approved match, offer and deal. Only the two parties see a
 * thread (administrators read every one, and write in none); each request: validate → load →
 * authorize → service → presenter. Starting a thread and writing in one are network use (a lapsed
 * member is refused; their threads close); reading, marking read, muting and reporting are not.
 */
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import { createThreadMessageLimiter, createThreadStartLimiter } from '../auth/rate-limits';
import { now } from '../clock';
import { currentUser, requireAuth } from '../middleware/require-auth';
import { requireGoodStanding } from '../middleware/require-good-standing';
import { requireCompleteProfile } from '../middleware/require-profile';
import { validate } from '../middleware/validate';
import { authorizeQuestion, authorizeThread } from '../policies/thread';
import { assertThreadTextAnonymous } from '../policies/thread-anonymity';
import { presentStatus } from '../presenters/status';
import {
  presentThreadDetail,
  presentThreadList,
  presentThreadMessageCreated,
  presentThreadResponse,
} from '../presenters/thread';
import { findListing } from '../services/listings/find-listing';
import { loadSettings } from '../services/settings/read-settings';
import { askQuestion } from '../services/threads/ask-question';
import { listThreadMessages, listThreads, loadThread } from '../services/threads/load-thread';
import { markThreadRead } from '../services/threads/mark-thread-read';
import { muteThread } from '../services/threads/mute-thread';
import { postMessage } from '../services/threads/post-message';
import { reportMessage } from '../services/threads/report-message';
import {
  ZThreadCreateSchema,
  ZThreadMessageSchema,
  ZThreadMuteSchema,
  ZThreadReportSchema,
} from '../../shared/schemas/threads';

export function threadRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth, requireCompleteProfile);
  const goodStanding = requireGoodStanding(() => loadSettings(ctx));
  const startLimiter = createThreadStartLimiter(ctx);
  const messageLimiter = createThreadMessageLimiter(ctx);
  const standing = async () => ({ settings: await loadSettings(ctx), at: now() });
  const load = (req: Request) => loadThread(ctx.db, { uid: String(req.params.uid) });

  /** "Ask about this listing": a question thread with its first message (or another message in the asker's). */
  router.post(
    '/',
    goodStanding,
    validate(ZThreadCreateSchema, async (input, req, res) => {
      const asker = currentUser(req);
      const found = await findListing(ctx, { kind: input.kind, uid: input.listingUid });
      const at = now();
      authorizeQuestion(asker, found?.row ?? null, input.kind, at);
      assertThreadTextAnonymous(asker, 'question', input.body);
      // Counted once the question may be asked: each one tells another member (a note, a push).
      await startLimiter.check(req);
      const { loaded } = await askQuestion(ctx, { asker, listing: found!.row, kind: input.kind, body: input.body });
      res.status(201).json(presentThreadResponse(loaded, asker, await standing()));
    }),
  );

  /** The viewer's threads (an administrator may ask for every thread: ?all=true). */
  router.get('/', async (req, res) => {
    const viewer = currentUser(req);
    const everyone = viewer.isAdmin && req.query.all === 'true';
    const rows = await listThreads(ctx.db, { accountId: everyone ? null : viewer.id });
    res.json(presentThreadList(rows, viewer, await standing()));
  });

  // A GET writes nothing: the read receipts are POST …/read, which the PWA sends when it shows the thread.
  router.get('/:uid', async (req, res) => {
    const viewer = currentUser(req);
    const loaded = await load(req);
    const current = await standing();
    authorizeThread(viewer, 'view', loaded, current);
    const messages = await listThreadMessages(ctx.db, { threadId: loaded.thread.id });
    res.json(presentThreadDetail(loaded, messages, viewer, current));
  });

  router.post(
    '/:uid/messages',
    goodStanding,
    async (req, _res, next) => {
      await messageLimiter.check(req);
      next();
    },
    validate(ZThreadMessageSchema, async (input, req, res) => {
      const author = currentUser(req);
      const loaded = await load(req);
      authorizeThread(author, 'write', loaded, await standing());
      assertThreadTextAnonymous(author, loaded.thread.kind, input.body);
      const message = await postMessage(ctx, { loaded, author, body: input.body });
      res.status(201).json(presentThreadMessageCreated(message, author));
    }),
  );

  router.post('/:uid/read', async (req, res) => {
    const reader = currentUser(req);
    const loaded = await load(req);
    authorizeThread(reader, 'mark-read', loaded, await standing());
    await markThreadRead(ctx, { loaded, reader });
    res.json(presentStatus('read'));
  });

  router.post(
    '/:uid/mute',
    validate(ZThreadMuteSchema, async (input, req, res) => {
      const member = currentUser(req);
      const loaded = await load(req);
      const current = await standing();
      authorizeThread(member, 'mute', loaded, current);
      const muted = await muteThread(ctx, { loaded, member, muted: input.muted });
      res.json(presentThreadResponse(muted, member, current));
    }),
  );

  router.post(
    '/:uid/report',
    validate(ZThreadReportSchema, async (input, req, res) => {
      const reporter = currentUser(req);
      const loaded = await load(req);
      authorizeThread(reporter, 'report', loaded, await standing());
      await reportMessage(ctx, { loaded, reporter, messageUid: input.messageUid, reason: input.reason });
      res.status(201).json(presentStatus('reported'));
    }),
  );

  return router;
}
