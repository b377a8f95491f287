import { pino, type DestinationStream } from 'pino';

/**
 * One JSON logger; requests get a child with their request id (api/middleware/request-log.ts). It writes
 * to standard output, or to `destination` (a test reading what was logged).
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;

/**
 * The paths of mailed links, up to their token: /activate/<uid>/<token>, /change/<token> (password
 * reset), /listing-links/<token> and its API, /api/unsubscribe/<token>. Each token works on its own.
 */
const LINK_TOKENS = [
  /^(\/activate\/[^/?#]+\/)[^/?#]+/,
  /^(\/change\/)[^/?#]+/,
  /^(\/(?:api\/)?listing-links\/)[^/?#]+/,
  /^(\/api\/unsubscribe\/)[^/?#]+/,
];
const MAX_LOGGED_URL = 120;

/**
 * A request's URL as the logs show it: a mailed link's token replaced by `:token` (whoever reads
 * the logs must not be able to open an account, reset a password or use a link), and cut at 120
 * characters.
 */
export function loggableUrl(url: string): string {
  const redacted = LINK_TOKENS.reduce((text, pattern) => text.replace(pattern, '$1:token'), url);
  return redacted.length > MAX_LOGGED_URL ? `${redacted.slice(0, MAX_LOGGED_URL)}…` : redacted;
}
