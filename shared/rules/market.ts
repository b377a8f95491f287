/**
 * The market pulse's rules (docs/market.md, docs/privacy.md): which listings and deals count, the
 * 12-week window, the privacy threshold and the median. Pure functions of their arguments, so the
 * API, the PWA and the tests agree; "now" is always passed in (api/clock.ts).
 */
import { addCalendarDays, saDateOf, saStartOf, type IsoDate } from './business-days';
import { DEAL_STAGES, isPlacedStage, type DealStage } from './deal';

/** A selection with fewer listings than this, or fewer distinct members, is not shown. */
export const MARKET_MIN_LISTINGS = 5;
export const MARKET_MIN_MEMBERS = 3;
/** Weeks of the trend, and how far back a closed or expired listing still counts. */
export const MARKET_WEEKS = 12;
/** Deals count for the fee and placed figures for this many days after they were opened. */
export const MARKET_DEAL_DAYS = 365;
/** The stages of a deal that reached Placed (and possibly moved on from it). */
export const PLACED_STAGES: readonly DealStage[] = DEAL_STAGES.filter(isPlacedStage);

const DAY_MS = 86_400_000;

/**
 * The 12 South African weeks (Monday to Sunday) ending with the one `at` falls in, oldest first,
 * each by its Monday, and the instant the first one starts (Monday 00:00 SAST).
 */
export function marketWeeks(at: Date): { weeks: IsoDate[]; windowStart: Date } {
  const today = saDateOf(at);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thisMonday = addCalendarDays(today, -weekday);
  const weeks = Array.from({ length: MARKET_WEEKS }, (_, i) => addCalendarDays(thisMonday, (i - MARKET_WEEKS + 1) * 7));
  return { weeks, windowStart: saStartOf(weeks[0]!) };
}

/** The first instant whose deals count (MARKET_DEAL_DAYS before `at`). */
export const marketDealsSince = (at: Date): Date => new Date(at.getTime() - MARKET_DEAL_DAYS * DAY_MS);

/** The privacy threshold: at least 5 listings (or deals) from at least 3 distinct members. */
export const isMarketShown = (count: number, members: number): boolean =>
  count >= MARKET_MIN_LISTINGS && members >= MARKET_MIN_MEMBERS;

/**
 * With a nature chosen, a median or share of the selection is shown only if the rest of its
 * category and province (the other natures) has none of those rows, or enough to be shown
 * itself: otherwise the figure for all natures beside this one would give away the few others'.
 */
export const isRestShown = (count: number, members: number): boolean => count === 0 || isMarketShown(count, members);

/**
 * The median the API computes in SQL, written out: the middle value of the sorted values, and for an
 * even count the mean of the two middle ones; null when there are none. The tests compare the
 * API with this, computed over the rows themselves.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Whole days (completed 24-hour periods) from posting to the first proposal. */
export const daysToFirstProposal = (postedAt: Date, firstProposalAt: Date): number =>
  Math.floor((firstProposalAt.getTime() - postedAt.getTime()) / DAY_MS);
