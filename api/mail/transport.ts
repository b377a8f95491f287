/**
 * Delivery of one rendered mail. With SMTP_URL: nodemailer over SMTP, DKIM-signed when the DKIM
 * settings are given. Without it (never in production) the mail is only kept in `sent_mails`,
 * which /dev/mail shows.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../env';
import { mailsTotal } from '../metrics/registry';
import type { RenderedMail } from './layout';

/**
 * The headers a DKIM signature covers: nodemailer's default list (RFC 4871 section 5.5, List-Unsubscribe
 * included) and List-Unsubscribe-Post, which RFC 8058 section 4 requires signed with it, so a one-click
 * unsubscribe cannot be added to a signed mail by someone on the way.
 */
export const DKIM_SIGNED_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:' +
  'Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:' +
  'In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:' +
  'List-Owner:List-Archive';

/** nodemailer's limits for one send: the TCP connection, the server's greeting, any silence after. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * How long one send can take against an unresponsive server before nodemailer gives up (each limit
 * in turn). The mail queues' job expiry is a multiple of it, so a slow but live send is never
 * taken for a dead one (api/jobs/queues.ts).
 */
export const SMTP_SEND_LIMIT_SECONDS =
  (SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout) / 1000;

export type Mailer = {
  /** Whether the mail body is delivered elsewhere (SMTP) or kept in the dev mailbox. */
  readonly kind: 'smtp' | 'dev-mailbox';
  /** `listUnsubscribe`: the mail's one-click unsubscribe URL (RFC 8058), for a bulk message, an alert or a digest. */
  send(mail: RenderedMail & { to: string; messageId: string; listUnsubscribe?: string }): Promise<void>;
  close(): void;
};

/**
 * `pooled`: keep up to `maxConnections` SMTP connections open and send over them concurrently
 * (nodemailer's pool), for the bulk mail worker: a connection and its greeting per mail cost more
 * than the mail itself. Without it, each mail opens its own connection (the urgent queue: a mail
 * every now and then, never stuck behind a pool busy with a bulk message).
 */
export function createMailer(config: Config, pooled?: { maxConnections: number }): Mailer {
  if (!config.SMTP_URL) {
    return { kind: 'dev-mailbox', send: async () => undefined, close: () => undefined };
  }
  const url = new URL(config.SMTP_URL);
  const isPlain = url.protocol === 'smtp:' && !config.isProduction && url.searchParams.get('tls') === 'off';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: isPlain,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ...SMTP_TIMEOUTS_MS,
    // DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY: every mail signed (api/env.ts checked the key).
    ...(config.dkim ? { dkim: { ...config.dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
    // A connection is replaced after this many mails (nodemailer's default is 100).
    ...(pooled ? { pool: true as const, maxConnections: pooled.maxConnections, maxMessages: 500 } : {}),
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          // One click in the mail client unsubscribes: it POSTs "List-Unsubscribe=One-Click" to
          // the URL (RFC 8058), which needs no sign-in; a GET only shows what a POST would do.
          ...(mail.listUnsubscribe
            ? {
                headers: {
                  'List-Unsubscribe': `<${mail.listUnsubscribe}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
        });
      } catch (err) {
        mailsTotal.inc({ result: 'failed' });
        throw err;
      }
      mailsTotal.inc({ result: 'sent' });
    },
    close: () => transport.close(),
  };
}
