/**
 * The database schema (Drizzle). SQL migrations are generated from this file with
 * `npm run db:generate` and committed under api/db/migrations; they run at start-up.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { NotificationToggle } from '../../shared/constants';
import type { PaymentPeriods } from '../../shared/rules/payment-periods';
import { DEAL_EVENT_KINDS, DEAL_STAGES } from '../../shared/rules/deal';

/**
 * 'withdrawn': ended unanswered because a member involved was offboarded (admin/run-member-action.ts).
 * 'lapsed': not answered by the end of its answer-by date (api/jobs/deadline-sweep.ts).
 */
const PROPOSAL_STATES = ['proposed', 'approved', 'declined', 'withdrawn', 'lapsed'] as const;
/** A match proposal (job spec + candidate) or a sourcing offer (to source candidates for a job spec). */
export const PROPOSAL_KINDS = ['match', 'sourcing'] as const;

export type NotificationSettings = Record<NotificationToggle, boolean>;
export type Contract = { months: number; paid: boolean; start: string; end: string };

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: varchar('firstname', { length: 80 }),
    lastname: varchar('lastname', { length: 80 }),
    company: varchar('company', { length: 120 }),
    companyType: integer('company_type').notNull(),
    website: varchar('website', { length: 200 }),
    title: varchar('title', { length: 120 }),
    apso: varchar('apso', { length: 40 }),
    landline: varchar('landline', { length: 30 }),
    cellphone: varchar('cellphone', { length: 30 }),
    natures: integer('natures')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categories: integer('categories')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryOther: varchar('category_other', { length: 100 }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Spec "contact": the member asked the admins to approve the account. */
    contactRequested: boolean('contact_requested').notNull().default(false),
    isContracted: boolean('is_contracted').notNull().default(false),
    contract: jsonb('contract').$type<Contract>(),
    /** Spec "trail": trial days granted at activation. */
    trialDays: integer('trial_days').notNull().default(0),
    paidUntil: timestamptz('paid_until'),
    /** Spec "periods": the admin's payment history, month ('YYYY-MM') → paid. */
    periods: jsonb('periods')
      .$type<PaymentPeriods>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Spec "sourcing": the member offers candidate-sourcing services (alerted about jobs open to sourcing offers). */
    sourcing: boolean('sourcing').notNull().default(false),
    /** Registered with a valid invitation code, so admins can fast-track approval. */
    isInvited: boolean('is_invited').notNull().default(false),
    notifications: jsonb('notifications').$type<NotificationSettings>().notNull(),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    activatedAt: timestamptz('activated_at'),
    lastLoginAt: timestamptz('last_login_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * "Delete my account" (api/services/accounts/request-account-deletion.ts): when the
     * member asked, and when their personal fields go (30 days later, by the app clock). Both null
     * when no deletion is pending; a cancelled request clears them. `erased_at` is set once the
     * daily job (jobs/erase-deleted-accounts.ts) has erased them; the row itself stays, holding
     * placeholders, so deals and the audit trail still point at an account.
     */
    deletionRequestedAt: timestamptz('deletion_requested_at'),
    deletionDueAt: timestamptz('deletion_due_at'),
    erasedAt: timestamptz('erased_at'),
    /**
     * Two-factor sign-in (TOTP) confirmed at: the account then signs in with its password AND a code.
     * On the account row, read with every session, so the admin gate needs no second query; the
     * secret itself lives in account_mfa, encrypted.
     */
    mfaEnabledAt: timestamptz('mfa_enabled_at'),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    index('accounts_categories_gin').using('gin', t.categories),
    // The daily erase: deletions due and not yet done.
    index('accounts_deletion_due_idx')
      .on(t.deletionDueAt)
      .where(sql`deletion_due_at IS NOT NULL AND erased_at IS NULL`),
  ],
);

/**
 * An account's TOTP authenticator (api/auth/mfa-secrets.ts): the shared secret encrypted with
 * AES-256-GCM under a key that is not in the database (MFA_KEY, else derived from SESSION_SECRET),
 * `confirmed_at` once the member entered a code from it (until then it is an enrolment under way),
 * `last_step` the 30-second step of the last code accepted (a code is never accepted twice), and the
 * recovery codes as HMAC-SHA-256 hashes under the same key; a used one is removed from the array.
 */
