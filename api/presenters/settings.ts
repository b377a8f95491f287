/** The console's settings (GET and PUT /api/admin/settings). */
import type { AppSettings } from '../../shared/rules/settings';
import type { SettingsResponse } from '../../shared/types/settings';

export function presentSettings(settings: AppSettings): SettingsResponse {
  return { settings };
}
