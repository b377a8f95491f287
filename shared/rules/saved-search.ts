/** Saved searches' limits, alert choices and messages: zod-free, for the PWA's screens and the API alike. */
import { LIMITS } from '../constants';

/** A member keeps at most this many saved searches (each is checked against every new listing). */
export const SAVED_SEARCHES_PER_MEMBER = 25;
export const SAVED_SEARCH_NAME_MAX = LIMITS.savedSearchName;
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'The Name field is required.',
  nameTooLong: `The Name field may be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  kind: "The kind must be 'job' or 'candidate'.",
  alert: "The Alert must be 'instant', 'daily' or 'off'.",
  query: 'The search is not valid.',
  tooMany: `You can keep up to ${SAVED_SEARCHES_PER_MEMBER} saved searches. Delete one to save another.`,
  empty: 'Change the name, the alert, pause or resume it, or mark it seen.',
  notFound: 'This saved search does not exist or is not yours.',
} as const;