export const accountMfa = pgTable('account_mfa', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  recoveryHashes: text('recovery_hashes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Activation links of inactive accounts: only a SHA-256 of each token is stored. Every mailed
 * link stays valid until one is used (then all of the account's rows go): a single column
 * overwritten by each new mail left the link of an earlier mail dead, and under concurrent
 * registrations even the newest one in the inbox.
 */
export const activationTokens = pgTable(
  'activation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('activation_tokens_account_idx').on(t.accountId)],
);

/** Password-reset tokens: only a SHA-256 of the token is stored; one use, short-lived. */
export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** The background job (forgot) that made this link: a retried job finds it and mails nothing more. */
    requestId: uuid('request_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('recovery_tokens_account_idx').on(t.accountId),
    uniqueIndex('recovery_tokens_request_key').on(t.requestId),
  ],
);

/** connect-pg-simple's table, created by our migrations rather than by the store. */
export const sessions = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, mode: 'date' }).notNull(),
  },
  (t) => [
    index('IDX_session_expire').on(t.expire),
    // Lets a password change or an offboarding end every session of one account quickly.
    index('session_user_idx').on(sql`(("sess" #>> '{passport,user}'))`),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    accountId: uuid('account_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);

/** Who did what to whom: admin actions and contact reveals. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: uuid('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);

/** rate-limiter-flexible's Postgres store (shared by every web process). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Mails delivered by the worker. In development without SMTP this is the dev mailbox
 * (/dev/mail); with SMTP it records the job id so a retried job never sends twice.
 */
export const sentMails = pgTable(
  'sent_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: varchar('job_id', { length: 64 }).notNull(),
    template: varchar('template', { length: 60 }).notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sent_mails_job_key').on(t.jobId), index('sent_mails_sent_at_idx').on(t.sentAt)],
);

/**
 * Job specs and candidates share most columns (spec “Entities and their fields”). Multi-selects are integer arrays
 * with GIN indexes; a listing is open while expires_at >= now(); closing sets
 * expires_at = created_at - 1 day. Lengths are enforced here as well as by the schemas.
 */
const listingColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => accounts.id),
  reference: varchar('reference', { length: 12 }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  categories: integer('categories').array().notNull(),
  categoryOther: varchar('category_other', { length: 100 }).notNull().default(''),
  natures: integer('natures').array().notNull(),
  equities: integer('equities').array().notNull(),
  genderId: integer('gender_id').notNull(),
  packageId: integer('package_id').notNull(),
  locations: integer('locations').array().notNull(),
  countryOther: varchar('country_other', { length: 100 }).notNull().default(''),
  qualifications: varchar('qualifications', { length: 1280 }).notNull(),
  experience: varchar('experience', { length: 1280 }).notNull(),
  sectors: integer('sectors').array().notNull(),
  sectorOther: varchar('sector_other', { length: 100 }).notNull().default(''),
  additional: varchar('additional', { length: 2650 }).notNull().default(''),
  /**
   * Set while the owner is offboarded (api/services/admin/run-member-action.ts, in the offboarding
   * transaction): the listing leaves every search and is unknown to other members, as if closed,
   * yet keeps its expiry so reinstating brings back exactly the listings that are still open.
   * A column of the listing, not a join on accounts, so the search stays one table and the write
   * bumps the listing version (migration 0005) that keeps the search cache exact.
   */
  ownerOffboarded: boolean('owner_offboarded').notNull().default(false),
  /**
   * Until when other members may see the listing as far as its owner's standing goes (null: no
   * end): the end of the trial or of the paid contract while the administrators' standing rule is
   * on, the epoch for an owner who is inactive, offboarded or has asked to be deleted. Kept by
   * PostgreSQL from the owner's account and the rule (listing_owner_listed_until, migration 0026),
   * so every write that changes a member's standing rewrites their listings' value in its own
   * transaction and bumps the listing version; a trial that simply runs out changes nothing, and
   * the searches compare the value with their clock (open-listing.ts `listedListing`).
   */
  ownerListedUntil: timestamptz('owner_listed_until'),
  /**
   * Search only: every multi-select in one array, each facet in its own id range
   * (listing_search_facets, migration 0011), so one GIN index — with the keyword's trigrams as
   * its second column — intersects all of a search's filters in a single index scan. Generated
   * by PostgreSQL from the row's own arrays, so no write path can leave it out of step.
   */
  searchFacets: integer('search_facets')
    .array()
    .generatedAlwaysAs(sql`listing_search_facets("categories", "natures", "equities", "locations", "sectors")`),
  /**
   * Suggestions only: each category × nature × equity the listing has, and each
   * category × nature, as one integer, each also with the package band (listing_suggestion_keys,
   * migrations 0021 and 0022; api/services/suggestions/suggestion-keys.ts). The ranking's first
   * steps find the listings sharing a category and passing both hard filters (and, first, near in
   * package) with one look-up of a few small posting lists, instead of intersecting the large
   * nature and equity lists of search_facets.
   */
  suggestionKeys: integer('suggestion_keys')
    .array()
    .generatedAlwaysAs(sql`listing_suggestion_keys("categories", "natures", "equities", "package_id")`),
});

