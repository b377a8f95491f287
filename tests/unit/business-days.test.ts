import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addCalendarDays,
  businessDaysBetween,
  easterSunday,
  isBusinessDay,
  publicHolidays,
  saDateOf,
  saEndOf,
  saStartOf,
  subtractBusinessDays,
} from '../../shared/rules/business-days';

describe('South African public holidays', () => {
  it('lists 2026 as gazetted, with Sunday holidays observed on the Monday', () => {
    expect(publicHolidays(2026).map((holiday) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-03-21', // Saturday: no Monday off (the Act moves only Sunday holidays)
      '2026-04-03', // Good Friday
      '2026-04-06', // Family Day
      '2026-04-27',
      '2026-05-01',
      '2026-06-16',
      '2026-08-09', // Sunday …
      '2026-08-10', // … so Monday is a public holiday
      '2026-09-24',
      '2026-12-16',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('lists 2027 as gazetted', () => {
    expect(publicHolidays(2027).map((holiday) => holiday.date)).toEqual([
      '2027-01-01',
      '2027-03-21', // Sunday …
      '2027-03-22', // … observed Monday
      '2027-03-26', // Good Friday
      '2027-03-29', // Family Day
      '2027-04-27',
      '2027-05-01',
      '2027-06-16',
      '2027-08-09',
      '2027-09-24',
      '2027-12-16',
      '2027-12-25',
      '2027-12-26', // Sunday …
      '2027-12-27', // … observed Monday
    ]);
    expect(publicHolidays(2027).find((holiday) => holiday.date === '2027-12-27')?.name).toBe(
      'Day of Goodwill (observed)',
    );
  });

  it('computes Easter for known years', () => {
    expect([2024, 2025, 2026, 2027, 2028].map(easterSunday)).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
    ]);
  });
});

describe('business days', () => {
  it('are weekdays that are not public holidays', () => {
    expect(isBusinessDay('2026-11-24')).toBe(true); // Tuesday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBusinessDay('2026-12-16')).toBe(false); // Day of Reconciliation, a Wednesday
    expect(isBusinessDay('2026-08-10')).toBe(false); // observed Women's Day
    expect(isBusinessDay('2026-11-25', ['2026-11-25'])).toBe(false); // a declared day off
  });

  it('count forward from the day after, skipping weekends and holidays', () => {
    expect(addBusinessDays('2026-11-20', 5)).toBe('2026-11-27'); // Fri → next Fri
    expect(addBusinessDays('2026-11-21', 5)).toBe('2026-11-27'); // Sat → the same Fri
    expect(addBusinessDays('2026-11-24', 0)).toBe('2026-11-24');
    // Over Christmas: 23 Dec 2026 (Wed) + 3 → 24 (Thu), 28 (Mon), 29 (Tue); 25, 26 and the weekend skipped
    expect(addBusinessDays('2026-12-23', 3)).toBe('2026-12-29');
    // Over Easter 2027: Thu 25 Mar + 1 → Tue 30 Mar (Good Friday, the weekend and Family Day skipped)
    expect(addBusinessDays('2027-03-25', 1)).toBe('2027-03-30');
    // Over the year's end: 31 Dec 2026 (Thu) + 1 → 4 Jan 2027 (New Year's Day and the weekend skipped)
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(() => addBusinessDays('2026-11-24', -1)).toThrow(RangeError);
  });

  it('count backward for reminders before a deadline', () => {
    expect(subtractBusinessDays('2026-11-27', 2)).toBe('2026-11-25');
    expect(subtractBusinessDays('2026-08-11', 1)).toBe('2026-08-07'); // over the observed Monday
    expect(subtractBusinessDays(addBusinessDays('2026-12-15', 5), 5)).toBe('2026-12-15');
  });

  it('are counted between two dates', () => {
    expect(businessDaysBetween('2026-11-20', '2026-11-27')).toBe(5);
    expect(businessDaysBetween('2026-11-27', '2026-11-20')).toBe(0);
    expect(businessDaysBetween('2026-12-24', '2026-12-28')).toBe(1);
  });
});

describe('South African dates of instants', () => {
  it('uses SAST (UTC+2, no daylight saving)', () => {
    expect(saDateOf(new Date('2026-11-24T21:59:59Z'))).toBe('2026-11-24');
    expect(saDateOf(new Date('2026-11-24T22:00:00Z'))).toBe('2026-11-25');
    expect(saDateOf(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01'); // winter: same offset
    expect(saStartOf('2026-11-25').toISOString()).toBe('2026-11-24T22:00:00.000Z');
    expect(saEndOf('2026-11-25').toISOString()).toBe('2026-11-25T21:59:59.999Z');
    expect(addCalendarDays('2026-12-28', 7)).toBe('2027-01-04');
  });
});
