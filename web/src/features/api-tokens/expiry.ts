/** The expiry choices of a new token: a number of days from now, or never. */
import { API_TOKEN_DEFAULT_EXPIRY_DAYS, API_TOKEN_EXPIRY_CHOICES } from '../../../../shared/rules/api-tokens';

export const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_CHOICES.map((days) => ({
  value: days === null ? 'never' : String(days),
  label:
    days === null
      ? 'Never (not recommended)'
      : `${days} days${days === API_TOKEN_DEFAULT_EXPIRY_DAYS ? ' (recommended)' : ''}`,
}));

export const DEFAULT_EXPIRY = String(API_TOKEN_DEFAULT_EXPIRY_DAYS);

/** The expiresAt to send for a choice ('90' → 90 days from now; 'never' → null). */
export function expiresAtOf(choice: string, nowMs: number = Date.now()): string | null {
  if (choice === 'never') return null;
  return new Date(nowMs + Number(choice) * 86_400_000).toISOString();
}
