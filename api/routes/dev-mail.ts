import { Router } from 'express';
import type { AppContext } from '../context';
import { NotFoundError } from '../errors';
import { escapeHtml } from '../mail/layout';
import { presentSentMail } from '../presenters/sent-mail';
import { listSentMails } from '../services/mail/list-sent-mails';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a Host header ('localhost:5173' → 'localhost'), or null if it is not one. */
function hostnameOf(header: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::[0-9]{1,5})?$/.exec((header ?? '').toLowerCase());
  return match?.[1] ?? null;
}

/**
 * The development mailbox: mails the app "sent" while no SMTP server is configured.
 * Mounted only when config.devMailbox is true (never in production).
 *
 * It shows activation and reset links, so it answers only when the Host header is the app's own
 * (APP_URL) or a loopback name. A page on another name that resolves to this machine (DNS
 * rebinding) sends its own name as Host, and gets 404.
 */
export function devMailRoutes(ctx: AppContext): Router {
  const router = Router();
  const appHost = new URL(ctx.config.appUrl).hostname;

  router.use((req, _res, next) => {
    const hostname = hostnameOf(req.headers.host);
    if (hostname !== null && (hostname === appHost || LOOPBACK_NAMES.has(hostname))) return next();
    next(new NotFoundError('There is no such page.'));
  });

  const latest = () => listSentMails(ctx);

  router.get('/mail.json', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await latest()).map(presentSentMail));
  });

  router.get('/mail', async (_req, res) => {
    const mails = await latest();
    const linkify = (text: string) =>
      escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${m.sentAt.toISOString()}</p>
<pre>${linkify(m.text ?? '')}</pre></article>`,
      )
      .join('\n');
    res.set('Cache-Control', 'no-store');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Recruiter Connect | Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#1c2733}
article{border:1px solid #dde3e8;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:1.05rem;margin:0 0 4px}.meta{color:#555;margin:0 0 8px;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit}</style></head>
<body><h1>Dev mailbox</h1><p>Mails sent while no SMTP server is configured, newest first.
This page does not exist in production.</p>${items || '<p>No mail yet.</p>'}</body></html>`);
  });

  return router;
}
