import type { NotificationToggle } from '../constants';

/** POST /api/unsubscribe/:token answered as JSON: the toggles the link turned off. */
export type Unsubscribed = { unsubscribed: NotificationToggle[] };
