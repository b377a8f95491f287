/**
 * Builds the Express app: security headers, JSON parsing, sessions, the API routes, the dev
 * mailbox and the built PWA. Tests import this and serve it on a random port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppContext } from './context';
import { configurePassport } from './auth/passport';
import { createLoginLimiter, createMailLimiter } from './auth/rate-limits';
import { createSessionMiddleware, sessionCookieName } from './auth/session';
import { createApiTokenAuth, unlessBearer } from './auth/api-tokens';
import { createConfigWarnings } from './ops/config-warnings';
import { isClusterWebProcess } from './cluster';
import { askPrimaryForMetrics } from './metrics/cluster';
import { localMetrics, metricsRoute } from './metrics/endpoint';
import { timeRequests } from './metrics/http';
import { NotFoundError } from './errors';
import { errorHandler } from './middleware/error-handler';
import { requestLog } from './middleware/request-log';
import { webShell } from './web/shell';
import { sameSiteOnly } from './middleware/same-site';
import { authRoutes } from './routes/auth';
import { devMailRoutes } from './routes/dev-mail';
import { meRoutes } from './routes/me';
import { myMfaRoutes } from './routes/mfa';
import { requireSecondFactor } from './middleware/require-mfa';
import { listingResponsivenessRoutes, myResponsivenessRoutes } from './routes/responsiveness';
import { listingLinkRoutes } from './routes/listing-links';
import { listingRoutes } from './routes/listings';
import { importRoutes } from './routes/imports';
import { suggestionRoutes } from './routes/suggestions';
import { dashboardRoutes } from './routes/dashboard';
import { proposalRoutes } from './routes/proposals';
import { dealRoutes } from './routes/deals';
import { noteRoutes } from './routes/notes';
import { marketRoutes } from './routes/market';
import { savedSearchRoutes } from './routes/saved-searches';
import { webhookRoutes } from './routes/webhooks';
import { liveEventRoutes } from './routes/live-events';
import { pushRoutes } from './routes/push';
import { unsubscribeRoutes } from './routes/unsubscribe';
import { adminRoutes } from './routes/admin';
import { adminApiTokenRoutes, myApiTokenRoutes } from './routes/api-tokens';
import { anonymityRoutes } from './routes/anonymity';
import { threadRoutes } from './routes/threads';
import { healthRoutes, publicRoutes } from './routes/public';
import { openApiRoutes } from './routes/openapi';

export const WEB_DIST = path.resolve(import.meta.dirname, '../dist');

export function createApp(ctx: AppContext): { app: Express; close(): Promise<void> } {
  const app = express();
  const { config } = ctx;
  app.disable('x-powered-by');
  app.use(timeRequests);
  if (config.TRUST_PROXY) app.set('trust proxy', parseTrustProxy(config.TRUST_PROXY));

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // gzip (or brotli) for every compressible answer of 1 kB or more: the PWA's scripts, styles and
  // shell (about a third of their size on the wire) and the API's JSON.
  app.use(compression());
  // One short line per request (docs/operations.md § Logs), and req.log made only when used.
  app.use(requestLog({ logger: ctx.logger, ignore: (req) => req.url === '/healthz' || req.url === '/metrics' }));

  // Valid settings that do not fit how the app is reached: logged once each, listed by /readyz.
  const warnings = createConfigWarnings({
    logger: ctx.logger,
    appUrl: config.appUrl,
    isProduction: config.isProduction,
    trustProxy: config.TRUST_PROXY,
    sessionCookie: sessionCookieName(config.isProduction),
  });
  app.use(warnings.watchProtocol);
  app.use(healthRoutes(ctx, warnings));
  // A 404 unless METRICS_TOKEN is set (never the PWA's page); a web process of a cluster answers
  // with every process's figures, which the primary adds up (api/metrics/cluster.ts).
  app.get('/metrics', metricsRoute(config.METRICS_TOKEN, isClusterWebProcess() ? askPrimaryForMetrics : localMetrics));

  const sessions = createSessionMiddleware(ctx);
  const auth = configurePassport(ctx);
  const limiter = createLoginLimiter(ctx);

  // Before the JSON API and its same-site guard: a mail client POSTs here itself, form-encoded
  // (RFC 8058); the signed token, not a session, is the authority (api/routes/unsubscribe.ts).
  app.use('/api/unsubscribe', unsubscribeRoutes(ctx));

  const api = express.Router();
  api.use((_req, res, next) => {
    // Signed-in answers must never land in a cache shared between accounts.
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(warnings.watchHost);
  // The one route that takes a file (multipart/form-data) instead of JSON: the bulk import's upload.
  api.use(sameSiteOnly(config.appUrl, config.ALLOWED_ORIGINS, warnings.foreignOrigin, ['POST /imports']));
  api.use(express.json({ limit: '100kb', strict: true }));
  // A request with a personal API token is its member's and nothing of a browser's: no session is
  // read for it (api/auth/api-tokens.ts).
  api.use(...sessions.middleware.map(unlessBearer));
  api.use(auth.initialize());
  api.use(unlessBearer(auth.session()));
  api.use(createApiTokenAuth({ ctx, cache: sessions.cache, pool: sessions.pool }));
  api.use(requireSecondFactor(config.ADMIN_MFA));
  api.use('/auth', authRoutes(ctx, auth, limiter, createMailLimiter(ctx)));
  api.use('/listing-links', listingLinkRoutes(ctx));
  api.use('/me/responsiveness', myResponsivenessRoutes(ctx));
  api.use('/me/mfa', myMfaRoutes(ctx, limiter));
  api.use('/me/tokens', myApiTokenRoutes(ctx));
  api.use('/me/webhooks', webhookRoutes(ctx));
  api.use('/me', meRoutes(ctx, limiter));
  api.use('/dashboard', dashboardRoutes(ctx));
  api.use('/jobs', listingRoutes(ctx, 'job'));
  api.use('/candidates', listingRoutes(ctx, 'candidate'));
  api.use('/jobs', suggestionRoutes(ctx, 'job'));
  api.use('/candidates', suggestionRoutes(ctx, 'candidate'));
  api.use('/jobs', listingResponsivenessRoutes(ctx, 'job'));
  api.use('/candidates', listingResponsivenessRoutes(ctx, 'candidate'));
  api.use('/imports', importRoutes(ctx));
  api.use('/matches', proposalRoutes(ctx, 'match'));
  api.use('/sourcing', proposalRoutes(ctx, 'sourcing'));
  api.use('/deals', dealRoutes(ctx));
  api.use('/notes', noteRoutes(ctx));
  api.use('/saved-searches', savedSearchRoutes(ctx));
  api.use('/market', marketRoutes(ctx));
  api.use('/events', liveEventRoutes(ctx));
  api.use('/anonymity', anonymityRoutes(ctx));
  api.use('/threads', threadRoutes(ctx));
  api.use('/push', pushRoutes(ctx));
  api.use('/admin/tokens', adminApiTokenRoutes(ctx));
  api.use('/admin', adminRoutes(ctx));
  api.use(publicRoutes(ctx));
  api.use(openApiRoutes());
  api.use((_req, _res, next) => next(new NotFoundError('There is no such API route.')));
  app.use('/api', api);

  if (config.devMailbox) app.use('/dev', devMailRoutes(ctx));

  if (config.SERVE_WEB && existsSync(path.join(WEB_DIST, 'index.html'))) {
    app.use(
      // Scripts and styles are compressed once, at build time (brotli at its best, and gzip: a
      // third smaller than on the fly and no work per request); files without a compressed copy
      // (and browsers that take neither) are sent as they are, or compressed by compression().
      expressStaticGzip(WEB_DIST, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        serveStatic: {
          index: false,
          setHeaders(res, file) {
            // Hashed assets are immutable; the service worker and the shell must always be fresh.
            if (file.includes(`${path.sep}assets${path.sep}`))
              res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            else res.setHeader('Cache-Control', 'no-cache');
          },
        },
      }),
    );
    const shell = webShell(WEB_DIST);
    app.get('/{*splat}', (req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.type('html').send(shell.pageFor(req.path));
    });
  }

  app.use(errorHandler);
  return { app, close: sessions.close };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
