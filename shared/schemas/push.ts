/** Web Push subscription bodies (POST and DELETE /api/push/subscriptions): the browser's PushSubscription as JSON. */
import { z } from 'zod';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'The subscription keys are not valid.' });
const endpoint = z.string({ error: 'The subscription endpoint is required.' }).max(1000);

export const ZPushSubscriptionSchema = z.strictObject({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    { p256dh: base64url.max(200), auth: base64url.max(100) },
    { error: 'The subscription keys are required.' },
  ),
});
export type TPushSubscriptionSchema = z.infer<typeof ZPushSubscriptionSchema>;

export const ZPushUnsubscribeSchema = z.strictObject({ endpoint });
export type TPushUnsubscribeSchema = z.infer<typeof ZPushUnsubscribeSchema>;
