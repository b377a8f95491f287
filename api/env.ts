/**
 * Configuration: every environment variable the product reads, parsed once with zod.
 * `.env.example` lists them all. Bad configuration stops the process with a clear message.
 */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Published in this repository: with it anyone can compute the invitation code of any e-mail
 * (shared/rules/invitation-code.ts), so production must set a salt of its own.
 */
export const DEFAULT_INVITATION_SALT = 'recruiter-connect-invite';

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  APP_URL: z.url().optional(),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(8 * 60),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(7 * 24),
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
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(12),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@recruiterconnect.co.za'),
  /** Tests only: lets push go to a local http endpoint (production keeps https on port 443). */
  PUSH_ALLOW_LOCAL: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_WEB: bool.default(true),
});

export type Env = z.infer<typeof ZEnvSchema>;

export type Config = Env & {
  isProduction: boolean;
  host: string;
  appUrl: string;
  /** True only when mails are kept in the database and shown at /dev/mail. */
  devMailbox: boolean;
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production (32+ characters)');
  }
  if (isProduction && env.PUSH_ALLOW_LOCAL) {
    throw new Error('Invalid configuration:\n  PUSH_ALLOW_LOCAL: never in production');
  }
  if (isProduction && !env.SMTP_URL) {
    throw new Error('Invalid configuration:\n  SMTP_URL: required in production (mail cannot be kept in a dev mailbox)');
  }
  // An empty or short salt is as guessable as the public default.
  if (isProduction && (env.INVITATION_SALT === DEFAULT_INVITATION_SALT || env.INVITATION_SALT.length < 16)) {
    throw new Error('Invalid configuration:\n  INVITATION_SALT: required in production (16+ characters, not the public default)');
  }
  const host = env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  return {
    ...env,
    isProduction,
    host,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    devMailbox: !env.SMTP_URL && !isProduction,
  };
}
