import type { Account } from '../../domain/rows';
import { ValidationError } from '../../errors';
import { HIRING_COMPANY_TYPE_ID } from '../../../shared/lookups';
import { PERIODS_MAX, mergePeriods, type PaymentPeriodsPatch } from '../../../shared/rules/payment-periods';
import { PERIODS_MESSAGES } from '../../../shared/schemas/payment-periods';

/**
 * The part of an admin's member update (PATCH /api/admin/accounts/:uid) that sets the Account fields
 * `sourcing` and `periods` (spec “Entities and their fields”). A hiring company cannot source (spec “Roles and permissions”), so its flag stays off
 * whatever is asked, as its listing alerts do; `periods` changes only the months it names.
 */
export function paymentAndSourcingChange(
  member: Account,
  patch: { sourcing?: boolean; periods?: PaymentPeriodsPatch },
): Partial<Pick<Account, 'sourcing' | 'periods'>> {
  const change: Partial<Pick<Account, 'sourcing' | 'periods'>> = {};
  if (patch.sourcing !== undefined) change.sourcing = patch.sourcing && member.companyType !== HIRING_COMPANY_TYPE_ID;
  if (patch.periods) {
    const periods = mergePeriods(member.periods, patch.periods);
    if (Object.keys(periods).length > PERIODS_MAX) throw new ValidationError(PERIODS_MESSAGES.tooMany, 'periods');
    change.periods = periods;
  }
  return change;
}
