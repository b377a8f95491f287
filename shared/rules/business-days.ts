/**
 * South Africa's business days: the calendar behind every deadline the association's terms state in
 * business days (a proposal's answer-by date, a partner's payment due 3 business days after the client
 * pays). A business day is Monday to Friday and not a public holiday.
 *
 * Public holidays are those of the Public Holidays Act 36 of 1994: ten fixed dates plus Good Friday and
 * Family Day (Easter Monday), and "whenever a public holiday falls on a Sunday, the Monday following on
 * it shall be a public holiday". Days the President declares ad hoc (election days, say) are not
 * predictable; callers pass them as `extraHolidays`.
 *
 * Dates are calendar dates in South Africa written 'YYYY-MM-DD'. South Africa keeps one offset all year
 * (SAST, UTC+2, no daylight saving), so converting an instant is plain arithmetic.
 */

export type IsoDate = string;

const DAY_MS = 86_400_000;
/** SAST is UTC+2 all year. */
export const SA_UTC_OFFSET_MS = 2 * 3_600_000;

const FIXED_HOLIDAYS: ReadonlyArray<readonly [month: number, day: number, name: string]> = [
  [1, 1, "New Year's Day"],
  [3, 21, 'Human Rights Day'],
  [4, 27, 'Freedom Day'],
  [5, 1, "Workers' Day"],
  [6, 16, 'Youth Day'],
  [8, 9, "National Women's Day"],
  [9, 24, 'Heritage Day'],
  [12, 16, 'Day of Reconciliation'],
  [12, 25, 'Christmas Day'],
  [12, 26, 'Day of Goodwill'],
];

const pad = (n: number) => String(n).padStart(2, '0');
const isoOfUtc = (ms: number): IsoDate => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const utcOfIso = (date: IsoDate): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

const holidayCache = new Map<number, PublicHoliday[]>();

/** The public holidays of one year, in date order, with the Monday that replaces a Sunday holiday. */
export function publicHolidays(year: number): PublicHoliday[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = utcOfIso(easterSunday(year));
  const named: PublicHoliday[] = [
    ...FIXED_HOLIDAYS.map(([month, day, name]) => ({ date: `${year}-${pad(month)}-${pad(day)}`, name })),
    { date: isoOfUtc(easter - 2 * DAY_MS), name: 'Good Friday' },
    { date: isoOfUtc(easter + DAY_MS), name: 'Family Day' },
  ];
  const observed = named
    .filter((holiday) => new Date(utcOfIso(holiday.date)).getUTCDay() === 0)
    .map((holiday) => ({ date: isoOfUtc(utcOfIso(holiday.date) + DAY_MS), name: `${holiday.name} (observed)` }));
  const all = [...named, ...observed].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  holidayCache.set(year, all);
  return all;
}

export const isPublicHoliday = (date: IsoDate, extraHolidays: readonly IsoDate[] = []): boolean =>
  extraHolidays.includes(date) || publicHolidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date);

export function isBusinessDay(date: IsoDate, extraHolidays: readonly IsoDate[] = []): boolean {
  const weekday = new Date(utcOfIso(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(date, extraHolidays);
}

/**
 * The date `count` business days after `date` (count ≥ 0). `date` itself never counts, whether or not
 * it is a business day: 5 business days after Friday 2026-11-20 is Friday 2026-11-27, and 5 after
 * Saturday 2026-11-21 is the same Friday. With count 0 it returns `date` unchanged.
 */
export function addBusinessDays(date: IsoDate, count: number, extraHolidays: readonly IsoDate[] = []): IsoDate {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`addBusinessDays: count must be ≥ 0, was ${count}`);
  let ms = utcOfIso(date);
  let left = count;
  while (left > 0) {
    ms += DAY_MS;
    if (isBusinessDay(isoOfUtc(ms), extraHolidays)) left -= 1;
  }
  return isoOfUtc(ms);
}

/** The date `count` business days before `date` (the reminders "2 business days before the deadline"). */
export function subtractBusinessDays(date: IsoDate, count: number, extraHolidays: readonly IsoDate[] = []): IsoDate {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`subtractBusinessDays: count must be ≥ 0, was ${count}`);
  let ms = utcOfIso(date);
  let left = count;
  while (left > 0) {
    ms -= DAY_MS;
    if (isBusinessDay(isoOfUtc(ms), extraHolidays)) left -= 1;
  }
  return isoOfUtc(ms);
}

/** Business days after `from` up to and including `to` (0 when `to` ≤ `from`). */
export function businessDaysBetween(from: IsoDate, to: IsoDate, extraHolidays: readonly IsoDate[] = []): number {
  let count = 0;
  for (let ms = utcOfIso(from) + DAY_MS; ms <= utcOfIso(to); ms += DAY_MS) {
    if (isBusinessDay(isoOfUtc(ms), extraHolidays)) count += 1;
  }
  return count;
}

/** The South African calendar date of an instant ('2026-11-24T23:30:00Z' is already the 25th in SA). */
export const saDateOf = (instant: Date): IsoDate => isoOfUtc(instant.getTime() + SA_UTC_OFFSET_MS);

/** The first instant of a South African calendar date (00:00 SAST). */
export const saStartOf = (date: IsoDate): Date => new Date(utcOfIso(date) - SA_UTC_OFFSET_MS);

/** The last instant of a South African calendar date (23:59:59.999 SAST): when a deadline "on" it passes. */
export const saEndOf = (date: IsoDate): Date => new Date(utcOfIso(date) + DAY_MS - SA_UTC_OFFSET_MS - 1);

/** Calendar days (not business days) added to a date: the "a week before" of a guarantee reminder. */
export const addCalendarDays = (date: IsoDate, days: number): IsoDate => isoOfUtc(utcOfIso(date) + days * DAY_MS);
