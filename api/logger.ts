import { pino, type DestinationStream } from 'pino';

/**
 * One JSON logger; requests get a child with their request id and user id (pino-http). It writes
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
