import { describe, expect, it } from 'vitest';
import {
  answerByLabel,
  answerByOf,
  deadlineOf,
  dueReminder,
  formatAnswerBy,
  isPastDeadline,
  reminderAt,
} from '../../shared/rules/proposal-deadline';

/** An instant given as South African wall-clock time (SAST, UTC+2). */
const sast = (local: string) => new Date(`${local}+02:00`);

describe('answerByOf: the 5th business day after the proposal’s South African date', () => {
  it.each([
    ['Wednesday, no holiday', '2026-11-25T10:00', '2026-12-02'],
    ['Friday: the weekend does not count', '2026-11-27T16:00', '2026-12-04'],
    ['Saturday counts from the Monday after', '2026-11-28T09:00', '2026-12-04'],
    ['Day of Reconciliation (Wed 16 Dec) skipped', '2026-12-11T10:00', '2026-12-21'],
    ['Christmas and Day of Goodwill (Sat) skipped', '2026-12-22T10:00', '2026-12-30'],
    ['Good Friday and Family Day 2027 skipped', '2027-03-24T10:00', '2027-04-02'],
    ['Human Rights Day 2027 (Sunday, so Mon 22 March), Good Friday and Family Day', '2027-03-19T10:00', '2027-03-31'],
  ])('%s', (_name, proposed, expected) => {
    expect(answerByOf(sast(proposed))).toBe(expected);
  });

  it('uses the SA date, not the UTC one: 23:30 SAST on Tuesday is still Tuesday, 00:30 is Wednesday', () => {
    expect(answerByOf(sast('2026-11-24T23:30'))).toBe('2026-12-01');
    expect(answerByOf(sast('2026-11-25T00:30'))).toBe('2026-12-02');
  });

  it('takes the configured number of business days', () => {
    expect(answerByOf(sast('2026-11-25T10:00'), 2)).toBe('2026-11-27');
    expect(answerByOf(sast('2026-11-25T10:00'), 10)).toBe('2026-12-09');
  });
});

describe('reminders and the deadline', () => {
  const answerBy = '2026-12-21'; // proposed Fri 11 Dec 2026; Wed 16 Dec is a public holiday

  it('reminds 2 business days before (Thu 17 Dec) and 1 before (Fri 18 Dec), from 08:00 SAST', () => {
    expect(reminderAt(answerBy, 2)).toEqual(sast('2026-12-17T08:00'));
    expect(reminderAt(answerBy, 1)).toEqual(sast('2026-12-18T08:00'));
  });

  it('says which reminder is due at an instant: the most urgent one due, none after the deadline', () => {
    expect(dueReminder(answerBy, sast('2026-12-16T12:00'))).toBeNull();
    expect(dueReminder(answerBy, sast('2026-12-17T07:59'))).toBeNull();
    expect(dueReminder(answerBy, sast('2026-12-17T08:00'))).toBe(2);
    expect(dueReminder(answerBy, sast('2026-12-17T23:00'))).toBe(2);
    expect(dueReminder(answerBy, sast('2026-12-18T08:00'))).toBe(1);
    // Over the weekend and on the day itself the last one stays "due" (the caller sends it once).
    expect(dueReminder(answerBy, sast('2026-12-21T23:59'))).toBe(1);
    expect(dueReminder(answerBy, sast('2026-12-22T00:00'))).toBeNull();
  });

  it('passes at the end of the answer-by day in South Africa (21:59:59.999 UTC)', () => {
    expect(deadlineOf(answerBy).toISOString()).toBe('2026-12-21T21:59:59.999Z');
    expect(isPastDeadline(answerBy, new Date('2026-12-21T21:59:59.999Z'))).toBe(false);
    expect(isPastDeadline(answerBy, new Date('2026-12-21T22:00:00.000Z'))).toBe(true);
  });

  it('is written for people as "Answer by Mon 21 Dec 2026"', () => {
    expect(formatAnswerBy('2026-12-21')).toBe('Mon 21 Dec 2026');
    expect(formatAnswerBy('2027-09-03')).toBe('Fri 3 Sept 2027');
    expect(answerByLabel('2026-12-02')).toBe('Answer by Wed 2 Dec 2026');
  });
});