export const jobs = pgTable(
  'jobs',
  {
    ...listingColumns(),
    jobTitle: varchar('job_title', { length: 120 }).notNull(),
    /** The poster's company type when the job was created (hiring-company jobs carry a fee). */
    companyType: integer('company_type').notNull(),
    placementFee: varchar('placement_fee', { length: 6 }),
    sourcing: boolean('sourcing').notNull().default(false),
  },
  (t) => [
    uniqueIndex('jobs_reference_key').on(t.reference),
    index('jobs_expires_idx').on(t.expiresAt),
    index('jobs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_owner_idx').on(t.ownerId, t.expiresAt),
    index('jobs_categories_gin').using('gin', t.categories),
    // Single selects: a filter on one gender or package band combines with the others (BitmapAnd).
    index('jobs_gender_idx').on(t.genderId),
    index('jobs_package_idx').on(t.packageId),
    // The search's one index: facets and keyword trigrams in one GIN scan (migration 0011).
    // No pending list (fastupdate off, migration 0018): every search read it row by row.
    index('jobs_search_gin')
      .using('gin', t.searchFacets, sql`(lower(${t.jobTitle} || ' ' || ${t.reference})) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The suggestions' first step (migration 0021), without a pending list either.
    index('jobs_suggestion_gin').using('gin', t.suggestionKeys).with({ fastupdate: false }),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    ...listingColumns(),
    candidateTitle: varchar('candidate_title', { length: 120 }).notNull(),
    /**
     * POPIA: the day the candidate agreed to be presented anonymously to other members,
     * as the poster declared it. Null only on candidates posted before consent was asked for.
     */
    consentDate: date('consent_date', { mode: 'string' }),
    /** When the poster made (or last renewed) that declaration. */
    consentRecordedAt: timestamptz('consent_recorded_at'),
  },
  (t) => [
    uniqueIndex('candidates_reference_key').on(t.reference),
    index('candidates_expires_idx').on(t.expiresAt),
    index('candidates_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('candidates_owner_idx').on(t.ownerId, t.expiresAt),
    index('candidates_categories_gin').using('gin', t.categories),
    // Single selects: a filter on one gender or package band combines with the others (BitmapAnd).
    index('candidates_gender_idx').on(t.genderId),
    index('candidates_package_idx').on(t.packageId),
    // The search's one index: facets and keyword trigrams in one GIN scan (migration 0011).
    // No pending list (fastupdate off, migration 0018): every search read it row by row.
    index('candidates_search_gin')
      .using('gin', t.searchFacets, sql`(lower(${t.candidateTitle} || ' ' || ${t.reference})) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The suggestions' first step (migration 0021), without a pending list either.
    index('candidates_suggestion_gin').using('gin', t.suggestionKeys).with({ fastupdate: false }),
  ],
);

/**
 * One counter per listing kind, bumped by a statement trigger on every write to jobs or
 * candidates (migration 0005), in the writer's own transaction. A search result cached under
 * version N is exactly right while the counter still reads N, in every process.
 */
export const listingVersions = pgTable('listing_versions', {
  kind: varchar('kind', { length: 10 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Match proposals (a job spec and a candidate) and sourcing offers (to source candidates for a
 * job spec), one row each, told apart by `kind`; ids were kept when migration 0012 moved the two
 * former tables here, so every link in a mail sent before still opens its proposal. A match has
 * a candidate and a sourcing offer has none (CHECK). One `status` column (proposed, approved,
 * declined, or withdrawn: ended unanswered because one of its members was offboarded);
 * "expired" is derived from the listings. One open match per job spec and candidate, and one
 * open sourcing offer per offering member and job spec (partial unique indexes).
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 10, enum: PROPOSAL_KINDS }).notNull(),
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => accounts.id),
    seconderId: uuid('seconder_id')
      .notNull()
      .references(() => accounts.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    candidateId: uuid('candidate_id').references(() => candidates.id),
    jReference: varchar('j_reference', { length: 12 }).notNull(),
    cReference: varchar('c_reference', { length: 12 }),
    status: varchar('status', { length: 10, enum: PROPOSAL_STATES }).notNull().default('proposed'),
    proposedAt: timestamptz('proposed_at').notNull().defaultNow(),
    secondedAt: timestamptz('seconded_at'),
    /**
     * The South African date by whose end the seconder must answer (the Nth business day
     * after the proposal's SA date); it lapses after. Null on proposals made before deadlines existed.
     */
    answerBy: date('answer_by', { mode: 'string' }),
    /**
     * The proposer's note to the recipient, trimmed, ≤ 1,000 characters, checked by
     * the anonymity guard when sent; null when none. Emptied when its author's account is erased.
     */
    note: varchar('note', { length: 1000 }),
  },
  (t) => [
    check(
      'proposals_kind_candidate_check',
      sql`(${t.kind} = 'match' AND ${t.candidateId} IS NOT NULL AND ${t.cReference} IS NOT NULL) OR (${t.kind} = 'sourcing' AND ${t.candidateId} IS NULL AND ${t.cReference} IS NULL)`,
    ),
    uniqueIndex('proposals_open_match_key')
      .on(t.jobId, t.candidateId)
      .where(sql`kind = 'match' AND status = 'proposed'`),
    uniqueIndex('proposals_open_sourcing_key')
      .on(t.proposerId, t.jobId)
      .where(sql`kind = 'sourcing' AND status = 'proposed'`),
    index('proposals_proposer_idx').on(t.proposerId, t.proposedAt),
    index('proposals_seconder_idx').on(t.seconderId, t.proposedAt),
    // Every proposal of one listing, whatever its state: a suggestion tile's proposal, the repeat
    // rules (a declined pair), withdrawing a closed listing's proposals. The open-only keys above
    // cannot answer those, so they read the whole table.
    index('proposals_job_candidate_idx').on(t.jobId, t.candidateId),
    index('proposals_candidate_idx').on(t.candidateId),
    // The admin lists: one kind, newest first.
    index('proposals_kind_proposed_idx').on(t.kind, t.proposedAt),
    // The deadline sweep: open proposals by answer-by date.
    index('proposals_open_answer_by_idx')
      .on(t.answerBy)
      .where(sql`status = 'proposed'`),
  ],
);

/**
 * One row per reminder (or other one-off message) the deadline sweep sent, keyed by what it was
 * about ('proposal:<uid>:remind-2', 'listing:job:<uid>:<expiry>:expiring'): inserting the key in
 * the transaction that queues the message is what makes each one go out once, however often the
 * sweep runs or retries.
 */
export const sentReminders = pgTable('sent_reminders', {
  key: varchar('key', { length: 160 }).primaryKey(),
  sentAt: timestamptz('sent_at').notNull().defaultNow(),
});

/**
 * One-tap links mailed and pushed to a listing's owner ("Extend 7 days"). Only a
 * SHA-256 of the token is stored; a link does one thing to one listing, once, and dies with the
 * listing's expiry at the time it was made.
 */
export const listingLinks = pgTable(
  'listing_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    listingKind: varchar('listing_kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    listingId: uuid('listing_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 10, enum: ['extend'] })
      .notNull()
      .default('extend'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('listing_links_listing_idx').on(t.listingKind, t.listingId)],
);

/**
 * Usage (spec “Entities and their fields”): what each member did, by kind — proposals, offers, approved, completed,
 * declined, sourcing, jobs — about which match, offer or listing. The dashboard counts the
 * current month's rows.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: varchar('kind', {
      length: 12,
      enum: ['proposals', 'offers', 'approved', 'completed', 'declined', 'sourcing', 'jobs'],
    }).notNull(),
    subjectType: varchar('subject_type', { length: 10, enum: ['match', 'sourcing', 'job', 'candidate'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('usage_events_account_idx').on(t.accountId, t.createdAt)],
);

/** In-app notifications (the bell). Soft-deleted; reading or deleting marks them read. */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id),
    heading: varchar('heading', { length: 120 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    link: varchar('link', { length: 300 }),
    isRead: boolean('is_read').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('notes_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * New-listing alerts waiting to be mailed. Batched per member: at most one alert mail per
 * 15 minutes lists everything that arrived meanwhile.
 */
export const pendingAlerts = pgTable(
  'pending_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: varchar('kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    listingId: uuid('listing_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    uniqueIndex('pending_alerts_account_listing_key').on(t.accountId, t.listingId),
    index('pending_alerts_unsent_idx')
      .on(t.accountId)
      .where(sql`sent_at IS NULL`),
  ],
);

/** When each member last got an alert mail (the 15-minute batching clock). */
export const alertClock = pgTable('alert_clock', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  lastSentAt: timestamptz('last_sent_at').notNull(),
});

/** Web Push subscriptions: one per device a member turned notifications on for. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_account_idx').on(t.accountId),
  ],
);

/**
 * Which devices a push job has already reached (api/jobs/send-push-batch.ts): a batch job retried
 * after a crash or a partial failure skips them, so no device gets a message twice. Rows go with
 * their subscription, and after a week (longer than a job keeps retrying).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    jobId: uuid('job_id').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    deliveredAt: timestamptz('delivered_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.subscriptionId] }),
    index('push_deliveries_delivered_at_idx').on(t.deliveredAt),
  ],
);

/**
 * Settings the administrators change in the console, one row per key (shared/types/settings.ts
 * names the keys and their defaults; a key without a row has its default).
 */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => accounts.id),
});

