/** Settings the administrators change in the console (GET/PUT /api/admin/settings). */
import type { AppSettings } from '../rules/settings';

export { DEFAULT_SETTINGS, type AppSettings } from '../rules/settings';

/** GET and PUT /api/admin/settings */
export type SettingsResponse = { settings: AppSettings };
