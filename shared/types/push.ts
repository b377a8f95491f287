/** Web push of one device (api/routes/push.ts). */

/** GET /api/push/key: the server's VAPID public key (URL-safe base64). */
export type PushKey = { publicKey: string };

/** POST /api/push/subscriptions body (the browser's PushSubscription, as JSON). */
export type PushSubscriptionInput = { endpoint?: string; keys: { p256dh: string; auth: string } };

/** POST /api/push/subscriptions (201); DELETE answers 204. */
export type PushSubscribed = { status: 'subscribed' };

/**
 * A button on a push notification. The service worker (web/src/sw.ts) opens `url`, or
 * POSTs to `post` (an /api path, with the member's session cookie) and opens `url` instead when the
 * API refuses (a proposal already answered or lapsed, a used link).
 */
export type PushAction = { action: 'view' | 'decline' | 'extend'; title: string; url: string; post?: string };
