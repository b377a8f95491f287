/**
 * The market pulse's pure rules (shared/rules/market.ts, shared/schemas/market.ts) and its
 * presenter: the privacy threshold at its edges, the median, the 12 weeks, the query.
 */
import { describe, expect, it } from 'vitest';
import { presentMarketPulse } from '../../api/presenters/market';
import type { MarketFigures } from '../../api/domain/market';
import { daysToFirstProposal, isMarketShown, marketWeeks, median, PLACED_STAGES } from '../../shared/rules/market';
import { provinceIdOf, ZMarketQuerySchema } from '../../shared/schemas/market';

describe('the privacy threshold', () => {
  it.each([
    [4, 3, false],
    [5, 3, true],
    [5, 2, false],
    [6, 3, true],
    [100, 2, false],
    [0, 0, false],
  ])('%i listings from %i members: shown %s', (count, members, shown) => {
    expect(isMarketShown(count, members)).toBe(shown);
  });
});

describe('the median', () => {
  it('is the middle value, or the mean of the two middle ones, of the sorted values', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 10, 0, 0])).toBe(5);
  });
  it('counts whole days from posting to the first proposal', () => {
    const posted = new Date('2026-11-02T22:00:00Z');
    expect(daysToFirstProposal(posted, new Date('2026-11-03T21:59:59Z'))).toBe(0);
    expect(daysToFirstProposal(posted, new Date('2026-11-03T22:00:00Z'))).toBe(1);
  });
});

describe('the 12 weeks', () => {
  it('end with the South African week of the instant, Monday first', () => {
    // Sunday 23:30 UTC is Monday 01:30 in South Africa: the new week.
    const { weeks, windowStart } = marketWeeks(new Date('2026-11-29T23:30:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-30');
    expect(weeks[0]).toBe('2026-09-14');
    expect(windowStart.toISOString()).toBe('2026-09-13T22:00:00.000Z');
  });
  it('Placed counts the deals that reached it and moved on', () => {
    expect(PLACED_STAGES).toEqual(
      expect.arrayContaining([
        'placed',
        'invoiced',
        'client_paid',
        'partner_paid',
        'guarantee_ended',
        'replaced',
        'refunded',
      ]),
    );
    expect(PLACED_STAGES).not.toContain('fell_through');
    expect(PLACED_STAGES).not.toContain('offer_made');
  });
});

describe('the query', () => {
  it('takes a province by id or by name', () => {
    expect(provinceIdOf('300')).toBe(300);
    expect(provinceIdOf('KwaZulu-Natal')).toBe(400);
    expect(provinceIdOf(' western cape ')).toBe(900);
    expect(provinceIdOf('301')).toBeUndefined();
    expect(provinceIdOf('10')).toBeUndefined();
    expect(ZMarketQuerySchema.parse({ category: '23', province: 'Gauteng', nature: '2' })).toEqual({
      category: 23,
      province: 300,
      nature: 2,
    });
    expect(ZMarketQuerySchema.parse({ category: '23', province: '300', nature: '' }).nature).toBeUndefined();
    expect(ZMarketQuerySchema.safeParse({ category: '23', province: '300', extra: '1' }).success).toBe(false);
  });
});

describe('the presenter', () => {
  const figures = (over: Partial<MarketFigures> = {}): MarketFigures => ({
    listings: 5,
    members: 3,
    cells: [{ packageId: 3, jobs: 2, candidates: 3 }],
    trend: [{ week: '2026-11-23', listings: 5 }],
    proposed: { listings: 4, members: 3, medianDays: 6 },
    deals: { deals: 5, members: 3, placed: 2, withFee: 5, feeMembers: 2, medianFeePercent: 17.5 },
    ...over,
  });
  const query = { category: 23, province: 300, nature: undefined };
  const at = new Date('2026-11-28T10:00:00Z');

  it('shows every band, and nulls a median whose own rows are under the threshold', () => {
    const body = presentMarketPulse(query, figures(), at);
    expect(body.suppressed).toBe(false);
    expect(body.cells).toHaveLength(14);
    expect(body.cells?.[2]).toEqual({ packageId: 3, jobs: 2, candidates: 3 });
    expect(body.cells?.[0]).toEqual({ packageId: 1, jobs: 0, candidates: 0 });
    expect(body.medianDaysToFirstProposal).toBeNull(); // 4 listings had a proposal
    expect(body.medianFeePercent).toBeNull(); // 2 members' deals had a fee
    expect(body.placedShare).toBe(0.4);
  });
  it('shows nothing at all under the threshold', () => {
    const body = presentMarketPulse(query, figures({ listings: 4 }), at);
    expect(body).toEqual({
      category: 23,
      province: 300,
      nature: null,
      cells: null,
      suppressed: true,
      listings: null,
      trend: null,
      medianDaysToFirstProposal: null,
      medianFeePercent: null,
      placedShare: null,
      asOf: at.toISOString(),
    });
  });

  it('with a nature, nulls a figure whose rest (the other natures) holds 1 to 4 rows or fewer than 3 members', () => {
    const shown = figures({
      proposed: { listings: 6, members: 3, medianDays: 6 },
      deals: { deals: 6, members: 3, placed: 4, withFee: 6, feeMembers: 3, medianFeePercent: 17.5 },
    });
    const withNature = { ...query, nature: 1 };
    const rest = (deals: number, members: number): MarketFigures =>
      figures({
        proposed: { listings: deals, members, medianDays: deals ? 3 : null },
        deals: { deals, members, placed: 0, withFee: deals, feeMembers: members, medianFeePercent: deals ? 20 : null },
      });
    const figuresOf = (body: ReturnType<typeof presentMarketPulse>) => [
      body.medianDaysToFirstProposal,
      body.medianFeePercent,
      body.placedShare,
    ];
    const all = [6, 17.5, 4 / 6];
    // All natures beside this one would give the other deal's figures away: not shown.
    expect(figuresOf(presentMarketPulse(withNature, shown, at, rest(1, 1)))).toEqual([null, null, null]);
    expect(figuresOf(presentMarketPulse(withNature, shown, at, rest(4, 3)))).toEqual([null, null, null]);
    expect(figuresOf(presentMarketPulse(withNature, shown, at, rest(6, 2)))).toEqual([null, null, null]);
    // None elsewhere, or enough to be shown themselves: shown.
    expect(figuresOf(presentMarketPulse(withNature, shown, at, rest(0, 0)))).toEqual(all);
    expect(figuresOf(presentMarketPulse(withNature, shown, at, rest(5, 3)))).toEqual(all);
    // The listings themselves (bands, counts, trend) are what search shows anyway: never held back.
    expect(presentMarketPulse(withNature, shown, at, rest(1, 1)).cells).toHaveLength(14);
  });
});
