/** The bell's times: relative when close, the date from a week back (web/src/format/relative.ts). */
import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../web/src/format/relative';

const now = new Date(2026, 10, 27, 15, 0, 0).getTime();
const at = (day: number, hour: number, minute = 0, second = 0) => new Date(2026, 10, day, hour, minute, second);

describe('relativeTime', () => {
  it.each([
    [at(27, 14, 59, 30), 'just now'],
    [at(27, 14, 55), '5 minutes ago'],
    [at(27, 14, 1), '59 minutes ago'],
    [at(27, 14, 0), '1 hour ago'],
    [at(27, 13, 0), '2 hours ago'],
    [at(27, 0, 30), '14 hours ago'],
    [at(26, 23, 30), 'yesterday'],
    [at(26, 8, 0), 'yesterday'],
    [at(24, 8, 0), '3 days ago'],
    [at(21, 8, 0), '6 days ago'],
    [at(20, 8, 0), '20 Nov 2026'],
  ])('%s → %s', (value, expected) => {
    expect(relativeTime(value, now)).toBe(expected);
  });

  it('says - for no date', () => {
    expect(relativeTime('not a date', now)).toBe('-');
  });
});
