/** A real SMTP server on 127.0.0.1 that keeps what it receives, parsed by mailparser. */
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The message as it arrived (headers and body), for checks on the wire form (DKIM). */
  raw: Buffer;
  /** The header with this lower-case name as sent (unfolded, first of its name), or undefined. */
  header(name: string): string | undefined;
};

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  /** While set, each new mail waits here before its MAIL FROM is answered: a send in flight. */
  private held: Array<() => void> | null = null;
  port = 0;

  /** Holds every mail from now on, unaccepted, until release(). */
  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const answer of held) answer();
  }

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom: (_address, _session, callback) => {
        if (this.held) this.held.push(() => callback());
        else callback();
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        new Promise<Buffer>((resolve, reject) => {
          stream.once('end', () => resolve(Buffer.concat(chunks)));
          stream.once('error', reject);
        })
          .then(async (raw) => ({ raw, parsed: await simpleParser(raw) }))
          .then(({ raw, parsed }) => {
            const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
            this.mails.push({
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              raw,
              header: (name) => {
                const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
                return line
                  ?.slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim();
              },
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}?tls=off`;
  }

  /** Waits until a mail to `to` (and matching `subject`, if given) has arrived. */
  async waitFor(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }
}
