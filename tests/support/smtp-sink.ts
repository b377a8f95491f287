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

/** The first header of this lower-case name in a message's header block, unfolded. */
function headerIn(block: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:(.*(?:\r?\n[ \t].*)*)`, 'im').exec(block);
  return match?.[1]!.replace(/\r?\n[ \t]+/g, ' ').trim();
}

export type SmtpSinkOptions = {
  /**
   * Read each mail's header block only (to, subject, message id; no body, nothing of the raw
   * message kept): for a bench receiving tens of thousands of mails on the machine it measures,
   * where parsing every body would be most of the sink's CPU and keeping them gigabytes.
   */
  headersOnly?: boolean;
};

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  constructor(private readonly options: SmtpSinkOptions = {}) {}
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
          .then(async (raw) => {
            if (!this.options.headersOnly) return { raw, parsed: await simpleParser(raw) };
            const end = raw.indexOf('\r\n\r\n');
            const block = raw.subarray(0, end < 0 ? raw.length : end).toString('utf8');
            const header = (name: string) => headerIn(block, name.toLowerCase());
            this.mails.push({
              to: header('to') ?? '',
              subject: header('subject') ?? '',
              text: '',
              html: '',
              messageId: header('message-id') ?? '',
              raw: Buffer.alloc(0),
              header,
            });
            return null;
          })
          .then((received) => {
            if (!received) return callback();
            const { raw, parsed } = received;
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
