/** Web push: the server's VAPID public key, which the PWA subscribes a device with. */
import type { PushKey } from '../../shared/types/push';

export function presentPushKey(publicKey: string): PushKey {
  return { publicKey };
}
