/**
 * Who may use the embedded database: SCRAM-SHA-256 (RFC 5802 / RFC 7677, as a PostgreSQL server
 * does it) against a random secret made at each start and known only to this process's own
 * pools. Without it any local process could connect to the loopback port with any user, read
 * password hashes and make itself admin.
 *
 * SCRAM rather than a cleartext password: the secret itself never crosses the socket, and the
 * server keeps only the keys derived from it. `pg` (the app's pools, pg-boss) and psql speak it.
 */
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

const SCRAM_MECHANISM = 'SCRAM-SHA-256';
// PostgreSQL's default; the client derives its key once per connection.
const ITERATIONS = 4096;

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** An exchange in progress: the server-first message to send, and the check of the client's answer. */
export type ScramExchange = {
  serverFirst: string;
  /** The server-final message when the client proved the secret, otherwise null. */
  finish(clientFinal: string): string | null;
};

export type ScramVerifier = {
  /** null when the client-first message is not one we accept. */
  start(clientFirst: string): ScramExchange | null;
};

/** A fresh secret for one start: 256 random bits, hex so it needs no escaping in a URL. */
export function createWireSecret(): string {
  return randomBytes(32).toString('hex');
}

export function createScramVerifier(secret: string): ScramVerifier {
  const salt = randomBytes(16);
  const saltedPassword = pbkdf2Sync(secret, salt, ITERATIONS, 32, 'sha256');
  const storedKey = sha256(hmac(saltedPassword, 'Client Key'));
  const serverKey = hmac(saltedPassword, 'Server Key');

  return {
    start(clientFirst) {
      // gs2 header: 'n' (no channel binding) or 'y' (the client could bind, we offer no -PLUS);
      // no authorisation identity. 'p=…' asks for binding we do not offer.
      const header = /^([ny]),,/.exec(clientFirst);
      if (!header) return null;
      const gs2Header = header[0];
      const clientFirstBare = clientFirst.slice(gs2Header.length);
      const clientNonce = /(?:^|,)r=([\x21-\x2b\x2d-\x7e]+)(?:,|$)/.exec(clientFirstBare)?.[1];
      if (!clientNonce) return null;

      const nonce = `${clientNonce}${randomBytes(18).toString('base64')}`;
      const serverFirst = `r=${nonce},s=${salt.toString('base64')},i=${ITERATIONS}`;
      return {
        serverFirst,
        finish(clientFinal) {
          const proofAt = clientFinal.lastIndexOf(',p=');
          if (proofAt < 0) return null;
          const withoutProof = clientFinal.slice(0, proofAt);
          const expected = `c=${Buffer.from(gs2Header, 'utf8').toString('base64')},r=${nonce}`;
          if (withoutProof !== expected) return null;
          const proof = Buffer.from(clientFinal.slice(proofAt + 3), 'base64');
          if (proof.length !== storedKey.length) return null;

          const authMessage = `${clientFirstBare},${serverFirst},${withoutProof}`;
          const clientSignature = hmac(storedKey, authMessage);
          const clientKey = Buffer.from(proof.map((byte, i) => byte ^ clientSignature[i]!));
          if (!timingSafeEqual(sha256(clientKey), storedKey)) return null;
          return `v=${hmac(serverKey, authMessage).toString('base64')}`;
        },
      };
    },
  };
}

// SASLInitialResponse and SASLResponse: the only messages a client may send before it is in.
const SASL_RESPONSE = 0x70;

/** One connection's SCRAM exchange, message by message. */
export type ScramSession = {
  /** AuthenticationSASL (the mechanisms offered): the answer to a startup message. */
  challenge: Buffer;
  /**
   * A message from the client: what to send back, and whether the client has now proved the
   * secret; null when the message is not the expected one or the proof is wrong (refuse it).
   */
  step(message: Buffer): { reply: Buffer; isAuthenticated: boolean } | null;
};

export function startScramSession(verifier: ScramVerifier): ScramSession {
  let exchange: ScramExchange | null = null;
  let isDone = false;
  return {
    // The mechanisms, each NUL-terminated, then an empty one.
    challenge: authenticationMessage(10, `${SCRAM_MECHANISM}\0\0`),
    step(message) {
      if (isDone || message[0] !== SASL_RESPONSE) return null;
      const body = message.subarray(5);
      if (!exchange) {
        // SASLInitialResponse: the mechanism's name, then the client-first message's length and text.
        const nameEnd = body.indexOf(0);
        if (nameEnd < 0 || body.toString('utf8', 0, nameEnd) !== SCRAM_MECHANISM || body.length < nameEnd + 5)
          return null;
        const dataLength = body.readInt32BE(nameEnd + 1);
        if (nameEnd + 5 + dataLength !== body.length) return null;
        exchange = verifier.start(body.toString('utf8', nameEnd + 5));
        if (!exchange) return null;
        return { reply: authenticationMessage(11, exchange.serverFirst), isAuthenticated: false };
      }
      isDone = true;
      const serverFinal = exchange.finish(body.toString('utf8'));
      if (!serverFinal) return null;
      return { reply: authenticationMessage(12, serverFinal), isAuthenticated: true };
    },
  };
}

/** An Authentication message ('R'): 10 SASL (mechanisms), 11 SASLContinue, 12 SASLFinal. */
function authenticationMessage(code: 10 | 11 | 12, data: string): Buffer {
  const payload = Buffer.from(data, 'utf8');
  const message = Buffer.alloc(9 + payload.length);
  message.write('R', 0, 'latin1');
  message.writeInt32BE(8 + payload.length, 1);
  message.writeInt32BE(code, 5);
  payload.copy(message, 9);
  return message;
}

/** A FATAL ErrorResponse ('E') with its SQLSTATE, as a server sends before it closes. */
export function fatalError(sqlState: string, text: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlState}\0M${text}\0\0`, 'utf8');
  const message = Buffer.alloc(5 + fields.length);
  message.write('E', 0, 'latin1');
  message.writeInt32BE(4 + fields.length, 1);
  fields.copy(message, 5);
  return message;
}
