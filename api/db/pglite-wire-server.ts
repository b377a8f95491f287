/**
 * Serves an embedded PGlite over the Postgres wire protocol on a loopback port, so the app
 * reaches it with the same `pg` Pool it uses for a real server.
 *
 * Why our own and not PGLiteSocketServer (@electric-sql/pglite-socket 0.2.17): PGlite is one
 * backend, and that server interleaves connections message by message. Outside a transaction,
 * one client's Parse/Bind/Execute can land between another's — "bind message supplies 2
 * parameters, but prepared statement requires 6" under concurrent requests. Here each
 * connection's messages run as whole units (up to Sync, a simple Query, or a startup message),
 * and a connection that leaves a transaction open keeps the backend until it ends it.
 *
 * Named prepared statements belong to a connection on a real server; here every connection shares
 * the one backend, so a second connection preparing the same name (the session read's
 * 'session_with_account', say) got "prepared statement already exists". Each connection's
 * statement names are therefore prefixed with its own id (in Parse, Bind, Describe and Close),
 * and deallocated when it goes away.
 *
 * Only a client that proves this start's random secret over SCRAM-SHA-256 gets in
 * (api/db/wire-authentication.ts). Until then nothing it sends reaches PGlite — not even its
 * startup message, which is handed over only once the proof checks out — and a failed or
 * malformed attempt gets a FATAL 28P01 and the connection is closed.
 *
 * NOTIFY: PGlite is one session, so a notification comes out in the answer of whichever
 * connection's transaction committed it, not on a connection that LISTENed. The server reads
 * each NotificationResponse in the answers and hands it to `onNotification` (the embedded
 * database's `listen`, api/db/embedded.ts); clients that LISTEN over the wire hear nothing.
 */
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createScramVerifier, createWireSecret, fatalError, startScramSession } from './wire-authentication';

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
const PROTOCOL_3 = 196_608;
// A stranger may not make us buffer much: PostgreSQL caps a startup packet at 10,000 bytes,
// and no SCRAM message comes near it.
const MAX_UNAUTHENTICATED_MESSAGE = 10_000;
// An unauthenticated connection does not linger (PostgreSQL's authentication_timeout is 60 s;
// our only clients are in this process and answer at once).
const AUTHENTICATION_TIMEOUT_MS = 10_000;
// Message types that end a unit of work: Sync, simple Query. Terminate closes the connection.
const SYNC = 0x53;
const QUERY = 0x51;
const TERMINATE = 0x58;
// Messages that name a prepared statement.
const PARSE = 0x50;
const BIND = 0x42;
const DESCRIBE = 0x44;
const CLOSE = 0x43;
const STATEMENT = 0x53; // 'S' in Describe and Close ('P' is a portal)

type Connection = { socket: net.Socket; chain: Promise<void>; prefix: string; statements: Set<string> };

const NOTIFICATION_RESPONSE = 0x41; // 'A': process id, channel, payload

/**
 * Reads the backend's answer as it streams out, message by message (a chunk may end inside one),
 * and reports each NotificationResponse: what PGlite would deliver to a LISTENing session.
 */
