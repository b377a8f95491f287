/**
 * The payment history of an account (spec “Entities and their fields” Account "periods (map of date to paid flag)"). The
 * association bills by the month, so a period is a month written 'YYYY-MM' and its flag says whether
 * that month was paid. Pure rules shared by the API (admin PATCH, CSV) and the admin console.
 */

export type PaymentPeriods = Record<string, boolean>;
/** A change to the history: true paid, false unpaid, null removes a month recorded by mistake. */
export type PaymentPeriodsPatch = Record<string, boolean | null>;

/** A month from 0001-01 to 9999-12. */
export const PERIOD_PATTERN = /^[0-9]{4}-(?:0[1-9]|1[0-2])$/;
/** Fifty years of months: ample for a membership, and a bound on the stored JSON. */
export const PERIODS_MAX = 600;

export const isPeriod = (value: string) => PERIOD_PATTERN.test(value) && value.slice(0, 4) !== '0000';

/** The months in calendar order (the 'YYYY-MM' form sorts as text). */
export const sortedPeriods = (periods: PaymentPeriods): Array<[month: string, isPaid: boolean]> =>
  Object.entries(periods).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Applies a change: the months it names are set or removed, the others stay as they were. */
export function mergePeriods(current: PaymentPeriods, patch: PaymentPeriodsPatch): PaymentPeriods {
  const merged: PaymentPeriods = { ...current };
  for (const [month, isPaid] of Object.entries(patch)) {
    if (isPaid === null) delete merged[month];
    else merged[month] = isPaid;
  }
  return Object.fromEntries(sortedPeriods(merged));
}

/** '2025-12 paid; 2026-01 unpaid' — one cell of the members CSV. */
export const describePeriods = (periods: PaymentPeriods): string =>
  sortedPeriods(periods)
    .map(([month, isPaid]) => `${month} ${isPaid ? 'paid' : 'unpaid'}`)
    .join('; ');
