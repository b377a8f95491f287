/**
 * GET /api/events: the signed-in member's live updates as Server-Sent Events (api/live/). Each
 * event is a nudge — `note` (the bell), `message` (`data.thread`: a conversation), `deal`
 * (`data.deal`: a timeline), `resync` (anything may have changed) — and the tab refetches what it
 * shows through the usual routes, so no rule of who sees what lives here. A comment line every
 * HEARTBEAT_MS keeps proxies from closing a quiet stream; `retry` tells the browser how long to
 * wait before reconnecting.
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { BusyError, RateLimitError } from '../errors';
import { currentUser, requireAuth } from '../middleware/require-auth';
import type { LiveStream } from '../live/live-hub';
import { MESSAGES } from '../../shared/messages';

const HEARTBEAT_MS = 25_000;
const RECONNECT_MS = 5_000;

export function liveEventRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/', requireAuth, (req, res) => {
    // Nothing is written once the response has ended (a write after end() is an error event
    // that nothing here would handle): the hub ends a stream whose session is gone.
    const isOpen = () => !res.writableEnded && !res.destroyed;
    const stream: LiveStream = {
      send: (event, data) => {
        if (isOpen()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      close: () => {
        if (isOpen()) res.end();
      },
    };
    // The stream ends with its session (a sign-out, an offboarding, an expiry: live-hub.ts).
    const admission = ctx.live.join({ sid: req.sessionID, accountId: currentUser(req).id }, stream);
    if (!admission.admitted) {
      throw admission.reason === 'process-full'
        ? new BusyError(MESSAGES.liveStreamsBusy, 60)
        : new RateLimitError(MESSAGES.liveStreamsPerAccount, 60);
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware leaves the stream alone (it would hold events back).
      'Cache-Control': 'no-store, no-transform',
      // nginx and others: pass each event on as it comes.
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${RECONNECT_MS}\n\n`);
    const heartbeat = setInterval(() => isOpen() && res.write(': still here\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.on('close', () => {
      clearInterval(heartbeat);
      admission.leave();
    });
  });

  return router;
}
