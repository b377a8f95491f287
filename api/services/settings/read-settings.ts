import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { appSettings } from '../../db/schema';
import { DEFAULT_SETTINGS, type AppSettings } from '../../../shared/rules/settings';

/**
 * How long a web process trusts the settings it read: a change an administrator makes in one
 * process is seen by every other within this time (at once in the process that made it).
 */
export const SETTINGS_CACHE_MS = 5_000;

const cache = new WeakMap<AppContext, { settings: AppSettings; readAt: number }>();

/** The settings as stored now; keys without a row (or with a value of the wrong type) have their default. */
export async function readSettings(db: Db): Promise<AppSettings> {
  const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
  const settings: AppSettings = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    if (key in DEFAULT_SETTINGS && typeof value === typeof DEFAULT_SETTINGS[key as keyof AppSettings]) {
      (settings as Record<string, unknown>)[key] = value;
    }
  }
  return settings;
}

/** The settings for a request: read at most once per SETTINGS_CACHE_MS in this process. */
export async function loadSettings(ctx: AppContext): Promise<AppSettings> {
  const cached = cache.get(ctx);
  if (cached && Date.now() - cached.readAt < SETTINGS_CACHE_MS) return cached.settings;
  const settings = await readSettings(ctx.db);
  cache.set(ctx, { settings, readAt: Date.now() });
  return settings;
}

/** After a change: this process reads the settings again on its next request. */
export function forgetSettings(ctx: AppContext): void {
  cache.delete(ctx);
}
