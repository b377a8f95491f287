/**
 * Configuration: every environment variable the product reads, parsed once with zod.
 * `.env.example` lists them all. Bad configuration stops the process with a clear message.
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CronExpressionParser } from 'cron-parser';

/** Five fields (minute to weekday), as pg-boss schedules them; parsed as pg-boss will. */
function isCronExpression(value: string): boolean {
  if (value.split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(value, { tz: 'Africa/Johannesburg' });
    return true;
  } catch {
    return false;
  }
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Published in this repository: with it anyone can compute the invitation code of any e-mail
 * (shared/rules/invitation-code.ts), so production must set a salt of its own.
 */
export const DEFAULT_INVITATION_SALT = 'recruiter-connect-invite';

/** The Web Push services of Chrome/Edge/Android (FCM), Firefox, Safari/Apple and Windows. */
export const DEFAULT_PUSH_ALLOWED_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];
const HOST_PATTERN = /^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/** `https://app.example.co.za` or `http://localhost:5173`: a scheme, a host and a port, nothing more. */
function isBareOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    const isWeb = url.protocol === 'https:' || url.protocol === 'http:';
    return isWeb && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  APP_URL: z.url().optional(),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  // Whether a starting process applies the migrations. Unset: yes, except in production on a
  // PostgreSQL server, where the release step (`npm run db:migrate`, the Procfile's release:) does it
  // once and processes of the previous release keep running meanwhile (docs/operations.md).
  MIGRATE_ON_START: bool.optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  // Web processes on one port (node:cluster, api/cluster.ts); only with DATABASE_URL. Unset: one
  // per core in production, 1 elsewhere. The embedded database keeps it at 1.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  // The key of the candidates' identifier hashes (HMAC-SHA-256). Unset: derived from the
  // session secret. Set it (32+ characters) in production and never change it: hashes made with
  // another key no longer match, so duplicates go unnoticed.
  CANDIDATE_ID_SECRET: z.string().min(32).optional(),
  // Two-factor sign-in for administrators: 'required' (an admin without it is walked through
  // enrolling before any other signed-in route answers) or 'optional' (demos and tests only: refused
  // in production).
  ADMIN_MFA: z.enum(['required', 'optional']).default('required'),
  // The key that seals TOTP secrets and hashes recovery codes (AES-256-GCM, HMAC-SHA-256). Unset:
  // derived from the session secret. It is never stored in the database, so a copy of the database
  // alone yields no working authenticator; changing it makes every enrolled authenticator unusable.
  MFA_KEY: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(8 * 60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24),
  // How long a web process may keep a signed-in session and its account between requests
  // (api/auth/session-cache.ts); changes reach it at once whatever this is. 0: read every time.
  // At most 2 minutes: the bound on a change whose notification was lost (written with triggers off).
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(120).default(30),
  // Open live-update streams (GET /api/events) one web process keeps at most; one more is refused
  // with 503 and the tab polls instead. Each is a socket and a few kB (docs/operations.md § Live updates).
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(2_000),
  TRUST_PROXY: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Recruiter Connect <no-reply@recruiterconnect.co.za>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  SUPPORT_EMAIL: z.email().default('support@recruiterconnect.co.za'),
  SUPPORT_PHONE: z.string().default('+27 10 500 1234'),
  INVITATION_SALT: z.string().default(DEFAULT_INVITATION_SALT),
  INVITATION_MASTER_CODE: z.string().optional(),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // Activation and password-reset mails a visitor can make us send (register, forgot): per IP,
  // and per target address (beyond it the answer is the same, but no mail goes).
  MAIL_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  MAIL_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  MAIL_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  // Links from mails (password reset, activation) submitted per IP, together: each costs a
  // lookup, and a valid reset a password hash (128 MiB of scrypt).
  LINK_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  LINK_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // Approval requests (each mails every administrator), per member and per IP.
  APPROVAL_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  APPROVAL_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  APPROVAL_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  // Duplicate-candidate checks: each answers whether an identifier is known, so they are
  // counted, per account and per IP, against guessing.
  DUPLICATE_CHECK_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  DUPLICATE_CHECK_LIMIT_PER_IP: z.coerce.number().int().min(1).default(120),
  DUPLICATE_CHECK_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(1440),
  // Bulk import uploads (each parses a file of up to 2,000 rows), per member and per IP.
  IMPORT_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  IMPORT_LIMIT_PER_IP: z.coerce.number().int().min(1).default(200),
  IMPORT_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  // Analytics events (one row each), per IP and per signed-in member.
  EVENT_LIMIT_PER_IP: z.coerce.number().int().min(1).default(120),
  EVENT_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(60),
  EVENT_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(1),
  // Anonymity checks as a member writes a listing (each one reads the text), per member and per IP.
  ANONYMITY_CHECK_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(120),
  ANONYMITY_CHECK_LIMIT_PER_IP: z.coerce.number().int().min(1).default(600),
  ANONYMITY_CHECK_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(1),
  // Conversations (docs/conversations.md), per member: threads started (each tells another member)
  // and messages written, and per IP for both.
  THREAD_START_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  THREAD_START_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  THREAD_MESSAGE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(30),
  THREAD_MESSAGE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(1),
  THREAD_LIMIT_PER_IP: z.coerce.number().int().min(1).default(600),
  SAVED_SEARCH_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(60),
  SAVED_SEARCH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  SAVED_SEARCH_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  /** Requests per minute one personal API token may make, counted per web process (docs/api-tokens.md). */
  API_TOKEN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(12),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  // SMTP connections each worker process keeps open for bulk mail (a bulk message's batches): a
  // connection sends one mail per few round trips, so this bounds the mails per second (docs/operations.md § Mail).
  MAIL_BULK_CONNECTIONS: z.coerce.number().int().min(1).max(32).default(4),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  // Seconds a member has to undo a deal stage they recorded (docs/deals.md): the other party is
  // told only once they have passed, so an undone stage tells nobody.
  DEAL_UNDO_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  // Business days (SA public holidays excluded) a member has to answer a match proposal or
  // sourcing offer before it lapses (docs/deadlines.md).
  PROPOSAL_ANSWER_BUSINESS_DAYS: z.coerce.number().int().min(2).max(30).default(5),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@recruiterconnect.co.za'),
  /**
   * Tests only (NODE_ENV=test): lets push go to the local http push service on 127.0.0.1 (any port,
   * no private-address check for it). Everywhere else endpoints are https on port 443.
   */
  PUSH_ALLOW_LOCAL: bool.default(false),
  /**
   * Tests only (NODE_ENV=test): lets webhooks go to a local receiver: http to 127.0.0.1
   * (any port, no private-address check for it). Everywhere else a webhook address is https to a
   * public address (docs/webhooks.md).
   */
  WEBHOOK_ALLOW_LOCAL: bool.default(false),
  /** First retry of a failed webhook delivery after this many seconds, doubling each time (5 retries). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Retries of a failed webhook delivery after the first attempt. */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(5),
  /**
   * The push services a subscription endpoint may point at (no SSRF through Web Push): comma-separated
   * host names, `*.example.com` for any subdomain of example.com (not example.com itself).
   */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default(DEFAULT_PUSH_ALLOWED_HOSTS.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(HOST_PATTERN, { error: 'host names or *.domain, comma-separated' })).min(1)),
  /**
   * Origins besides APP_URL's that may send state-changing API requests (comma-separated, e.g.
   * https://admin.example.co.za). The request's own Host header is never trusted for this.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(isBareOrigin, { error: 'origins such as https://app.example.co.za, comma-separated' })
          .transform((o) => new URL(o).origin),
      ),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Statements slower than this (milliseconds) are logged at warn with their normalised text
  // (no values) and duration (api/db/slow-queries.ts). 0: off.
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(200),
  // Prometheus metrics (api/metrics/): never on the public port without a token. METRICS_PORT serves
  // /metrics on a listener of its own (bind it to a private interface with METRICS_HOST);
  // METRICS_TOKEN serves it on the app's port to `Authorization: Bearer <token>` only. Neither: off.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().optional(),
  METRICS_TOKEN: z.string().min(24).optional(),
  // DKIM signing of every outgoing mail (nodemailer): all three or none (dkimSettings below). The
  // private key is RSA, in PEM: the text itself (newlines written as \n where the environment cannot
  // hold them) or the path of a PEM file. DNS records to publish: docs/operations.md § Mail.
  DKIM_DOMAIN: z.string().optional(),
  DKIM_SELECTOR: z.string().optional(),
  DKIM_PRIVATE_KEY: z.string().optional(),
  // Backups taken by the app itself (api/jobs/scheduled-backup.ts): a cron expression in South
  // African time (e.g. '30 1 * * *', nightly at 01:30), run once by one worker process. Unset: none
  // (npm run backup still works). BACKUP_DIR is where they go; BACKUP_KEEP, when above 0, how many
  // of the newest are kept there (also for npm run backup without --out).
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === '' || isCronExpression(v), {
      error: "a cron expression of five fields, in South African time, e.g. BACKUP_SCHEDULE='30 1 * * *'",
    })
    .transform((v) => v || undefined),
  BACKUP_DIR: z.string().default('./backups'),
  BACKUP_KEEP: z.coerce.number().int().min(0).default(0),
  SERVE_WEB: bool.default(true),
});

export type Env = z.infer<typeof ZEnvSchema>;

/** Every setting's name (.env.example lists each one: tests/unit/env-example.test.ts). */
export const SETTING_NAMES = Object.keys(ZEnvSchema.shape) as (keyof Env)[];

