import { describe, expect, it } from 'vitest';
import {
  coarsenResponsiveness,
  describeResponsiveness,
  summariseResponsiveness,
  type ReceivedProposal,
} from '../../shared/rules/responsiveness';

const HOUR = 3_600_000;
const proposedAt = new Date('2026-11-25T08:00:00Z'); // Wed 10:00 SAST
const answerBy = '2026-12-02';
const answered = (hours: number, status: 'approved' | 'declined' = 'approved'): ReceivedProposal => ({
  status,
  proposedAt,
  secondedAt: new Date(proposedAt.getTime() + hours * HOUR),
  answerBy,
});
const lapsed: ReceivedProposal = { status: 'lapsed', proposedAt, secondedAt: null, answerBy };

describe('summariseResponsiveness', () => {
  it('is "new" with fewer than 3 received, and all zero with none', () => {
    expect(summariseResponsiveness([])).toEqual({
      received: 0,
      answerRate: 0,
      medianHours: null,
      lapsed: 0,
      isNew: true,
    });
    expect(summariseResponsiveness([answered(2), answered(3)]).isNew).toBe(true);
    expect(summariseResponsiveness([answered(2), answered(3), lapsed]).isNew).toBe(false);
  });

  it('answer rate: answered by the end of the answer-by date ÷ received; lapsed ones count against it', () => {
    const record = summariseResponsiveness([answered(2), answered(30, 'declined'), answered(4), lapsed]);
    expect(record).toEqual({ received: 4, answerRate: 0.75, medianHours: 4, lapsed: 1, isNew: false });
  });

  it('median of an even count is the mean of the middle two, one decimal', () => {
    expect(summariseResponsiveness([answered(1), answered(2), answered(3.25), answered(50)]).medianHours).toBe(2.6);
  });

  it('an answer after the deadline (older data) is not "in time"; one without a deadline is', () => {
    const late = answered(24 * 10);
    const noDeadline = { ...answered(24 * 10), answerBy: null };
    expect(summariseResponsiveness([late, answered(1), answered(1)]).answerRate).toBe(0.67);
    expect(summariseResponsiveness([noDeadline, answered(1), answered(1)]).answerRate).toBe(1);
  });
});

describe('describeResponsiveness', () => {
  const record = (medianHours: number | null, answerRate: number, isNew = false) => ({
    received: 10,
    answerRate,
    medianHours,
    lapsed: 0,
    isNew,
  });
  it.each([
    [record(null, 0, true), 'New member'],
    [record(0.4, 1), 'Usually answers within an hour · 100 % answered'],
    [record(5.2, 0.92), 'Usually answers within 6 hours · 92 % answered'],
    [record(20, 0.92), 'Usually answers within 20 hours · 92 % answered'],
    [record(24, 0.92), 'Usually answers within 1 day · 92 % answered'],
    [record(30, 0.5), 'Usually answers within 2 days · 50 % answered'],
    [record(null, 0), 'Rarely answers · 0 % answered'],
  ])('%o → %s', (input, expected) => {
    expect(describeResponsiveness(input)).toBe(expected);
  });
});

describe('coarsenResponsiveness: what other members see', () => {
  const record = (answerRate: number, medianHours: number | null, lapsedCount = 0, received = 12) => ({
    received,
    answerRate,
    medianHours,
    lapsed: lapsedCount,
    isNew: false,
  });

  it('gives no count received, the rate in 5 % steps, the median in the summary’s bands, lapsed up to 3', () => {
    expect(coarsenResponsiveness(record(0.83, 4.3, 1))).toEqual({
      answerRate: 0.85,
      medianHours: 5,
      lapsed: 1,
      isNew: false,
    });
    expect(coarsenResponsiveness(record(0.91, 0.4))).toMatchObject({ answerRate: 0.9, medianHours: 1 });
    expect(coarsenResponsiveness(record(0.5, 30.2, 7))).toMatchObject({ medianHours: 48, lapsed: 3 });
    expect(coarsenResponsiveness(record(0, null, 4))).toMatchObject({ answerRate: 0, medianHours: null, lapsed: 3 });
  });

  it('hides a new member’s figures altogether', () => {
    expect(coarsenResponsiveness({ received: 2, answerRate: 1, medianHours: 3.2, lapsed: 0, isNew: true })).toEqual({
      answerRate: 0,
      medianHours: null,
      lapsed: 0,
      isNew: true,
    });
  });

  it('says what the exact record says, but for the rate’s step', () => {
    for (const [rate, hours] of [
      [0.83, 4.3],
      [1, 0.4],
      [0.5, 30.2],
      [0.25, 23.5],
      [0.7, null],
    ] as const) {
      const exact = describeResponsiveness(record(Math.round(rate * 20) / 20, hours));
      expect(describeResponsiveness(coarsenResponsiveness(record(rate, hours)))).toBe(exact);
    }
  });
});
