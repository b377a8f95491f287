import { describe, expect, it } from 'vitest';
import {
  allowedStages,
  DEAL_STAGES,
  feePercentMilli,
  feeRandOf,
  guaranteeEndDate,
  guaranteeReminderDate,
  isGuaranteeReminderDue,
  normaliseFeePercent,
  paymentDueDate,
  paymentReminderDate,
  sharesOf,
  stageRefusal,
  type DealStage,
  type DealState,
} from '../../shared/rules/deal';

const TODAY = '2026-11-24';
const at = (stage: DealStage, extra: Partial<DealState> = {}): DealState => ({
  stage,
  isTermsFrozen: true,
  guaranteeEndDate: null,
  ...extra,
});

describe('stage order', () => {
  it('moves the main line one stage at a time', () => {
    const line: DealStage[] = [
      'introduced',
      'interviewing',
      'offer_made',
      'placed',
      'invoiced',
      'client_paid',
      'partner_paid',
    ];
    for (let i = 0; i < line.length - 1; i += 1) {
      expect(stageRefusal(at(line[i]!), line[i + 1]!, TODAY), `${line[i]} → ${line[i + 1]}`).toBeNull();
    }
  });

  it('refuses skipping, going back and repeating, naming the next stage', () => {
    expect(stageRefusal(at('introduced'), 'placed', TODAY)).toBe(
      'This deal is at Introduced: the next stage is Interviewing, not Placed.',
    );
    expect(stageRefusal(at('invoiced'), 'placed', TODAY)).toMatch(/next stage is Client paid/);
    expect(stageRefusal(at('invoiced'), 'invoiced', TODAY)).toMatch(/next stage is Client paid/);
    expect(stageRefusal(at('introduced'), 'introduced', TODAY)).not.toBeNull();
  });

  it('places a candidate only after both parties accepted the terms', () => {
    expect(stageRefusal(at('offer_made', { isTermsFrozen: false }), 'placed', TODAY)).toBe(
      'Both parties must accept the terms before the candidate is recorded as placed.',
    );
    expect(stageRefusal(at('introduced', { isTermsFrozen: false }), 'interviewing', TODAY)).toBeNull();
  });

  it('lets a deal fall through only before Placed', () => {
    for (const stage of ['introduced', 'interviewing', 'offer_made'] as const) {
      expect(stageRefusal(at(stage), 'fell_through', TODAY)).toBeNull();
    }
    for (const stage of ['placed', 'invoiced', 'client_paid', 'partner_paid'] as const) {
      expect(stageRefusal(at(stage, { guaranteeEndDate: '2027-01-01' }), 'fell_through', TODAY)).toBe(
        'A deal can fall through only before the candidate is placed.',
      );
    }
  });

  it('records Replaced or Refunded only after Placed and inside the guarantee (its last day included)', () => {
    const placed = at('client_paid', { guaranteeEndDate: '2026-12-01' });
    expect(stageRefusal(placed, 'replaced', '2026-12-01')).toBeNull();
    expect(stageRefusal(placed, 'refunded', '2026-11-24')).toBeNull();
    expect(stageRefusal(placed, 'refunded', '2026-12-02')).toBe(
      'Refunded can be recorded only inside the guarantee, which ended on 2026-12-01.',
    );
    expect(stageRefusal(at('offer_made'), 'replaced', TODAY)).toBe(
      'Replaced can be recorded only after the candidate is placed.',
    );
  });

  it('ends the guarantee only from its last day, after Partner paid', () => {
    const paid = at('partner_paid', { guaranteeEndDate: '2026-12-01' });
    expect(stageRefusal(paid, 'guarantee_ended', '2026-11-30')).toBe(
      'The guarantee runs until 2026-12-01: it cannot be recorded as ended before then.',
    );
    expect(stageRefusal(paid, 'guarantee_ended', '2026-12-01')).toBeNull();
    expect(
      stageRefusal(at('client_paid', { guaranteeEndDate: '2026-12-01' }), 'guarantee_ended', '2026-12-05'),
    ).toMatch(/next stage is Partner paid/);
  });

  it('moves nothing once a deal is closed', () => {
    for (const stage of ['guarantee_ended', 'fell_through', 'replaced', 'refunded'] as const) {
      expect(allowedStages(at(stage), TODAY)).toEqual([]);
      for (const target of DEAL_STAGES) expect(stageRefusal(at(stage), target, TODAY)).toMatch(/closed/);
    }
  });

  it('lists the stages a party may record now', () => {
    expect(allowedStages(at('offer_made'), TODAY)).toEqual(['placed', 'fell_through']);
    expect(allowedStages(at('invoiced', { guaranteeEndDate: '2027-02-01' }), TODAY)).toEqual([
      'client_paid',
      'replaced',
      'refunded',
    ]);
  });
});

