/** Types for http_ece (RFC 8188 encrypted content coding), used by the local push service in the push tests. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export type EceParams = {
    version?: 'aes128gcm' | 'aesgcm';
    key?: string | Buffer;
    salt?: string | Buffer;
    rs?: number;
    keyid?: string | Buffer;
    privateKey?: ECDH;
    dh?: string | Buffer;
    authSecret?: string | Buffer;
  };

  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;

  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
