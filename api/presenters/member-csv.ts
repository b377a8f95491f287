/** The members list as a CSV download (GET /api/admin/accounts.csv), one row per member. */
import type { Account } from '../domain/rows';
import { describePeriods } from '../../shared/rules/payment-periods';
import { presentMemberRow } from './profile';

const HEADER = [
  'First name',
  'Last name',
  'E-mail',
  'Company',
  'Company type',
  'Membership number',
  'Created',
  'Last login',
  'Trial days left',
  'Approval requested',
  'Contract',
  'Sourcing',
  'Payment history',
];

export function csvCell(value: unknown): string {
  const text = String(value ?? '');
  // Quote everything; neutralise formulas so a name like "=HYPERLINK(...)" stays text in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

export function presentMembersCsv(accounts: readonly Account[]): string {
  const lines = accounts.map((account) => {
    const m = presentMemberRow(account);
    return [
      m.firstname,
      m.lastname,
      m.email,
      m.company,
      m.companyTypeName,
      m.apso,
      m.created,
      m.login ?? '',
      m.trialDaysLeft,
      yesNo(m.contact),
      yesNo(m.contracted),
      yesNo(m.sourcing),
      describePeriods(account.periods),
    ]
      .map(csvCell)
      .join(',');
  });
  return [HEADER.map(csvCell).join(','), ...lines].join('\r\n');
}
