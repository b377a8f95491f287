import type { SavedSearchAlert } from '../../../../shared/rules/saved-search';

/** The alert choices of a saved search, in the member's words. */
export const ALERT_OPTIONS: { value: SavedSearchAlert; label: string }[] = [
  { value: 'instant', label: 'Instantly (at most hourly)' },
  { value: 'daily', label: 'In my daily summary' },
  { value: 'off', label: 'Don’t alert me' },
];