export type Config = Env & {
  isProduction: boolean;
  host: string;
  appUrl: string;
  /** True only when mails are kept in the database and shown at /dev/mail. */
  devMailbox: boolean;
  /** MIGRATE_ON_START, or its default: on for the embedded database and outside production. */
  migrateOnStart: boolean;
  /** DKIM signing of outgoing mail, or null when the three DKIM settings are unset. */
  dkim: DkimSettings | null;
};

/** What nodemailer's `dkim` option takes: the signing domain (d=), the selector (s=) and the PEM key. */
export type DkimSettings = { domainName: string; keySelector: string; privateKey: string };

/** One thing wrong with the configuration: the variable, what is wrong, and what to set. */
export type ConfigProblem = { name: string; problem: string };

/**
 * Every setting wrong at once, as one message: an operator fixes them all in one go instead of
 * learning them one start at a time. Thrown before anything is opened (api/server.ts).
 */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      `Invalid configuration (${problems.length} setting${problems.length === 1 ? '' : 's'} to fix; nothing was started or changed):\n` +
        problems.map((p) => `  ${p.name}: ${p.problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/**
 * What production needs beyond the schema, read from the raw variables so they are reported
 * together with the schema's own complaints. Each line says what to set.
 */
function productionProblems(source: NodeJS.ProcessEnv): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const value = (name: string) => source[name] ?? '';
  const appUrl = value('APP_URL');
  if (!appUrl)
    problems.push({
      name: 'APP_URL',
      problem:
        'required in production: the https address members open, used in mail links and the same-site check (e.g. APP_URL=https://connect.example.co.za)',
    });
  else if (!appUrl.startsWith('https://'))
    problems.push({
      name: 'APP_URL',
      problem: `must be https:// in production (the session cookie is Secure), e.g. APP_URL=https://${appUrl.replace(/^[a-z]+:\/\//i, '')}`,
    });
  if (value('SESSION_SECRET').length < 32)
    problems.push({
      name: 'SESSION_SECRET',
      problem: 'required in production (32+ characters), e.g. SESSION_SECRET=$(openssl rand -hex 32)',
    });
  if (!value('SMTP_URL'))
    problems.push({
      name: 'SMTP_URL',
      problem:
        'required in production (mail cannot be kept in a dev mailbox), e.g. SMTP_URL=smtps://user:password@smtp.example.co.za:465',
    });
  const salt = source.INVITATION_SALT ?? DEFAULT_INVITATION_SALT;
  if (salt === DEFAULT_INVITATION_SALT || salt.length < 16)
    problems.push({
      name: 'INVITATION_SALT',
      problem:
        'required in production (16+ characters, not the public default), e.g. INVITATION_SALT=$(openssl rand -hex 16); changing it changes every invitation code',
    });
  if (value('CANDIDATE_ID_SECRET').length < 32)
    problems.push({
      name: 'CANDIDATE_ID_SECRET',
      problem:
        'required in production (32+ characters; never change it once set): a new install sets CANDIDATE_ID_SECRET=$(openssl rand -hex 32); ' +
        'an install that ran without it keeps its duplicate checks with the key it used, printed by npm run candidate-id-secret',
    });
  if ((source.ADMIN_MFA ?? 'required') !== 'required')
    problems.push({
      name: 'ADMIN_MFA',
      problem:
        'must be required in production (administrators see every member and every deal; optional is for demos and tests): remove it or set ADMIN_MFA=required',
    });
  for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'])
    if (!value(name))
      problems.push({
        name,
        problem: 'required in production (Web Push keys, made once with npx web-push generate-vapid-keys; keep them)',
      });
  return problems;
}

