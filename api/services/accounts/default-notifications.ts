import type { NotificationSettings } from '../../db/schema';
import { NOTIFICATION_TOGGLES } from '../../../shared/constants';
import { HIRING_COMPANY_TYPE_ID } from '../../../shared/lookups';

/**
 * Missing preferences default to on (spec “States and transitions”); hiring companies never get new-candidate or
 * new-position alerts.
 */
export function normaliseNotifications(
  current: Partial<NotificationSettings> | null | undefined,
  companyType: number,
): NotificationSettings {
  const settings = Object.fromEntries(
    NOTIFICATION_TOGGLES.map((key) => [key, current?.[key] ?? true]),
  ) as NotificationSettings;
  if (companyType === HIRING_COMPANY_TYPE_ID) {
    settings.newCandidate = false;
    settings.newPosition = false;
  }
  return settings;
}

/** Every toggle off: an offboarded member, or one whose deletion is pending or done, is sent nothing. */
export function notificationsAllOff(): NotificationSettings {
  return Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, false])) as NotificationSettings;
}
