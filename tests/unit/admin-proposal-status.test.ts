import { describe, expect, it } from 'vitest';
import { PROPOSAL_FILTERS, proposalStatus } from '../../web/src/features/admin/admin-model';
import { STATUS_TONE } from '../../web/src/features/admin/badge-tones';

describe('admin proposal status (spec “States and transitions”, Match; lapsing)', () => {
  it.each([
    [{ status: 'approved', isExpired: false }, 'Complete'],
    [{ status: 'declined', isExpired: false }, 'Declined'],
    [{ status: 'withdrawn', isExpired: false }, 'Withdrawn'],
    [{ status: 'proposed', isExpired: true }, 'Expired'],
    [{ status: 'proposed', isExpired: false }, 'Pending'],
    // A lapsed proposal was shown as 'Pending' before lapsing had a name of its own.
    [{ status: 'lapsed', isExpired: false }, 'Lapsed'],
  ] as const)('%o is %s', (item, label) => {
    const shown = proposalStatus(item);
    expect(shown.label).toBe(label);
    expect(STATUS_TONE[shown.tone]).toBeDefined();
  });

  it('offers Lapsed as a filter', () => {
    expect(PROPOSAL_FILTERS.map((f) => f.value)).toContain('lapsed');
  });
});