/** Rules between settings, in every environment. */
function crossProblems(source: NodeJS.ProcessEnv, isProduction: boolean): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (bool.safeParse(source.PUSH_ALLOW_LOCAL ?? 'false').data && source.NODE_ENV !== 'test')
    problems.push({ name: 'PUSH_ALLOW_LOCAL', problem: 'only for tests (NODE_ENV=test), never in production' });
  if (bool.safeParse(source.WEBHOOK_ALLOW_LOCAL ?? 'false').data && source.NODE_ENV !== 'test')
    problems.push({ name: 'WEBHOOK_ALLOW_LOCAL', problem: 'only for tests (NODE_ENV=test), never in production' });
  // The embedded database belongs to one process (api/db/data-dir-lock.ts): a web or worker
  // process on its own would have its own database, and the other half could never share it.
  const role = source.ROLE ?? 'all';
  if ((role === 'web' || role === 'worker') && !source.DATABASE_URL)
    problems.push({
      name: 'ROLE',
      problem:
        `${role} needs DATABASE_URL (a PostgreSQL server). Without it the database is embedded in DATA_DIR ` +
        'and one process owns it: use ROLE=all (the default), which serves the web and runs the jobs.',
    });
  if (isProduction && source.METRICS_PORT && source.METRICS_PORT === (source.PORT ?? '3000'))
    problems.push({ name: 'METRICS_PORT', problem: 'must differ from PORT (metrics are never on the public port)' });
  return problems;
}