describe('money in whole rand', () => {
  it('reads fee percentages as the job form allows them', () => {
    expect(feePercentMilli('15')).toBe(15_000);
    expect(feePercentMilli('7.5')).toBe(7_500);
    expect(feePercentMilli(' 12.345 % ')).toBe(12_345);
    expect(feePercentMilli('100')).toBe(100_000);
    expect(feePercentMilli('100.5')).toBeNull();
    expect(feePercentMilli('-1')).toBeNull();
    expect(feePercentMilli('abc')).toBeNull();
    expect(feePercentMilli(null)).toBeNull();
    expect(normaliseFeePercent('7.50')).toBe('7.5');
  });

  it('computes the fee as CTC × fee %, rounded to the nearest rand', () => {
    expect(feeRandOf(600_000, '15')).toBe(90_000);
    expect(feeRandOf(555_555, '7.5')).toBe(41_667); // 41 666.625
    expect(feeRandOf(100_001, '12.5')).toBe(12_500); // 12 500.125
    expect(feeRandOf(1_000_000_000, '100')).toBe(1_000_000_000);
    expect(() => feeRandOf(1, 'x')).toThrow(RangeError);
  });

  it('splits 50/50, the two shares always adding up to the fee', () => {
    expect(sharesOf(90_000, 50)).toEqual({ jobOwner: 45_000, partner: 45_000 });
    expect(sharesOf(41_667, 50)).toEqual({ jobOwner: 41_667 - 20_834, partner: 20_834 });
    for (const fee of [0, 1, 3, 99_999, 123_457]) {
      const shares = sharesOf(fee, 50);
      expect(shares.jobOwner + shares.partner).toBe(fee);
    }
  });
});

describe('dates', () => {
  it('makes the partner payment due 3 business days after the client paid, skipping SA public holidays', () => {
    expect(paymentDueDate('2026-11-24')).toBe('2026-11-27'); // Tue → Fri
    expect(paymentDueDate('2026-11-26')).toBe('2026-12-01'); // Thu → Tue over the weekend
    expect(paymentDueDate('2026-12-15')).toBe('2026-12-21'); // Day of Reconciliation (Wed 16th)
    expect(paymentDueDate('2026-12-24')).toBe('2026-12-30'); // Christmas, Day of Goodwill on a Saturday
    expect(paymentDueDate('2027-03-19')).toBe('2027-03-25'); // Human Rights Day on a Sunday → Monday 22nd
  });

  it('sends payment reminders on the due date, then every 3 business days', () => {
    expect(paymentReminderDate('2027-03-25', '2027-03-24')).toBeNull();
    expect(paymentReminderDate('2027-03-25', '2027-03-25')).toBe('2027-03-25');
    // Good Friday and Family Day: the next one is Thursday 1 April.
    expect(paymentReminderDate('2027-03-25', '2027-03-31')).toBe('2027-03-25');
    expect(paymentReminderDate('2027-03-25', '2027-04-01')).toBe('2027-04-01');
    expect(paymentReminderDate('2027-03-25', '2027-04-05')).toBe('2027-04-01');
    expect(paymentReminderDate('2027-03-25', '2027-04-06')).toBe('2027-04-06');
  });

  it('ends the guarantee the given number of calendar days after the start, with a reminder a week before', () => {
    expect(guaranteeEndDate('2026-12-01', 90)).toBe('2027-03-01');
    expect(guaranteeReminderDate('2027-03-01')).toBe('2027-02-22');
    expect(isGuaranteeReminderDue('2027-03-01', '2027-02-21')).toBe(false);
    expect(isGuaranteeReminderDue('2027-03-01', '2027-02-22')).toBe(true);
    expect(isGuaranteeReminderDue('2027-03-01', '2027-03-01')).toBe(true);
    expect(isGuaranteeReminderDue('2027-03-01', '2027-03-02')).toBe(false);
  });
});
