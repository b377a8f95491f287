import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A one-time link's token has to reach the mail (or push) worker through the job queue, a
 * database table that backups and replicas copy. It travels sealed: AES-256-GCM under a key
 * derived from the session secret, which lives in the configuration (or DATA_DIR), never in the
 * database. A reader of the database alone gets no working link; the worker opens it to send.
 */
const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type Sealer = {
  seal(secret: string): string;
  /** The secret a `seal` produced; anything else (a job queued before sealing existed) as it is. */
  open(value: string): string;
};

const sealers = new Map<string, Sealer>();

export function sealerFor(sessionSecret: string): Sealer {
  let sealer = sealers.get(sessionSecret);
  if (!sealer) {
    sealer = createSealer(createHmac('sha256', sessionSecret).update('job-secrets').digest());
    // One secret per process in practice; a test run starts a few servers.
    if (sealers.size < 100) sealers.set(sessionSecret, sealer);
  }
  return sealer;
}

function createSealer(key: Buffer): Sealer {
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(value) {
      if (!value.startsWith(PREFIX)) return value;
      const bytes = Buffer.from(value.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      // A wrong key (the session secret changed since the job was queued) throws here: the job
      // fails and is retried, then kept as failed; the member asks for a new link.
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
