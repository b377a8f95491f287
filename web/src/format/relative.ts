/**
 * Times relative to now, as a person says them: 'just now', '5 minutes ago', '2 hours ago',
 * 'yesterday', '3 days ago'; from a week back the date itself ('03 Nov 2026'). Written with
 * Intl.RelativeTimeFormat (en-ZA), made once and only when a list of times is first shown (the
 * bell's panel), so no page pays for it on load. The exact time goes beside it (a <time> title).
 */
import { shortDate } from './dates';

let formatter: Intl.RelativeTimeFormat | undefined;
const rtf = () => (formatter ??= new Intl.RelativeTimeFormat('en-ZA', { numeric: 'auto' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Calendar days between two instants in the device's time zone (yesterday is 1 even 3 hours ago). */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(later) - day(earlier)) / (24 * HOUR));
}

export function relativeTime(value: string | Date, nowMs: number = Date.now()): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '-';
  const ago = nowMs - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return rtf().format(-Math.floor(ago / MINUTE), 'minute');
  const days = calendarDaysBetween(at, new Date(nowMs));
  if (days === 0) return rtf().format(-Math.floor(ago / HOUR), 'hour');
  if (days < 7) return rtf().format(-days, 'day');
  return shortDate(at);
}
