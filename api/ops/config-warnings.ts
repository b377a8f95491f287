/**
 * Settings that are valid on their own but wrong for how the app is reached, seen at run time
 * from the requests themselves: a browser on another origin than APP_URL, or a TLS proxy that
 * Express is not told to trust. Each is logged once (per origin, per host, per kind) with the
 * fix, and the TRUST_PROXY one is kept for /readyz, which lists it under `misconfigured`.
 */
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger';

export type Misconfiguration = { setting: string; message: string };

/** A bound on what is remembered: the origins come from requests, which anyone can send. */
const MAX_REMEMBERED = 200;

export type ConfigWarnings = {
  /** A state-changing request refused as cross-site because its Origin is not APP_URL's. */
  foreignOrigin(origin: string): void;
  /** Production requests that Express sees as plain HTTP (proxy without TRUST_PROXY). */
  watchProtocol: RequestHandler;
  /** Host headers on API requests that are not APP_URL's host. */
  watchHost: RequestHandler;
  /** What /readyz reports; empty when nothing was seen. */
  misconfigured(): Misconfiguration[];
};

export function createConfigWarnings(options: {
  logger: Logger;
  appUrl: string;
  isProduction: boolean;
  trustProxy: string | undefined;
  sessionCookie: string;
}): ConfigWarnings {
  const { logger, isProduction, trustProxy, sessionCookie } = options;
  const appUrl = new URL(options.appUrl);
  const seen = new Set<string>();
  const found = new Map<string, Misconfiguration>();
  const once = (key: string, log: () => void) => {
    if (seen.has(key) || seen.size >= MAX_REMEMBERED) return;
    seen.add(key);
    log();
  };

  const trustProxyProblem = (why: string): void => {
    const message =
      `${why}: Express sees these requests as plain HTTP, so the Secure session cookie is never set and ` +
      'sign-in answers 200 without a session. Set TRUST_PROXY=1 (one proxy in front; or its address, e.g. TRUST_PROXY=loopback).';
    if (!found.has('TRUST_PROXY')) found.set('TRUST_PROXY', { setting: 'TRUST_PROXY', message });
    once(`trust-proxy:${why}`, () => logger.warn({ setting: 'TRUST_PROXY' }, message));
  };

  return {
    foreignOrigin(origin) {
      once(`origin:${origin}`, () =>
        logger.warn(
          { setting: 'APP_URL', origin, appUrl: appUrl.origin },
          `Refused a request from ${origin} as cross-site: APP_URL is ${appUrl.origin}. ` +
            `If members open the app at ${origin}, set APP_URL to ${origin} (or add it to ALLOWED_ORIGINS).`,
        ),
      );
    },

    watchProtocol(req, res, next) {
      if (!isProduction || req.secure) return next();
      const forwardedProto = req.get('x-forwarded-proto');
      if (!trustProxy && forwardedProto) {
        trustProxyProblem(
          `Requests come through a proxy (X-Forwarded-Proto: ${forwardedProto}) but TRUST_PROXY is unset`,
        );
      } else if (req.method === 'POST') {
        // A sign-in whose Secure cookie express-session left out: the member is "signed in" for
        // one answer and nothing after.
        res.once('finish', () => {
          if (res.statusCode < 400 && signedInNow(req) && !setsCookie(res.getHeader('set-cookie'), sessionCookie))
            trustProxyProblem(
              trustProxy
                ? `A sign-in arrived over plain HTTP although TRUST_PROXY=${trustProxy} (is the proxy at that address, and does it send X-Forwarded-Proto?)`
                : 'A sign-in arrived over plain HTTP and TRUST_PROXY is unset',
            );
        });
      }
      next();
    },

    watchHost(req, _res, next) {
      // req.hostname follows X-Forwarded-Host only when the proxy is trusted.
      const host = req.hostname;
      if (host && host !== appUrl.hostname) {
        const guess = `${req.protocol === 'http' && isProduction ? 'https' : req.protocol}://${req.get('x-forwarded-host') ?? req.get('host')}`;
        once(`host:${host}`, () =>
          logger.warn(
            { setting: 'APP_URL', host, appUrl: appUrl.origin },
            `A request arrived for host ${host}, but APP_URL is ${appUrl.origin} (mail links and the same-site check use it). ` +
              `If members open the app at ${guess}, set APP_URL to ${guess}; behind a proxy, have it pass the Host header.`,
          ),
        );
      }
      next();
    },

    misconfigured: () => [...found.values()],
  };
}

function signedInNow(req: Request): boolean {
  const session = req.session as { signedInAt?: number } | undefined;
  return Boolean(session?.signedInAt && Date.now() - session.signedInAt < 60_000);
}

function setsCookie(header: number | string | string[] | undefined, name: string): boolean {
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return lines.some((line) => line.startsWith(`${name}=`));
}
