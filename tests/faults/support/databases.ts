/**
 * Databases for the fault tests: a fresh database on the shared PostgreSQL server (created and
 * dropped like tests/support/test-database.ts), a private PostgreSQL cluster that a test may stop
 * and start (never the shared server), and accounts written straight into either.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, chownSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { hashPassword } from '../../../api/auth/password';
import { normaliseNotifications } from '../../../api/services/accounts/default-notifications';
import { RECRUITMENT_AGENCY_TYPE_ID } from '../../../shared/lookups';
import { freePort } from './app-process';

const run = promisify(execFile);

export const SHARED_SERVER_URL =
  process.env.FAULTS_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type ServerDatabase = { url: string; name: string; drop(): Promise<void> };

async function withClient<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  // A restarted or dropped database ends the connection: an 'error' with no listener would crash the run.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on a server (the app migrates it at start-up). */
export async function createServerDatabase(
  serverUrl = SHARED_SERVER_URL,
  prefix = 'rc_fault',
): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export async function query<R extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  return withClient(url, async (c) => (await c.query<R>(text, values)).rows);
}

export const randomEmail = (prefix = 'fault') => `${prefix}-${randomBytes(5).toString('hex')}@example.co.za`;
export const PASSWORD = 'Placement42';

/** An active recruiter with a complete profile, written straight into the (migrated) database. */
export async function insertAccount(url: string, options: { email?: string; costLog2?: number } = {}) {
  const email = options.email ?? randomEmail();
  const passwordHash = await hashPassword(PASSWORD, options.costLog2 ?? 12);
  const [row] = await query<{ id: string }>(
    url,
    `INSERT INTO accounts (email, password_hash, firstname, lastname, company, title, cellphone, company_type,
       categories, is_active, activated_at, trial_days, terms_accepted_at, notifications)
     VALUES ($1, $2, 'Thandi', 'Nkosi', 'Talent Bridge Recruitment', 'Senior Recruiter', '+27 82 555 0101', $3,
       '{1,2}', true, now(), 14, now(), $4)
     RETURNING id`,
    [
      email,
      passwordHash,
      RECRUITMENT_AGENCY_TYPE_ID,
      JSON.stringify(normaliseNotifications(null, RECRUITMENT_AGENCY_TYPE_ID)),
    ],
  );
  return { id: row!.id, email, password: PASSWORD };
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of this test's own (initdb into a temp dir, run as the `postgres` OS user),
 * so the test may stop and start it. Never touches the shared server on port 5432.
 */
export class PrivatePostgres {
  private dir = '';
  port = 0;

  /** Why a private cluster cannot run here, or null when it can. */
  static unavailableReason(): string | null {
    if (!existsSync(path.join(PG_BIN, 'initdb'))) return `no PostgreSQL binaries in ${PG_BIN}`;
    if (process.getuid?.() !== 0)
      return 'a private cluster is started as the postgres OS user, which needs root (runuser)';
    return null;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private async asPostgres(bin: string, args: string[]): Promise<void> {
    await run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], { timeout: 60_000 });
  }

  async init(): Promise<void> {
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'rc-private-pg-'));
    chownSync(
      this.dir,
      Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
      Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
    );
    await this.asPostgres('initdb', ['-D', path.join(this.dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
    this.port = await freePort();
    await this.start();
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    await this.asPostgres('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  /** Fast shutdown: open connections are terminated (57P01), as in a real restart or fail-over. */
  async stop(): Promise<void> {
    await this.asPostgres('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  async remove(): Promise<void> {
    if (!this.dir) return;
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
    this.dir = '';
  }
}