export function notificationReader(onNotification: (channel: string, payload: string) => void) {
  let carry = Buffer.alloc(0);
  return (chunk: Uint8Array) => {
    const data = carry.length
      ? Buffer.concat([carry, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    let at = 0;
    while (data.length - at >= 5) {
      const length = data.readInt32BE(at + 1);
      if (data.length - at < 1 + length) break;
      if (data[at] === NOTIFICATION_RESPONSE) {
        const channelStart = at + 9;
        const channelEnd = data.indexOf(0, channelStart);
        const payloadEnd = data.indexOf(0, channelEnd + 1);
        onNotification(
          data.subarray(channelStart, channelEnd).toString('utf8'),
          data.subarray(channelEnd + 1, payloadEnd).toString('utf8'),
        );
      }
      at += 1 + length;
    }
    carry = Buffer.from(data.subarray(at));
  };
}

/** The end of the C string starting at `start`. */
function cstringEnd(message: Buffer, start: number): number {
  const end = message.indexOf(0, start);
  if (end < 0) throw new Error('malformed protocol message');
  return end;
}

/**
 * The message with its prepared-statement name (at `start`, if not the unnamed '') given the
 * connection's prefix; other messages are returned as they are.
 */
function withOwnStatementName(conn: Connection, message: Buffer): Buffer {
  const type = message[0];
  let start: number;
  if (type === PARSE) start = 5;
  else if (type === BIND)
    start = cstringEnd(message, 5) + 1; // after the portal name
  else if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) start = 6;
  else return message;
  const end = cstringEnd(message, start);
  if (end === start) return message;
  const name = message.subarray(start, end).toString('utf8');
  const ownName = `${conn.prefix}${name}`;
  if (type === PARSE) conn.statements.add(ownName);
  if (type === CLOSE) conn.statements.delete(ownName);
  const body = Buffer.concat([message.subarray(1, start), Buffer.from(ownName, 'utf8'), message.subarray(end)]);
  body.writeInt32BE(body.length, 0);
  return Buffer.concat([message.subarray(0, 1), body]);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One owner of the backend at a time; the owner keeps it while its transaction is open. */
class BackendLock {
  private owner: Connection | null = null;
  private waiting: Array<{ conn: Connection; resolve: () => void }> = [];

  constructor(private readonly db: PGlite) {}

  acquire(conn: Connection): Promise<void> {
    if (this.owner === null || this.owner === conn) {
      this.owner = conn;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ conn, resolve }));
  }

  release(conn: Connection): void {
    if (this.owner !== conn || (!this.db.closed && this.db.isInTransaction())) return;
    this.handOver();
  }

  /** A connection went away: roll back what it left open and let the next one in. */
  async abandon(conn: Connection): Promise<void> {
    this.waiting = this.waiting.filter((w) => w.conn !== conn);
    if (this.owner !== conn) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
    this.handOver();
  }

  private handOver() {
    const next = this.waiting.shift();
    this.owner = next?.conn ?? null;
    next?.resolve();
  }
}