/**
 * The tracked deal after an approval (rules in shared/rules/deal.ts, docs/deals.md): one
 * per approved proposal, created in the approval's transaction. The terms in force at approval are
 * columns of their own, editable (PATCH /api/deals/:uid/terms) until both parties have accepted;
 * `terms_frozen_at` is then set and they never change again. Money is whole rand, computed on the
 * server from the CTC and the fee %. `job_owner_id` holds the client (invoices it and is paid by it)
 * and owes `partner_id` their share.
 */
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id),
    jobOwnerId: uuid('job_owner_id')
      .notNull()
      .references(() => accounts.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => accounts.id),
    stage: varchar('stage', { length: 20, enum: DEAL_STAGES }).notNull().default('introduced'),
    /** The placement fee, % of the annual CTC: the hiring-company job's, or what the job owner enters. */
    feePercent: numeric('fee_percent', { precision: 6, scale: 3 }),
    /** Whether feePercent came from a hiring-company job (then nobody edits it). */
    isFeeFromJob: boolean('is_fee_from_job').notNull().default(false),
    splitPercent: integer('split_percent').notNull().default(50),
    guaranteeDays: integer('guarantee_days').notNull().default(90),
    paymentBusinessDays: integer('payment_business_days').notNull().default(3),
    nonApproachMonths: integer('non_approach_months').notNull().default(12),
    effectiveCauseMonths: integer('effective_cause_months').notNull().default(6),
    termsVersion: varchar('terms_version', { length: 20 }).notNull(),
    termsFrozenAt: timestamptz('terms_frozen_at'),
    startDate: date('start_date', { mode: 'string' }),
    ctcRand: bigint('ctc_rand', { mode: 'number' }),
    feeRand: bigint('fee_rand', { mode: 'number' }),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    clientPaidDate: date('client_paid_date', { mode: 'string' }),
    /** The proof reference given with Client paid (optional, ≤ 100 characters). */
    clientPaidProof: varchar('client_paid_proof', { length: 100 }),
    paymentDueDate: date('payment_due_date', { mode: 'string' }),
    partnerPaidDate: date('partner_paid_date', { mode: 'string' }),
    guaranteeEndDate: date('guarantee_end_date', { mode: 'string' }),
    fellThroughReason: varchar('fell_through_reason', { length: 40 }),
    disputedAt: timestamptz('disputed_at'),
    disputedBy: uuid('disputed_by').references(() => accounts.id),
    disputeStatement: varchar('dispute_statement', { length: 2000 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deals_proposal_key').on(t.proposalId),
    index('deals_job_owner_idx').on(t.jobOwnerId, t.createdAt),
    index('deals_partner_idx').on(t.partnerId, t.createdAt),
    index('deals_created_idx').on(t.createdAt),
    // The reminder sweep: deals waiting for the partner's payment, or inside their guarantee.
    index('deals_payment_due_idx')
      .on(t.paymentDueDate)
      .where(sql`stage = 'client_paid'`),
    index('deals_disputed_idx')
      .on(t.disputedAt)
      .where(sql`disputed_at IS NOT NULL`),
  ],
);

