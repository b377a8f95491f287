/**
 * Dates for people, in the device's time zone, as South African English writes them:
 * '3 November 2026', '03 Nov 2026', '03 Nov 2026, 09:05' (and 'Sept' for September).
 *
 * Written out rather than built with Intl.DateTimeFormat: the first DateTimeFormat a page makes
 * loads ICU's calendar and time-zone data, 20–75 ms of main-thread time on a desktop (about four
 * times that on a mid-range phone), and the job list dates every tile. tests/unit/dates.test.ts
 * checks these strings against Intl's en-ZA ones.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

type DateInput = string | number | Date | null | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant as a Date, or null when there is none (or it is not a date). */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayMonth = (d: Date) => `${pad(d.getDate())} ${SHORT_MONTHS[d.getMonth()]}`;
const time = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** '22 November 2026', or '-' when there is none. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return d ? `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}` : '-';
}

/** '03 Nov 2026', or '-' when there is none. */
export function shortDate(value: DateInput): string {
  const d = toDate(value);
  return d ? `${dayMonth(d)} ${d.getFullYear()}` : '-';
}

/** '03 Nov 2026, 09:05', or '-' when there is none. */
export function dateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? `${dayMonth(d)} ${d.getFullYear()}, ${time(d)}` : '-';
}

/** '03 Nov, 09:05' (no year: for times of the last few days), or '-' when there is none. */
export function dayAndTime(value: DateInput): string {
  const d = toDate(value);
  return d ? `${dayMonth(d)}, ${time(d)}` : '-';
}

/** 'January 2026' for a month written '2026-01' (a payment period), or the text itself when it is not one. */
export function formatMonth(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : period;
}
