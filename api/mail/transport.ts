/**
 * Delivery of one rendered mail. With SMTP_URL: nodemailer over SMTP. Without it (never in
 * production) the mail is only kept in `sent_mails`, which /dev/mail shows.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../env';
import type { RenderedMail } from './layout';

export type Mailer = {
  /** Whether the mail body is delivered elsewhere (SMTP) or kept in the dev mailbox. */
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: RenderedMail & { to: string; messageId: string }): Promise<void>;
  close(): void;
};

export function createMailer(config: Config): Mailer {
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
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}
