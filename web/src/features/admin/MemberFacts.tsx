/** Every field of one account, readable, in the groups of the member screen; and its audit log. */
import { Fragment, type ReactNode } from 'react';
import { factsClass } from '../../components/ui/Facts';
import styles from './admin.module.css';
import { CATEGORIES, displayNames, NATURES } from '../../../../shared/lookups';
import { NOTIFICATION_LABELS, type NotificationToggle } from '../../../../shared/constants';
import type { AuditEntry, MemberDetail } from '../../../../shared/types/admin';
import { Email } from '../../components/Email';
import { dateTime, formatMonth, shortDate } from '../../format/dates';
import { stageLabel, stageOf } from './admin-model';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '-');

type Fact = [label: string, value: ReactNode];

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={factsClass}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function websiteLink(website: string) {
  if (!website.trim()) return '-';
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {website}
    </a>
  );
}

export function AccountFacts({ member }: { member: MemberDetail }) {
  return (
    <Facts
      facts={[
        ['E-mail', <Email address={member.email} link />],
        ['Workflow step', stageLabel(stageOf(member))],
        ['Activated account', yesNo(member.active)],
        ['Approved', yesNo(member.approved)],
        ['Offboarded', yesNo(member.deleted)],
        ['Approval requested', yesNo(member.contact)],
        ['Invited', yesNo(member.invited)],
        ['Administrator', yesNo(member.admin)],
        ['Created', shortDate(member.created)],
        ['Activated', shortDate(member.activated)],
        ['Last login', dateTime(member.login)],
        ['Terms accepted', shortDate(member.termsAccepted)],
        // "Delete my account": shown once the member asked.
        ...(member.deletion
          ? ([
              ['Deletion requested', shortDate(member.deletion.requestedAt)],
              [
                member.deletion.erased ? 'Erased' : 'Deletion due',
                shortDate(member.deletion.erased ?? member.deletion.dueAt),
              ],
            ] satisfies Fact[])
          : []),
      ]}
    />
  );
}

export function PersonalFacts({ member }: { member: MemberDetail }) {
  const categories = [displayNames(member.categories, CATEGORIES), member.categoryOther]
    .filter((p) => p.trim())
    .join(', ');
  return (
    <Facts
      facts={[
        ['First name', orDash(member.firstname)],
        ['Last name', orDash(member.lastname)],
        ['Company', orDash(member.company)],
        ['Company type', orDash(member.companyTypeName)],
        ['Job title', orDash(member.title)],
        ['Membership number', orDash(member.apso)],
        ['Website', websiteLink(member.website)],
        ['Landline', member.landline ? <a href={`tel:${member.landline}`}>{member.landline}</a> : '-'],
        ['Cellphone', member.cellphone ? <a href={`tel:${member.cellphone}`}>{member.cellphone}</a> : '-'],
        ['Nature of employment', orDash(displayNames(member.natures, NATURES))],
        ['Recruitment categories', orDash(categories)],
      ]}
    />
  );
}

export function MembershipFacts({ member }: { member: MemberDetail }) {
  return (
    <Facts
      facts={[
        ['Trial days', String(member.trail)],
        ['Trial days left', String(member.trialDaysLeft)],
        ['Paid until', shortDate(member.paidUntil)],
      ]}
    />
  );
}

export function ContractFacts({ member }: { member: MemberDetail }) {
  const { contract } = member;
  if (!contract)
    return <p className="muted">{member.contracted ? 'Contracted (no details stored).' : 'No contract yet.'}</p>;
  return (
    <Facts
      facts={[
        ['Contracted', yesNo(member.contracted)],
        ['Months', String(contract.months)],
        ['Paid', yesNo(contract.paid)],
        ['Start', shortDate(contract.start)],
        ['End', shortDate(contract.end)],
      ]}
    />
  );
}

const ACTION_NAMES: Record<string, string> = {
  approve: 'Approved',
  unapprove: 'Un-approved',
  offboard: 'Offboarded',
  reinstate: 'Reinstated',
  'resend-activation': 'Resent the activation e-mail',
  'clear-contact': "Cleared 'activation requested'",
  contract: 'Created a contract',
  update: 'Updated the account',
  'test-alert': 'Sent a test alert',
  'contact-reveal': 'Contact details revealed',
  // "Delete my account": by the member, or cancelled by an admin.
  'deletion-request': 'Asked to delete the account',
  'deletion-cancel': 'Cancelled the account deletion',
  'cancel-deletion': 'Cancelled the account deletion',
  // Two-factor sign-in
  'mfa.enrolment-started': 'Started setting up two-factor sign-in',
  'mfa.enrol-failed': 'Two-factor set-up refused',
  'mfa.enrolled': 'Turned on two-factor sign-in',
  'mfa.verified': 'Two-factor code accepted',
  'mfa.failed': 'Two-factor code refused',
  'mfa.disabled': 'Turned off two-factor sign-in',
  'mfa.reset': 'Reset two-factor sign-in',
};

function describe(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${NOTIFICATION_LABELS[k as NotificationToggle] ?? k} ${describe(v)}`)
      .join(', ');
  }
  return String(value);
}

const DETAIL_NAMES: Record<string, string> = {
  trail: 'trial days',
  paidUntil: 'paid until',
  sourcing: 'candidate sourcing',
  periods: 'payment history',
  dueAt: 'due',
  closedListings: 'listings closed',
};

/** 'January 2026 paid, February 2026 removed' — an admin's change to the payment history. */
function describePeriodsChange(value: unknown): string {
  if (!value || typeof value !== 'object') return '-';
  return Object.entries(value as Record<string, unknown>)
    .map(([month, flag]) => `${formatMonth(month)} ${flag === null ? 'removed' : flag ? 'paid' : 'unpaid'}`)
    .join(', ');
}

function detailsText(action: string, details: AuditEntry['details']): string {
  if (!details) return '';
  if (action === 'contract') {
    const { months, paid, start, end } = details as Partial<Record<string, unknown>>;
    return `${String(months)} months, ${paid ? 'paid' : 'not paid'}, ${shortDate(String(start))} – ${shortDate(String(end))}`;
  }
  return Object.entries(details)
    .map(
      ([key, value]) =>
        `${DETAIL_NAMES[key] ?? key}: ${key === 'periods' ? describePeriodsChange(value) : key === 'dueAt' ? shortDate(String(value)) : describe(value)}`,
    )
    .join('; ');
}

export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0)
    return <p className="muted">Nothing has been done to this account by an administrator yet.</p>;
  return (
    <ol className={styles.audit}>
      {entries.map((entry) => {
        const details = detailsText(entry.action, entry.details);
        return (
          <li key={entry.id} className={`audit__entry ${styles.auditEntry}`}>
            <span className={styles.auditWhat}>{ACTION_NAMES[entry.action] ?? entry.action}</span>
            {details && <span className={styles.auditDetails}>{details}</span>}
            <span className={styles.auditMeta}>
              by {entry.actorEmail ?? 'the system'} · <time dateTime={entry.created}>{dateTime(entry.created)}</time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