const DKIM_NAMES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;
const DOMAIN_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const SELECTOR_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9](?:[a-z0-9_-]{0,62}))*$/i;
const DKIM_KEY_HOW =
  'make one with: openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out dkim-private.pem';

/**
 * The DKIM settings, checked as far as they can be without the DNS: all three or none, a domain
 * and a selector that can stand in a DNS name, and a key that nodemailer can sign with. nodemailer
 * signs rsa-sha256 only and, given a key it cannot use, sends the mail unsigned without a word: so
 * a key that does not parse as an unencrypted RSA key of 1024+ bits stops the start instead.
 */
function dkimSettings(source: NodeJS.ProcessEnv): { problems: ConfigProblem[]; dkim: DkimSettings | null } {
  const set = DKIM_NAMES.filter((name) => source[name]);
  if (set.length === 0) return { problems: [], dkim: null };
  const problems: ConfigProblem[] = [];
  if (set.length < DKIM_NAMES.length)
    problems.push({
      name: DKIM_NAMES.filter((name) => !source[name]).join(', '),
      problem: `DKIM signing needs all of ${DKIM_NAMES.join(', ')} or none (${set.join(', ')} set)`,
    });
  const domain = source.DKIM_DOMAIN;
  if (domain && !DOMAIN_PATTERN.test(domain))
    problems.push({
      name: 'DKIM_DOMAIN',
      problem: `must be a domain name such as example.co.za (the d= of the signature), not ${JSON.stringify(domain)}`,
    });
  const selector = source.DKIM_SELECTOR;
  if (selector && !SELECTOR_PATTERN.test(selector))
    problems.push({
      name: 'DKIM_SELECTOR',
      problem: `must be a DNS label such as rc2026 (the key is published at <selector>._domainkey.<domain>), not ${JSON.stringify(selector)}`,
    });
  const key = source.DKIM_PRIVATE_KEY ? readDkimKey(source.DKIM_PRIVATE_KEY) : null;
  if (key && 'problem' in key) problems.push({ name: 'DKIM_PRIVATE_KEY', problem: key.problem });
  if (problems.length > 0 || !domain || !selector || !key || !('pem' in key)) return { problems, dkim: null };
  return { problems, dkim: { domainName: domain.toLowerCase(), keySelector: selector, privateKey: key.pem } };
}

/** DKIM_PRIVATE_KEY: the PEM text itself (its newlines possibly written as \n), or a PEM file's path. */
function readDkimKey(value: string): { pem: string } | { problem: string } {
  let pem = value.replace(/\\n/g, '\n');
  if (!pem.trimStart().startsWith('-----BEGIN')) {
    try {
      pem = readFileSync(value, 'utf8');
    } catch (err) {
      return {
        problem: `is neither a PEM key (-----BEGIN PRIVATE KEY-----…) nor a file that can be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}: ${value})`,
      };
    }
  }
  let key;
  try {
    key = createPrivateKey(pem);
  } catch (err) {
    const reason = (err as Error).message.split('\n')[0];
    return { problem: `does not parse as an unencrypted PEM private key (${reason}); ${DKIM_KEY_HOW}` };
  }
  if (key.asymmetricKeyType !== 'rsa')
    return {
      problem: `is a ${key.asymmetricKeyType ?? 'non-RSA'} key; mail is signed rsa-sha256, so it must be RSA: ${DKIM_KEY_HOW}`,
    };
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 1024)
    return { problem: `is an RSA key of ${bits} bits; receivers ignore signatures under 1024 bits: ${DKIM_KEY_HOW}` };
  return { pem };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvSchema.safeParse(source);
  const isProduction = source.NODE_ENV === 'production';
  const dkim = dkimSettings(source);
  const problems = [
    ...(isProduction ? productionProblems(source) : []),
    ...crossProblems(source, isProduction),
    ...dkim.problems,
  ];
  // A variable named above (with what to set) is not reported twice by the schema.
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path.join('.');
    if (!problems.some((p) => p.name === name)) problems.push({ name, problem: issue.message });
  }
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  const env = parsed.data;
  const host = env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  return {
    ...env,
    isProduction,
    host,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    devMailbox: !env.SMTP_URL && !isProduction,
    migrateOnStart: env.MIGRATE_ON_START ?? (!env.DATABASE_URL || !isProduction),
    dkim: dkim.dkim,
  };
}
