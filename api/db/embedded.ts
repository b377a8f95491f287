/**
 * The embedded default database: PGlite (Postgres in WebAssembly) served over the Postgres
 * wire protocol on a loopback port, so the app reaches it with the same `pg` Pool it uses
 * for a real server. PGlite is one backend: the socket server multiplexes connections and
 * queues queries while one of them holds a transaction.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** `dataDir` is a folder, or 'memory://' for a throw-away database (tests). */
export async function startEmbeddedDatabase(dataDir: string, maxConnections = 30): Promise<EmbeddedDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const { port } = getAddress(server);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

function getAddress(server: PGLiteSocketServer): AddressInfo {
  // The socket server keeps its net.Server private; port 0 means we must ask it which port it got.
  const inner = (server as unknown as { server?: { address(): AddressInfo | string | null } }).server;
  const address = inner?.address();
  if (!address || typeof address === 'string') throw new Error('embedded database did not start listening');
  return address;
}
