import { afterEach, describe, expect, it } from 'vitest';
import { dateTime, dayAndTime, formatDate, shortDate } from '../../web/src/format/dates';

/** What the app showed (and a person expects) before: Intl's South African English, made after
 *  the time zone is set (a DateTimeFormat keeps the zone it was made in). */
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-ZA', options);

/** Every day of two years, each at a different time of day (midnight and 23:59 included). */
function instants(): Date[] {
  const days: Date[] = [];
  for (let day = 0; day < 731; day++) {
    const minutes = (day * 97) % 1440;
    days.push(new Date(2026, 0, 1 + day, Math.floor(minutes / 60), minutes % 60));
  }
  days.push(new Date(2026, 5, 1, 0, 0), new Date(2026, 5, 1, 23, 59));
  return days;
}

describe('dates for people', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    // Unset stays unset ('undefined' would be a zone name): the unit files share one process.
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  for (const tz of ['UTC', 'Africa/Johannesburg', 'America/New_York']) {
    it(`reads as Intl's en-ZA in the device's time zone (${tz})`, () => {
      process.env.TZ = tz;
      const LONG = intl({ day: 'numeric', month: 'long', year: 'numeric' });
      const SHORT = intl({ day: 'numeric', month: 'short', year: 'numeric' });
      const DATE_TIME = intl({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
      const DAY_TIME = intl({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
      for (const date of instants()) {
        const iso = date.toISOString();
        expect(formatDate(iso)).toBe(LONG.format(date));
        expect(shortDate(iso)).toBe(SHORT.format(date));
        expect(dateTime(iso)).toBe(DATE_TIME.format(date));
        expect(dayAndTime(date.getTime())).toBe(DAY_TIME.format(date));
      }
    });
  }

  it('writes the examples the screens show', () => {
    process.env.TZ = 'Africa/Johannesburg';
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 November 2026');
    expect(shortDate('2026-09-05T10:00:00Z')).toBe('05 Sept 2026');
    expect(dateTime('2026-11-03T07:05:00Z')).toBe('03 Nov 2026, 09:05');
    expect(dayAndTime(Date.parse('2026-11-03T07:05:00Z'))).toBe('03 Nov, 09:05');
  });

  it("shows '-' for no date or a value that is not one", () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('-');
      expect(shortDate(value)).toBe('-');
      expect(dateTime(value)).toBe('-');
      expect(dayAndTime(value)).toBe('-');
    }
  });
});
