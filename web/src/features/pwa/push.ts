/**
 * Web Push on this device: subscribe with the server's VAPID key and register the subscription
 * with the API (POST /api/push/subscriptions), or remove it (DELETE) and unsubscribe.
 * Permission is asked only by turnOnPush(), which the Turn on button calls.
 */
import { ApiError } from '../../api/client';
import { deletePushSubscription, fetchPushKey, registerPushSubscription } from '../../api/push';

/** pushManager.subscribe can hang for ever (no reachable push service): give up after this. */
export const SUBSCRIBE_TIMEOUT_MS = 10_000;

/** A failure to show the member as it is (the API's own errors stay ApiError). */
export class PushError extends Error {}

export const PUSH_MESSAGES = {
  unsupported:
    'This browser cannot receive push notifications. Try Chrome, Edge or Firefox, or add the app to your home screen.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
  notAllowed: 'Push notifications were not turned on because permission was not given.',
  noWorker: 'The app is still being set up on this device. Reload the page and try again.',
  timeout:
    'This browser’s push service did not answer, so push notifications could not be turned on. Please try again later.',
} as const;

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The VAPID public key (URL-safe base64, no padding) as the bytes pushManager.subscribe expects. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function withTimeout<T>(promise: Promise<T>, ms: number, error: Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(error), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        window.clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/** The app's worker registration once it is active, or null (none yet, or `vite dev`). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return null;
  if (registration.active) return registration;
  return withTimeout(navigator.serviceWorker.ready, 5_000, new PushError(PUSH_MESSAGES.noWorker)).catch(() => null);
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** Is this device subscribed right now? */
export async function readPushState(): Promise<PushState> {
  if (!isPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await activeRegistration();
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks for permission (only here, on the member's click), subscribes with the VAPID key from
 * GET /api/push/key and registers the subscription with the API.
 */
export async function turnOnPush(): Promise<void> {
  if (!isPushSupported()) throw new PushError(PUSH_MESSAGES.unsupported);
  if (Notification.permission === 'denied') throw new PushError(PUSH_MESSAGES.blocked);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError(PUSH_MESSAGES.blocked);
  if (permission !== 'granted') throw new PushError(PUSH_MESSAGES.notAllowed);
  const registration = await activeRegistration();
  if (!registration) throw new PushError(PUSH_MESSAGES.noWorker);

  const key = urlBase64ToUint8Array(await fetchPushKey());
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another server key cannot receive our messages: replace it.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const subscribe = () =>
    withTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
      SUBSCRIBE_TIMEOUT_MS,
      new PushError(PUSH_MESSAGES.timeout),
    );
  subscription ??= await subscribe();

  try {
    try {
      await register(subscription);
    } catch (err) {
      // 409: the server keeps this endpoint for the account that registered it (an earlier member
      // on this device whose Log Out never reached the server) and never hands it over. A fresh
      // subscription has a new endpoint of this member's own.
      if (!(err instanceof ApiError && err.status === 409)) throw err;
      await subscription.unsubscribe();
      subscription = await subscribe();
      await register(subscription);
    }
  } catch (err) {
    // Not registered with the server: do not leave a subscription that would never be used.
    await subscription.unsubscribe().catch(() => undefined);
    throw err;
  }
}

async function register(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await registerPushSubscription({ endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } });
}

/** Removes this device's subscription from the API (DELETE), then unsubscribes the browser. */
export async function turnOffPush(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await activeRegistration();
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/** On Log Out: this device stops receiving the member's pushes. Best effort, never throws. */
export async function dropPushSubscription(): Promise<void> {
  try {
    if (!isPushSupported()) return;
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = registration ? await registration.pushManager.getSubscription() : null;
    if (!subscription) return;
    await deletePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // The server removes subscriptions the push service reports gone.
  }
}