/** Each party's acceptance of a deal's terms: once, timestamped, with the terms page version and the terms accepted. */
export const dealTermsAcceptances = pgTable(
  'deal_terms_acceptances',
  {
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    termsVersion: varchar('terms_version', { length: 20 }).notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    acceptedAt: timestamptz('accepted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.accountId] })],
);

/**
 * A deal's timeline: created, terms changed/accepted, each stage (who moved it, when, with its
 * date/CTC/reason), the dispute, each reminder sent. Append-only; the committee's export reads it.
 */
export const dealEvents = pgTable(
  'deal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    kind: varchar('kind', { length: 20, enum: DEAL_EVENT_KINDS }).notNull(),
    stage: varchar('stage', { length: 20 }),
    actorId: uuid('actor_id').references(() => accounts.id),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('deal_events_deal_idx').on(t.dealId, t.id)],
);

/**
 * Offline drafts: the Idempotency-Key a member's device sent with a POST
 * /api/jobs or /api/candidates, and the listing it created. Inserted in the transaction that
 * creates the listing; the primary key makes a draft posted twice (two tabs, Background Sync and
 * the app at once, a retry after a lost answer) one listing: the second post answers the first's.
 */
export const listingPostKeys = pgTable(
  'listing_post_keys',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    listingKind: varchar('listing_kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    listingId: uuid('listing_id').notNull(),
    reference: varchar('reference', { length: 20 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.listingKind, t.key] })],
);

