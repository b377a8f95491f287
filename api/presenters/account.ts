/** What the presenters say about an account's trial (its profile is presentProfile, profile.ts). */
import type { Account } from '../domain/rows';
import { TRIAL_DAYS } from '../../shared/constants';

const DAY_MS = 86_400_000;

export function trialDaysLeft(account: Account, now = Date.now()): number {
  if (!account.activatedAt) return account.trialDays || TRIAL_DAYS;
  const ends = account.activatedAt.getTime() + account.trialDays * DAY_MS;
  return Math.max(0, Math.ceil((ends - now) / DAY_MS));
}
