/** What anyone may ask for (api/routes/public.ts). */

/** GET /api/lookups (the PWA ships them in its code; the API serves the same for other clients). */
export type { Lookups } from '../lookups';

/** GET /api/config: what the server's configuration lets the PWA show. */
export type SiteConfig = { supportEmail: string; supportPhone: string };

/** POST /api/events (202) */
export type EventRecorded = { status: 'recorded' };