/**
 * Duplicate-candidate check: the private identifiers a poster gave for a candidate (SA ID
 * number, passport, e-mail, cellphone, and its write-only full name), normalised, as keyed hashes only (HMAC-SHA-256 with the
 * configured secret, api/services/candidates/identifier-hash.ts) — never the values. One per kind
 * per candidate. Deleted with the candidate, and 12 months after it closed (jobs/purge-candidate-identifiers.ts).
 */
export const candidateIdentifiers = pgTable(
  'candidate_identifiers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id),
    kind: varchar('kind', { length: 10, enum: ['idNumber', 'passport', 'email', 'cellphone', 'fullName'] }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_identifiers_candidate_kind_key').on(t.candidateId, t.kind),
    index('candidate_identifiers_hash_idx').on(t.hash),
  ],
);

/**
 * Two members' candidates that share an identifier hash: the later one (`candidate_id`) and the one
 * posted first (`earlier_candidate_id`). What administrators see; it holds no identifier.
 */
export const candidateDuplicates = pgTable(
  'candidate_duplicates',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    earlierCandidateId: uuid('earlier_candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.earlierCandidateId] }),
    index('candidate_duplicates_earlier_idx').on(t.earlierCandidateId),
  ],
);

/**
 * Conversations between two members (docs/conversations.md). 'question': an anonymous question
 * asked on another member's listing before any approval (`asker_id` asked, `owner_id` owns
 * `listing_id` of `listing_kind`); neither side's identity is shown to the other. 'match' and
 * 'sourcing': the conversation of an approved proposal (and so of its deal), whose id IS the
 * proposal's id (a proposal's `threadUid` needs no look-up); `asker_id` is the proposer and
 * `owner_id` the seconder, both named as the contact reveal allows. One question thread per asker
 * and listing. A thread closes when either party is offboarded, lapsed or due for deletion: that is
 * derived from their accounts when it is read, never stored.
 */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 10, enum: ['question', ...PROPOSAL_KINDS] }).notNull(),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => accounts.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id),
    listingKind: varchar('listing_kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    /** The listing asked about; a conversation's job spec. */
    listingId: uuid('listing_id').notNull(),
    proposalId: uuid('proposal_id').references(() => proposals.id),
    /** Each party's mute (no note, push or mail about new messages; the thread still lists them). */
    askerMutedAt: timestamptz('asker_muted_at'),
    ownerMutedAt: timestamptz('owner_muted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('threads_question_key')
      .on(t.askerId, t.listingKind, t.listingId)
      .where(sql`kind = 'question'`),
    uniqueIndex('threads_proposal_key').on(t.proposalId),
    index('threads_asker_idx').on(t.askerId, t.lastMessageAt),
    index('threads_owner_idx').on(t.ownerId, t.lastMessageAt),
  ],
);

/**
 * A thread's messages, ≤ 2,000 characters. `read_at`: when the other party first showed it (the
 * read receipt); `mailed_at`: when the unread-message digest told the other party of it, so no
 * message is mailed twice (api/jobs/thread-digest.ts).
 */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => accounts.id),
    body: varchar('body', { length: 2000 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
    mailedAt: timestamptz('mailed_at'),
  },
  (t) => [
    index('thread_messages_thread_idx').on(t.threadId, t.createdAt),
    index('thread_messages_unread_idx')
      .on(t.threadId)
      .where(sql`read_at IS NULL`),
  ],
);

/**
 * The anonymity guard's memory of a member's clients: every `clientName` they have sent with a job
 * spec, as a keyed hash only (HMAC-SHA-256 with the identifier hashes' key, of the name's words in
 * lower case without a trailing Ltd/(Pty)/Inc: api/services/anonymity/record-past-client.ts), never the
 * name. `words`: how many words the name has, so a check hashes only the text's runs of that length.
 * A past client named in a listing's text is an employer warning. Deleted with the account's erasure.
 */
export const pastClients = pgTable(
  'past_clients',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hash: varchar('hash', { length: 64 }).notNull(),
    words: integer('words').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.hash] })],
);

/**
 * A listing whose anonymity warnings its poster (or an administrator editing it) confirmed: "I
 * checked: this does not identify anyone". One row per listing, replaced on each new confirmation;
 * `warningHashes`: a keyed hash of each warning confirmed (its field, kind and words), so a save
 * whose warnings were all confirmed before is not asked again; `kinds` the warning kinds confirmed. Each confirmation is
 * also in the audit log ('listing.anonymity-confirmed'). Never the text itself.
 */
