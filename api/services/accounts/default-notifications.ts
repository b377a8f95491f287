import type { NotificationSettings } from '../../db/schema';
import { byNotificationToggle, isListingAlertToggle } from '../../../shared/constants';
import { HIRING_COMPANY_TYPE_ID } from '../../../shared/lookups';

/**
 * Missing preferences default to on (spec “States and transitions”); hiring companies never get new-candidate or
 * new-position alerts.
 */
export function normaliseNotifications(
  current: Partial<NotificationSettings> | null | undefined,
  companyType: number,
): NotificationSettings {
  const isHiringCompany = companyType === HIRING_COMPANY_TYPE_ID;
  return byNotificationToggle((key) => !(isHiringCompany && isListingAlertToggle(key)) && (current?.[key] ?? true));
}

/** Every toggle off: an offboarded member, or one whose deletion is pending or done, is sent nothing. */
export function notificationsAllOff(): NotificationSettings {
  return byNotificationToggle(() => false);
}
