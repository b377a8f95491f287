import { pino } from 'pino';

/** One JSON logger; requests get a child with their request id and user id (pino-http). */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      remove: true,
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