export const anonymityConfirmations = pgTable(
  'anonymity_confirmations',
  {
    listingKind: varchar('listing_kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    listingId: uuid('listing_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    confirmedBy: uuid('confirmed_by').references(() => accounts.id, { onDelete: 'set null' }),
    warningHashes: varchar('warning_hashes', { length: 64 }).array().notNull(),
    kinds: varchar('kinds', { length: 20 }).array().notNull(),
    warnings: integer('warnings').notNull(),
    confirmedAt: timestamptz('confirmed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingKind, t.listingId] }),
    index('anonymity_confirmations_confirmed_idx').on(t.confirmedAt.desc()),
  ],
);

/**
 * A listing save the anonymity guard refused for a blocking finding: who, which kind of listing and
 * finding, when. Never the text. What the admin console counts ("members who often trigger blocking
 * findings").
 */
export const anonymityRefusals = pgTable(
  'anonymity_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    listingKind: varchar('listing_kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    findingKind: varchar('finding_kind', { length: 20 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('anonymity_refusals_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Saved searches: a member's job spec or candidate search kept under a name, with its
 * alert ('instant', 'daily' or 'off'). `query` is the list screen's query as saved (what the PWA
 * opens again); the columns after it are the same filters in the form the matching statement reads
 * (api/services/saved-searches/match-saved-searches.ts): the keyword lowercased, and each
 * multi-select as its widened ids (a province stands for its cities, as the search does) with
 * {0} standing for "any", so a new listing matches with one array overlap per filter and the
 * categories' GIN index finds the candidates without reading every saved search. Matching writes
 * only saved_search_hits (no saved search row is updated: measured, updating each matched row and
 * its indexes was most of the statement's time).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    kind: varchar('kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    query: jsonb('query').$type<Record<string, string | number>>().notNull(),
    keyword: varchar('keyword', { length: 100 }),
    categories: integer('categories').array().notNull(),
    locations: integer('locations').array().notNull(),
    natures: integer('natures').array().notNull(),
    equities: integer('equities').array().notNull(),
    sectors: integer('sectors').array().notNull(),
    genders: integer('genders').array().notNull(),
    packages: integer('packages').array().notNull(),
    /** The Date Posted filter, in days: an extended listing older than this does not match. */
    maxAgeDays: integer('max_age_days').notNull(),
    alert: varchar('alert', { length: 10, enum: ['instant', 'daily', 'off'] }).notNull(),
    isPaused: boolean('is_paused').notNull().default(false),
    /**
     * Unused: newCount is counted from saved_search_hits when read (see lastSeenAt). Kept for the
     * expand/contract rule (docs/operations.md § Upgrades); to be dropped in a later release.
     */
    newCount: integer('new_count').notNull().default(0),
    /** When the member last opened it: newCount is its hits since (counted when read, not kept). */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** The last instant note about it: at most one per hour. */
    lastAlertedAt: timestamptz('last_alerted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_account_idx').on(t.accountId, t.createdAt),
    index('saved_searches_categories_gin').using('gin', t.categories),
  ],
);

/**
 * Each listing a saved search matched, once (the primary key: a listing extended again is not news
 * twice). `alerted_at`: when an instant note or the daily digest told the member about it.
 *
 * No foreign key to saved_searches: a new listing writes hundreds of these rows in one statement,
 * and a foreign key checks (and key-share locks) the saved search of each, row by row — measured,
 * about a third of the matching statement's time. A saved search's hits go with it all the same:
 * a statement-level trigger on saved_searches deletes them (migration 0033,
 * rc_saved_search_hits_cascade), also when an account's erasure cascades to its searches.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: uuid('saved_search_id').notNull(),
    listingId: uuid('listing_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    alertedAt: timestamptz('alerted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    // newCount: one saved search's hits since it was last opened.
    index('saved_search_hits_search_created_idx').on(t.savedSearchId, t.createdAt),
  ],
);

/**
 * The market pulse's facts (docs/market.md): one row per listing and each of its recruitment
 * categories and South African provinces (a city counts for its province), with what the pulse
 * reads of it. Kept by PostgreSQL triggers on jobs, candidates and proposals in the writer's own
 * transaction (migration 0034), so the figures are never stale: a write changes a handful of rows
 * here, and a market request reads one (category, province) slice through the primary key instead
 * of the listing tables. Nothing here is ever shown row by row; the API returns aggregates only.
 */
export const marketListingFacts = pgTable(
  'market_listing_facts',
  {
    categoryId: integer('category_id').notNull(),
    provinceId: integer('province_id').notNull(),
    kind: varchar('kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    listingId: uuid('listing_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    natures: integer('natures').array().notNull(),
    packageId: integer('package_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The earliest proposal (match or sourcing offer, in any state) naming the listing; null: none yet. */
    firstProposalAt: timestamptz('first_proposal_at'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.provinceId, t.kind, t.listingId] }),
    // A listing's rows, for the triggers that rewrite them. The market request's own read has a
    // covering index, (category_id, province_id) INCLUDE every column it reads, hand-written in
    // migration 0037 (drizzle-kit does not model INCLUDE): an index-only scan, 0.7 ms instead of
    // 7.7 ms of heap reads for the bench's largest slice (docs/performance.md).
    index('market_listing_facts_listing_idx').on(t.listingId),
  ],
);

/**
 * Personal API tokens (docs/api-tokens.md): a member's own, each sent as `Authorization: Bearer
 * <secret>`. Only the secret's SHA-256 is kept (`token_hash`, looked up by its unique index) and
 * its first characters to tell tokens apart (`prefix`); the secret itself is shown once, at
 * creation. Revoked ones stay (so a request with one is told so), with who revoked it.
 * `last_used_at` moves at most once a minute.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at'),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: uuid('revoked_by'),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_idx').on(t.tokenHash),
    index('api_tokens_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * A member's webhook endpoints (docs/webhooks.md): an https address, the events it gets, and the
 * signing secret sealed (AES-256-GCM under a key derived from the session secret,
 * api/auth/sealed-secrets.ts) — the worker must sign with it, so it cannot be only hashed, and a
 * reader of the database alone gets no working secret. `consecutive_failures`: events in a row
 * whose every attempt failed; at WEBHOOK_FAILURES_BEFORE_DISABLE the endpoint is turned off.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 2000 }).notNull(),
    events: text('events').array().notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledAt: timestamptz('disabled_at'),
    disabledReason: text('disabled_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_account_idx').on(t.accountId)],
);

/**
 * Each delivery attempt (api/jobs/send-webhook.ts): status, time taken, the error. No payload (it
 * may carry what the member saw, e.g. a contact card). The last WEBHOOK_LOG_ROWS per endpoint are
 * kept, none older than WEBHOOK_LOG_DAYS.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: varchar('message_id', { length: 60 }).notNull(),
    event: varchar('event', { length: 40 }).notNull(),
    attempt: integer('attempt').notNull(),
    isDelivered: boolean('is_delivered').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: varchar('error', { length: 300 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);

/**
 * Bulk imports (docs/imports.md): an uploaded CSV or XLSX file as parsed cells only (never the raw
 * file), the member's column and value mapping, and once imported the outcome (counts and the
 * refused rows' reasons, for the report). Deleted a day after upload (api/services/imports/delete-expired-imports.ts).
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** Each data row: its row number in the file (header = 1) and its cells, in column order. */
    rows: jsonb('rows').$type<Array<{ row: number; cells: string[] }>>().notNull(),
    suggestedMapping: jsonb('suggested_mapping').$type<Record<string, string>>().notNull(),
    mapping: jsonb('mapping')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    values: jsonb('values')
      .$type<Record<string, Record<string, number | null>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    consent: jsonb('consent').$type<{ given: true; date?: string }>(),
    /** Set by the commit: counts and the refused rows with their reasons. */
    result: jsonb('result').$type<{
      created: number;
      refused: number;
      skipped: number;
      refusedRows: Array<{ row: number; errors: Array<{ field: string; message: string }> }>;
    }>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    importedAt: timestamptz('imported_at'),
  },
  (t) => [index('imports_owner_idx').on(t.ownerId), index('imports_created_idx').on(t.createdAt)],
);

/**
 * One key per listing an import created: (member, kind, key) is unique, so the same row imported
 * again (the same ATS reference, or without one the same mapped listing) creates nothing twice.
 * `key`: 'ref:' or 'row:' and a SHA-256 hex digest.
 */
export const importKeys = pgTable(
  'import_keys',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    listingKind: varchar('listing_kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    listingId: uuid('listing_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.listingKind, t.key] })],
);

/**
 * The member's saved mapping per kind, kept after their imports expire so their next upload of the
 * same ATS export is suggested as they mapped it: header → field, and per lookup field the word
 * (as normalWord compares it) → the id they chose, or null for "Not matched".
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10, enum: ['job', 'candidate'] }).notNull(),
    columns: jsonb('columns')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    values: jsonb('values')
      .$type<Record<string, Record<string, number | null>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);
