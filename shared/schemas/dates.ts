/**
 * Calendar dates the API accepts (admin filters, paid-until and contract dates): YYYY-MM-DD, a real
 * day, from 1900 to 2100. Far outside that range a date is a typo, and at the edges (year 0000,
 * 10000 after adding a day) the database refuses it, which must be a clear 422 on the field rather
 * than a failure of the query.
 */
import { z } from 'zod';
import { DATE_MAX, DATE_MIN } from '../constants';

export { DATE_MAX, DATE_MIN };

export const DATE_MESSAGES = {
  format: 'Dates are written YYYY-MM-DD.',
  range: `Dates must fall between ${DATE_MIN} and ${DATE_MAX}.`,
} as const;

/**
 * YYYY-MM-DD strings compare like the dates they name, so the range check is a string comparison.
 * A value that is not in that shape gets the format message only.
 */
export const ZIsoDateSchema = z.iso
  .date({ error: DATE_MESSAGES.format })
  .refine((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || (date >= DATE_MIN && date <= DATE_MAX), {
    error: DATE_MESSAGES.range,
  });
