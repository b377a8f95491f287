/**
 * Answer-by dates of match proposals and sourcing offers (docs/deadlines.md): a proposal
 * must be answered by the end of the Nth South African business day after the SA date it was made
 * (N = PROPOSAL_ANSWER_BUSINESS_DAYS, 5 by default). Its recipient is reminded 2 and 1 business
 * days before that date, each from REMINDER_HOUR in the morning (SAST), and it lapses when the date
 * has ended. Pure: the caller passes the instant it means by "now" (api/clock.ts).
 */
import { addBusinessDays, saDateOf, saEndOf, saStartOf, subtractBusinessDays, type IsoDate } from './business-days';

export const DEFAULT_ANSWER_BUSINESS_DAYS = 5;
/** Reminders go from 08:00 SAST on their day, never in the night. */
export const REMINDER_HOUR = 8;
/** The reminders, by business days before the answer-by date, most urgent last. */
export const REMINDERS = [2, 1] as const;
export type ReminderDays = (typeof REMINDERS)[number];

/** The answer-by date of a proposal made at `proposedAt`. */
export function answerByOf(proposedAt: Date, businessDays = DEFAULT_ANSWER_BUSINESS_DAYS): IsoDate {
  return addBusinessDays(saDateOf(proposedAt), businessDays);
}

/** The instant after which an unanswered proposal has lapsed (the end of its answer-by date, SAST). */
export const deadlineOf = (answerBy: IsoDate): Date => saEndOf(answerBy);

export const isPastDeadline = (answerBy: IsoDate, at: Date): boolean => at.getTime() > deadlineOf(answerBy).getTime();

/** When the reminder `days` business days before `answerBy` becomes due. */
export function reminderAt(answerBy: IsoDate, days: ReminderDays): Date {
  return new Date(saStartOf(subtractBusinessDays(answerBy, days)).getTime() + REMINDER_HOUR * 3_600_000);
}

/**
 * The reminder to send at `at`, if any: the most urgent one already due, while the deadline has
 * not passed. One missed (the sweep did not run that day) is not sent late once a more urgent one
 * is due; the caller records each one sent, so none goes twice.
 */
export function dueReminder(answerBy: IsoDate, at: Date): ReminderDays | null {
  if (isPastDeadline(answerBy, at)) return null;
  let due: ReminderDays | null = null;
  for (const days of REMINDERS) if (at.getTime() >= reminderAt(answerBy, days).getTime()) due = days;
  return due;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** 'Fri 27 Nov 2026': an answer-by date as notes, mails and screens show it (a calendar date, no zone). */
export function formatAnswerBy(answerBy: IsoDate): string {
  const [y, m, d] = answerBy.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** 'Answer by Fri 27 Nov 2026' */
export const answerByLabel = (answerBy: IsoDate): string => `Answer by ${formatAnswerBy(answerBy)}`;
