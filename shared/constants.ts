/** Business constants and limits of spec “Business constants and limits”, used by the API, the worker and the PWA. */

export const PRODUCT_NAME = 'Recruiter Connect';
export const PRODUCT_VERSION = '2.8.80';

export const PASSWORD_MIN_LENGTH = 6;
export const TRIAL_DAYS = 14;
/**
 * An activation link works for this many days after it was mailed. The spec sets no lifetime; an
 * inactive member who signs in is mailed a fresh link (spec “States and transitions”), so an old link need not live for ever.
 */
export const ACTIVATION_LINK_DAYS = 7;

export const LISTING_LIFETIME_DAYS = 60;
export const LISTING_EXTENSION_DAYS = 7;
export const LISTING_NEW_HOURS = 24;
/**
 * A declined match pair (job spec + candidate), or a declined sourcing offer of one member for one
 * job spec, may not be proposed again for this many days after the decline; an
 * approved one never again.
 */
export const PROPOSAL_DECLINE_COOLDOWN_DAYS = 30;
export const DATE_POSTED_OPTIONS = [1, 7, 14, 30, 60] as const;
export const DATE_POSTED_DEFAULT = 60;

export const LIMITS = {
  email: 254,
  password: 128,
  name: 80,
  company: 120,
  jobTitle: 120,
  website: 200,
  phone: 30,
  membershipNumber: 40,
  otherText: 100,
  listingTitle: 120,
  qualifications: 1280,
  experience: 1280,
  additional: 2650,
  bulkHeading: 120,
  bulkMessage: 512,
  placementFee: 6,
  searchKeyword: 100,
  /** One text sent to the anonymity check (a field being written; a listing's longest is 2,650). */
  anonymityCheckText: 5000,
  /** A write-only name (the candidate’s full name, the client’s name), on a listing save or sent to the anonymity check. */
  anonymityCheckName: 200,
  /** The proof reference given with a deal's Client paid (docs/payment-record.md). */
  paymentProof: 100,
  /** The note sent with a Match Proposal or Sourcing Offer. */
  proposalNote: 1000,
  /** A saved search's name. */
  savedSearchName: 80,
  /** A personal API token's name. */
  apiTokenName: 60,
} as const;

export const NOTES_WINDOW_DAYS = 14;
export const NOTES_LIMIT = 100;

/** Client cache lifetimes (spec “Business constants and limits”), in milliseconds. */
export const CACHE_MS = {
  notes: 5 * 60_000,
  accounts: 15 * 60_000,
  listings: 15 * 60_000,
  adminLists: 15 * 60_000,
} as const;

export const TOAST_SHOW_MS = 3000;
export const TOAST_GAP_MS = 500;

export const NOTIFICATION_TOGGLES = [
  'generalUpdates',
  'summaryDaily',
  'summaryWeekly',
  'newPosition',
  'newCandidate',
] as const;
export type NotificationToggle = (typeof NOTIFICATION_TOGGLES)[number];

/** One value per toggle, in the toggles' order (a schema's shape, defaults, a form's rows). */
export function byNotificationToggle<T>(valueOf: (toggle: NotificationToggle) => T): Record<NotificationToggle, T> {
  return Object.fromEntries(NOTIFICATION_TOGGLES.map((toggle) => [toggle, valueOf(toggle)])) as Record<
    NotificationToggle,
    T
  >;
}

/**
 * The toggle of the new-listing alerts of each kind of listing: a new job spec is under
 * newPosition, a new candidate under newCandidate. Hiring companies never get either.
 */
export const LISTING_ALERT_TOGGLES = { job: 'newPosition', candidate: 'newCandidate' } as const satisfies Record<
  string,
  NotificationToggle
>;

export const isListingAlertToggle = (toggle: NotificationToggle): boolean =>
  (Object.values(LISTING_ALERT_TOGGLES) as NotificationToggle[]).includes(toggle);

/** Each toggle's name, as My Account → Notifications and a mail's unsubscribe page show it. */
export const NOTIFICATION_LABELS: Record<NotificationToggle, string> = {
  generalUpdates: 'General updates',
  summaryDaily: 'Daily summary',
  summaryWeekly: 'Weekly summary',
  newPosition: 'New job spec alerts',
  newCandidate: 'New candidate alerts',
};

export const ANALYTICS_EVENTS = [
  'home-cta',
  'about-cta',
  'proposal-sent',
  'proposal-accepted',
  'proposal-declined',
  'sourcing-sent',
  'job-post',
  'job-search',
  'job-propose',
  'job-added',
  'job-saved',
  'job-extended',
  'job-closed',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** The calendar days the API accepts for any date (shared/schemas/dates.ts); date pickers offer only these. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';

/** The admin console's "members who often trigger blocking findings": this many refused saves or more within `days`. */
export const ANONYMITY_OFTEN_REFUSED = { days: 90, minRefusals: 3 } as const;
