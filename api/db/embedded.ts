/**
 * The embedded default database: PGlite (Postgres in WebAssembly) under DATA_DIR, served over
 * the Postgres wire protocol on a random loopback port (api/db/pglite-wire-server.ts), so the
 * app reaches it with the same `pg` Pool it uses for a real server.
 *
 * `url` carries the secret of this start (the wire server refuses any client without it): pass it
 * only to this process's own pools and pg-boss; never log it or print it.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serveOverWire } from './pglite-wire-server';

export type EmbeddedDatabase = {
  url: string;
  /**
   * The whole database as a gzipped tar of its data folder, taken while it runs: between two
   * transactions (none open, none started until it is done) and after a checkpoint, so the copy
   * opens without recovery. PGlite's loadDataDir opens it (api/db/backup.ts).
   */
  dump: () => Promise<Blob>;
  /**
   * Hears NOTIFY on `channel` from any connection (the wire server reads the notifications out of
   * the answers: PGlite is one session). Returns the way to stop hearing.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => void>;
  stop: () => Promise<void>;
};

/**
 * `dataDir` is a folder, or 'memory://' for a throw-away database (tests). `loadDataDir`: a data
 * folder tarball (from `dump`) to start from instead of an empty cluster — the tests' copy of a
 * database already migrated once per run, which skips creating the cluster and the migrations.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<EmbeddedDatabase> {
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // PGlite writes its files 0666 (world-writable): only the owner may even enter the folder,
    // also one made by an earlier version with the default 0755.
    chmodSync(dataDir, 0o700);
  }
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const server = await serveOverWire(db, {
    // After the answer is on its way: a listener's work never holds up the backend.
    onNotification: (channel, payload) => {
      const heard = listeners.get(channel);
      if (heard) setImmediate(() => heard.forEach((onPayload) => onPayload(payload)));
    },
  });
  return {
    url: `postgres://postgres:${server.secret}@127.0.0.1:${server.port}/postgres`,
    dump: () => server.exclusive(() => dumpDatabase(db)),
    async listen(channel, onPayload) {
      let heard = listeners.get(channel);
      if (!heard) {
        heard = new Set();
        listeners.set(channel, heard);
        // The one session LISTENs once; every connection's NOTIFY then shows in its answer.
        await server.exclusive(() => db.exec(`LISTEN ${JSON.stringify(channel)}`));
      }
      heard.add(onPayload);
      return () => heard.delete(onPayload);
    },
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

/** A gzipped tar of the data folder of `db`, after a checkpoint (see EmbeddedDatabase.dump). */
export async function dumpDatabase(db: PGlite): Promise<Blob> {
  await db.exec('CHECKPOINT');
  return db.dumpDataDir('gzip');
}

/** Opens a data folder (`dataDir`) made from a dump, with the extensions the app uses. */
export async function loadDatabase(dataDir: string, dump: Blob): Promise<void> {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: dump });
  await db.close();
}

/** Opens an existing data folder on its own (no wire server): for a backup while no process owns it. */
export async function openDatabase(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}
