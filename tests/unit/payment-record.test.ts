import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../shared/rules/business-days';
import {
  bandOf,
  coarsenPaymentRecord,
  coarseShare,
  describePaymentRecord,
  medianDays,
  paymentDays,
  summarisePaymentRecord,
  type OwedDeal,
} from '../../shared/rules/payment-record';
import { referUnpaidDate, unpaidReferralRefusal } from '../../shared/rules/deal';
import { ZDealStageSchema } from '../../shared/schemas/deal';

const today = '2027-06-30';
/** A completed deal whose partner was paid `days` business days after the client paid on `clientPaid`. */
const paid = (days: number, clientPaid = '2027-02-01'): OwedDeal => ({
  clientPaidDate: clientPaid,
  partnerPaidDate: addBusinessDays(clientPaid, days),
  paymentDueDate: addBusinessDays(clientPaid, 3),
  isAwaitingPayment: false,
});
const unpaid = (clientPaid: string): OwedDeal => ({
  clientPaidDate: clientPaid,
  partnerPaidDate: null,
  paymentDueDate: addBusinessDays(clientPaid, 3),
  isAwaitingPayment: true,
});
const recordOf = (deals: OwedDeal[], on = today) => coarsenPaymentRecord(summarisePaymentRecord(deals, on));
const threeOf = (days: number) => [paid(days), paid(days), paid(days)];

describe('paymentDays', () => {
  it('counts South African business days after Client paid up to Partner paid', () => {
    // Friday 19 March 2027; Monday 22nd is Human Rights Day (observed): Thursday 25th is 3 business days on.
    expect(paymentDays({ clientPaidDate: '2027-03-19', partnerPaidDate: '2027-03-25' })).toBe(3);
    expect(paymentDays({ clientPaidDate: '2027-03-19', partnerPaidDate: '2027-03-19' })).toBe(0);
    // Saturday and Sunday do not count: Friday → Monday is 1.
    expect(paymentDays({ clientPaidDate: '2027-02-05', partnerPaidDate: '2027-02-08' })).toBe(1);
  });
});

describe('bandOf: inclusive edges', () => {
  it.each([
    [0, 'le2'],
    [2, 'le2'],
    [3, '3to7'],
    [7, '3to7'],
    [8, '8to30'],
    [30, '8to30'],
    [31, 'over30'],
    [120, 'over30'],
  ] as const)('%i business days → %s', (days, band) => {
    expect(bandOf(days)).toBe(band);
    expect(recordOf(threeOf(days)).band).toBe(band);
  });
});

describe('medianDays', () => {
  it('takes the middle of an odd count and the mean of the two middle ones, rounded up, of an even count', () => {
    expect(medianDays([])).toBeNull();
    expect(medianDays([9, 1, 4])).toBe(4);
    expect(medianDays([1, 2, 3, 10])).toBe(3); // (2 + 3) / 2 = 2.5 → 3
    expect(medianDays([2, 2, 9, 9])).toBe(6); // 5.5 → 6
    expect(medianDays([1, 2, 2, 40])).toBe(2);
  });

  it('an even count straddling 2/3 reads 3–7 (rounded up, never flattering)', () => {
    expect(recordOf([paid(1), paid(2), paid(3), paid(9)]).band).toBe('3to7');
  });
});

describe('new below 3 completed deals', () => {
  it('2 completed deals are new, 3 are a band', () => {
    expect(recordOf([])).toEqual({ band: 'new' });
    expect(recordOf([paid(1), paid(1)])).toEqual({ band: 'new' });
    expect(recordOf([paid(1), paid(1), paid(1)])).toEqual({ band: 'le2', overdueShare: 0 });
  });

  it('unpaid deals are not completed: 2 completed and 3 unpaid is still new', () => {
    const deals = [paid(1), paid(1), unpaid('2027-03-01'), unpaid('2027-03-02'), unpaid('2027-03-03')];
    expect(recordOf(deals)).toEqual({ band: 'new' });
    expect(summarisePaymentRecord(deals, today)).toMatchObject({ completed: 2, overdue: 3, judged: 5 });
  });
});

describe('their last deals', () => {
  it('looks at the 10 latest completed deals by the date the client paid', () => {
    // Ten fast ones in May, five very slow ones earlier: only the fast ones count.
    const fast = Array.from({ length: 10 }, (_, i) => paid(1, `2027-05-${String(10 + i).padStart(2, '0')}`));
    const slow = Array.from({ length: 5 }, () => paid(40, '2027-01-04'));
    const summary = summarisePaymentRecord([...slow, ...fast], today);
    expect(summary).toMatchObject({ completed: 10, medianDays: 1, overdue: 0, judged: 10 });
    expect(coarsenPaymentRecord(summary)).toEqual({ band: 'le2', overdueShare: 0 });
  });
});