/** `secret`: the password of this start; give it only to this process's own clients, never log it. */
export type WireServer = {
  port: number;
  secret: string;
  /**
   * Runs `fn` with the backend to itself, between transactions: no client's transaction is open
   * (each is let finish first) and none starts until `fn` is done.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
};

type Phase = 'startup' | 'authenticating' | 'ready' | 'refused';

export async function serveOverWire(
  db: PGlite,
  options: { host?: string; onNotification?: (channel: string, payload: string) => void } = {},
): Promise<WireServer> {
  const { host = '127.0.0.1', onNotification } = options;
  await db.waitReady;
  const secret = createWireSecret();
  const verifier = createScramVerifier(secret);
  const lock = new BackendLock(db);
  const sockets = new Set<net.Socket>();
  let connections = 0;

  const run = async (conn: Connection, unit: Uint8Array) => {
    await lock.acquire(conn);
    const readNotifications = onNotification ? notificationReader(onNotification) : null;
    try {
      await db.runExclusive(() =>
        db.execProtocolRawStream(unit, {
          onRawData: (chunk) => {
            if (chunk.length === 0) return;
            readNotifications?.(chunk);
            if (conn.socket.writable) conn.socket.write(Buffer.from(chunk));
          },
        }),
      );
    } finally {
      lock.release(conn);
    }
  };

  /** A connection that went away leaves no prepared statements behind in the shared backend. */
  const forgetStatements = async (conn: Connection) => {
    if (conn.statements.size === 0 || db.closed) return;
    const names = [...conn.statements];
    conn.statements.clear();
    await lock.acquire(conn);
    try {
      for (const name of names) {
        if (db.closed) break;
        // One at a time: a statement whose Parse failed was never made, and fails alone.
        await db.exec(`DEALLOCATE ${quoteIdent(name)}`).catch(() => undefined);
      }
    } finally {
      lock.release(conn);
    }
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const conn: Connection = { socket, chain: Promise.resolve(), prefix: `c${++connections}_`, statements: new Set() };
    let buffer = Buffer.alloc(0);
    let pending: Buffer[] = [];
    let phase: Phase = 'startup';
    // Held back until the client has proved the secret: PGlite trusts whoever sends it.
    let startup: Buffer | null = null;
    const scram = startScramSession(verifier);
    const authenticationTimer = setTimeout(() => socket.destroy(), AUTHENTICATION_TIMEOUT_MS);

    const submit = (unit: Buffer) => {
      conn.chain = conn.chain
        .then(() => run(conn, new Uint8Array(unit)))
        .catch(() => {
          socket.destroy();
        });
    };

    const refuse = (sqlState: string, text: string) => {
      phase = 'refused';
      buffer = Buffer.alloc(0);
      startup = null;
      socket.end(fatalError(sqlState, text));
    };

    /** One message of the SCRAM exchange; the startup message goes to PGlite only after its last. */
    const authenticate = (message: Buffer) => {
      const step = scram.step(message);
      if (!step || !startup) return refuse('28P01', 'password authentication failed');
      socket.write(step.reply);
      if (!step.isAuthenticated) return;
      phase = 'ready';
      clearTimeout(authenticationTimer);
      // PGlite answers the startup message with AuthenticationOk, its parameters and ReadyForQuery.
      submit(startup);
      startup = null;
    };

    socket.on('data', (data) => {
      if (phase === 'refused') return;
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        if (phase === 'refused') return;
        if (phase === 'startup') {
          // Startup phase: length-prefixed messages without a type byte.
          if (buffer.length < 4) return;
          const length = buffer.readInt32BE(0);
          if (length < 8 || length > MAX_UNAUTHENTICATED_MESSAGE)
            return refuse('08P01', 'invalid startup packet length');
          if (buffer.length < length) return;
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          const code = message.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) socket.write('N');
          else if (code === CANCEL_REQUEST) {
            phase = 'refused';
            socket.end();
          } else if (code === PROTOCOL_3) {
            startup = Buffer.from(message);
            phase = 'authenticating';
            socket.write(scram.challenge);
          } else return refuse('0A000', 'unsupported frontend protocol');
          continue;
        }
        if (buffer.length < 5) return;
        const length = 1 + buffer.readInt32BE(1);
        const limit = phase === 'ready' ? Infinity : MAX_UNAUTHENTICATED_MESSAGE;
        if (length < 5 || length > limit) return refuse('08P01', 'invalid message length');
        if (buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (phase !== 'ready') {
          authenticate(message);
          continue;
        }
        const type = message[0];
        if (type === TERMINATE) {
          socket.end();
          return;
        }
        try {
          pending.push(withOwnStatementName(conn, message));
        } catch {
          socket.destroy(); // a malformed message: no client of ours sends one
          return;
        }
        if (type === SYNC || type === QUERY) {
          submit(Buffer.concat(pending));
          pending = [];
        }
      }
    });
    const close = () => {
      clearTimeout(authenticationTimer);
      sockets.delete(socket);
      conn.chain = conn.chain.finally(async () => {
        await lock.abandon(conn);
        await forgetStatements(conn);
      });
    };
    socket.on('close', close);
    socket.on('error', () => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('embedded database did not start listening');

  return {
    port: address.port,
    secret,
    async exclusive(fn) {
      // Not a client: an owner of its own, queued behind the transaction in progress.
      const owner = {
        socket: null,
        chain: Promise.resolve(),
        prefix: '',
        statements: new Set(),
      } as unknown as Connection;
      await lock.acquire(owner);
      try {
        return await fn();
      } finally {
        lock.release(owner);
      }
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
