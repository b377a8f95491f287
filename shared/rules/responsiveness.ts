/**
 * The responsiveness record: from the proposals a member received, how often and how
 * fast they answered — and the words the PWA shows for it ("Usually answers within 1 day · 92 %
 * answered", or "New member"). Pure: the caller passes the rows of the window.
 */
import { deadlineOf } from './proposal-deadline';
import type { PublicResponsivenessRecord, ResponsivenessRecord } from '../types/responsiveness';

/** The record looks back this far (by the date each proposal was made). */
export const RESPONSIVENESS_WINDOW_DAYS = 90;
/** Fewer proposals received than this and the member is "New member". */
export const RESPONSIVENESS_MIN_RECEIVED = 3;

export type ReceivedProposal = {
  status: 'approved' | 'declined' | 'lapsed';
  proposedAt: Date;
  secondedAt: Date | null;
  /** Null on proposals made before deadlines existed: any answer counts as in time. */
  answerBy: string | null;
};

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The record of the proposals a member received in the window that were answered or lapsed. */
export function summariseResponsiveness(rows: readonly ReceivedProposal[]): ResponsivenessRecord {
  const answered = rows.filter((r) => r.status !== 'lapsed' && r.secondedAt !== null);
  const inTime = answered.filter((r) => r.answerBy === null || r.secondedAt! <= deadlineOf(r.answerBy));
  const hours = answered.map((r) => (r.secondedAt!.getTime() - r.proposedAt.getTime()) / 3_600_000);
  const mid = median(hours);
  return {
    received: rows.length,
    answerRate: rows.length === 0 ? 0 : Math.round((inTime.length / rows.length) * 100) / 100,
    medianHours: mid === null ? null : Math.round(Math.max(0, mid) * 10) / 10,
    lapsed: rows.filter((r) => r.status === 'lapsed').length,
    isNew: rows.length < RESPONSIVENESS_MIN_RECEIVED,
  };
}

/** Lapsed proposals are shown to others up to this many ("3 or more"). */
export const PUBLIC_LAPSED_CAP = 3;

/** The median in the bands the summary speaks in: 1 (an hour or less), whole hours, then whole days. */
function bandHours(hours: number): number {
  if (hours <= 1) return 1;
  if (Math.ceil(hours) < 24) return Math.ceil(hours);
  return Math.ceil(hours / 24) * 24;
}

/**
 * A record as other members see it (types/responsiveness.ts, PublicResponsivenessRecord): no more
 * precise than its summary, so the record cannot serve to link one member's anonymous listings.
 */
export function coarsenResponsiveness(record: ResponsivenessRecord): PublicResponsivenessRecord {
  if (record.isNew) return { answerRate: 0, medianHours: null, lapsed: 0, isNew: true };
  return {
    answerRate: Math.round(record.answerRate * 20) / 20,
    medianHours: record.medianHours === null ? null : bandHours(record.medianHours),
    lapsed: Math.min(record.lapsed, PUBLIC_LAPSED_CAP),
    isNew: false,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'an hour', '5 hours', '1 day', '3 days': the median, rounded up (23.5 hours is '1 day', not '24 hours'). */
function within(hours: number): string {
  if (hours <= 1) return 'an hour';
  if (Math.ceil(hours) < 24) return plural(Math.ceil(hours), 'hour');
  return plural(Math.ceil(hours / 24), 'day');
}

/** "Usually answers within 1 day · 92 % answered", "Rarely answers · 0 % answered", or "New member". */
export function describeResponsiveness(
  record: Pick<ResponsivenessRecord, 'isNew' | 'answerRate' | 'medianHours'>,
): string {
  if (record.isNew) return 'New member';
  const rate = `${Math.round(record.answerRate * 100)} % answered`;
  if (record.medianHours === null) return `Rarely answers · ${rate}`;
  return `Usually answers within ${within(record.medianHours)} · ${rate}`;
}