describe('overdue', () => {
  it('is paid after the due date (the due date itself is in time), or still unpaid once it has passed', () => {
    // Due 3 business days after the client paid: paid on day 3 is in time, day 4 is late.
    expect(summarisePaymentRecord([paid(3), paid(4), paid(2)], today)).toMatchObject({ overdue: 1, judged: 3 });
    const open = unpaid('2027-02-01'); // due 2027-02-04
    expect(summarisePaymentRecord([open], '2027-02-04')).toMatchObject({ overdue: 0, judged: 0 });
    expect(summarisePaymentRecord([open], '2027-02-05')).toMatchObject({ overdue: 1, judged: 1 });
  });

  it('a deal closed without Partner paid is not judged', () => {
    expect(summarisePaymentRecord([{ ...unpaid('2027-02-01'), isAwaitingPayment: false }], today)).toMatchObject({
      overdue: 0,
      judged: 0,
    });
  });

  it('the share counts still-unpaid deals in the denominator too', () => {
    // 3 completed (1 late) + 2 unpaid past due: 3 of 5 = 60 %.
    const deals = [paid(1), paid(2), paid(10), unpaid('2027-03-01'), unpaid('2027-04-01')];
    expect(recordOf(deals)).toEqual({ band: 'le2', overdueShare: 0.6 });
  });
});

describe('coarseShare: 10 % steps', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 0.1],
    [1, 3, 0.3],
    [2, 3, 0.7],
    [1, 4, 0.3], // 25 % → 30 % (half up)
    [1, 20, 0.1], // 5 % → never 0 % when some are overdue
    [1, 40, 0.1],
    [39, 40, 0.9], // never 100 % unless all
    [10, 10, 1],
    [0, 0, 0],
  ])('%i of %i → %d', (overdue, judged, share) => {
    expect(coarseShare(overdue, judged)).toBe(share);
  });
});

describe('describePaymentRecord', () => {
  it('speaks in bands, never days or counts', () => {
    expect(describePaymentRecord({ band: 'new' })).toBe('New to deals');
    expect(describePaymentRecord({ band: 'le2', overdueShare: 0 })).toBe(
      'Pays partners within 2 business days · 0 % overdue',
    );
    expect(describePaymentRecord({ band: '3to7', overdueShare: 0.2 })).toBe(
      'Pays partners within 3–7 business days · 20 % overdue',
    );
    expect(describePaymentRecord({ band: '8to30', overdueShare: 0.5 })).toContain('8–30 business days');
    expect(describePaymentRecord({ band: 'over30', overdueShare: 1 })).toBe(
      'Takes over 30 business days to pay partners · 100 % overdue',
    );
  });
});

describe('the Client paid clock: +14 business days', () => {
  it('counts 14 South African business days from the date the client paid', () => {
    // Human Rights Day observed (22 March), Good Friday (26th) and Family Day (29th) are skipped.
    expect(referUnpaidDate('2027-03-19')).toBe('2027-04-13');
    expect(referUnpaidDate('2027-02-01')).toBe('2027-02-19');
  });

  it('lets the partner refer from that day, while unpaid and not referred', () => {
    const state = { stage: 'client_paid' as const, clientPaidDate: '2027-03-19', isDisputed: false };
    expect(unpaidReferralRefusal(state, '2027-04-12')).toBe(
      'An unpaid deal can be referred from 2027-04-13, 14 business days after the client paid.',
    );
    expect(unpaidReferralRefusal(state, '2027-04-13')).toBeNull();
    expect(unpaidReferralRefusal({ ...state, stage: 'partner_paid' }, '2027-05-01')).toBe(
      'Only a deal waiting for Partner paid can be referred as unpaid.',
    );
    expect(unpaidReferralRefusal({ ...state, isDisputed: true }, '2027-05-01')).toBe(
      'This deal has already been referred to the ethics committee.',
    );
  });
});

describe('the proof reference', () => {
  const parse = (proof: unknown) => ZDealStageSchema.safeParse({ stage: 'client_paid', date: '2027-03-19', proof });
  it('is optional, trimmed, blank is none, at most 100 characters on one line', () => {
    expect(parse(undefined).data?.proof).toBeUndefined();
    expect(parse('  EFT 1  ').data?.proof).toBe('EFT 1');
    expect(parse('   ').data?.proof).toBeUndefined();
    expect(parse('x'.repeat(100)).success).toBe(true);
    expect(parse('x'.repeat(101)).error?.issues[0]?.message).toBe('The Proof reference can be at most 100 characters.');
    expect(parse('a\tb').error?.issues[0]?.message).toBe('The Proof reference must be one line of text.');
  });
});
