import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LABELS, NOTIFICATION_TOGGLES, isListingAlertToggle } from '../../shared/constants';
import { ZNotificationsSchema } from '../../shared/schemas/account';
import { ZMemberPatchSchema } from '../../shared/schemas/admin';
import { normaliseNotifications, notificationsAllOff } from '../../api/services/accounts/default-notifications';
import { HIRING_COMPANY_TYPE_ID, INDEPENDENT_RECRUITER_TYPE_ID } from '../../shared/lookups';

const allOn = Object.fromEntries(NOTIFICATION_TOGGLES.map((toggle) => [toggle, true]));

describe('the notification toggles, listed once', () => {
  it('are what a member and an administrator may set, and nothing else', () => {
    expect(ZNotificationsSchema.parse(allOn)).toEqual(allOn);
    expect(ZMemberPatchSchema.parse({ notifications: allOn })).toEqual({ notifications: allOn });
    expect(ZNotificationsSchema.safeParse({ ...allOn, smsAlerts: true }).success).toBe(false);
    expect(ZMemberPatchSchema.safeParse({ notifications: { smsAlerts: true } }).success).toBe(false);
    expect(Object.keys(NOTIFICATION_LABELS)).toEqual([...NOTIFICATION_TOGGLES]);
  });

  it('default to on, the listing alerts off for a hiring company, all off when offboarded', () => {
    expect(normaliseNotifications({ summaryDaily: false }, INDEPENDENT_RECRUITER_TYPE_ID)).toEqual({
      ...allOn,
      summaryDaily: false,
    });
    const hiring = normaliseNotifications(null, HIRING_COMPANY_TYPE_ID);
    for (const toggle of NOTIFICATION_TOGGLES) expect(hiring[toggle]).toBe(!isListingAlertToggle(toggle));
    expect(NOTIFICATION_TOGGLES.filter(isListingAlertToggle)).toEqual(['newPosition', 'newCandidate']);
    expect(Object.values(notificationsAllOff()).every((isOn) => !isOn)).toBe(true);
  });
});
