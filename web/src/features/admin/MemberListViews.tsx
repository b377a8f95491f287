/**
 * The members of one workflow step: a sortable table on desktop, a list of cards on a phone
 * (spec “Guarded pages”: "Columns are not shown" on the panel). CSS shows one or the other.
 */
import { Link, NavLink } from 'react-router-dom';
import styles from './admin.module.css';
import { fieldStyles } from '../../components/ui/Field';
import { ACCOUNT_BADGE_TONE } from './badge-tones';
import { badgeClass } from '../../components/ui/Badge';
import { Skeleton } from '../../components/ui/Skeleton';
import type { MemberList, MemberRow, MemberSort, MemberStage } from '../../../../shared/types/admin';
import { shortDate } from '../../format/dates';
import { Email } from '../../components/Email';
import { badgesOf, fullName, nextSort, SORT_COLUMNS, STAGE_STEPS, type MemberQuery } from './admin-model';

const memberPath = (uid: string) => `/account/user/${uid}`;

export function WorkflowPanel({
  stage,
  counts,
  search,
}: {
  stage: MemberStage;
  counts?: MemberList['counts'];
  search: string;
}) {
  return (
    <nav aria-label="Members workflow">
      <ol className={styles.workflowSteps}>
        {STAGE_STEPS.map((step, index) => (
          <li key={step.stage}>
            <NavLink
              to={{ pathname: `/account/users/${step.stage}`, search }}
              className={
                step.stage === stage ? `${styles.workflowStep} ${styles.workflowStepCurrent}` : styles.workflowStep
              }
              aria-current={step.stage === stage ? 'page' : undefined}
            >
              <span className={styles.workflowNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.workflowLabel}>{step.label}</span>
              <span className={styles.workflowCount}>
                {counts ? `${counts[step.stage]} account${counts[step.stage] === 1 ? '' : 's'}` : '…'}
              </span>
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Badges({ member }: { member: MemberRow }) {
  const badges = badgesOf(member);
  if (badges.length === 0) return null;
  return (
    <span className={styles.adminBadges}>
      {badges.map((b) => (
        <span key={b.key} className={badgeClass({ tone: ACCOUNT_BADGE_TONE[b.key], compact: true, outlined: true })}>
          {b.label}
        </span>
      ))}
    </span>
  );
}

const trialText = (days: number) => `${days} day${days === 1 ? '' : 's'} left`;

type SortProps = { query: MemberQuery; onSort: (next: Pick<MemberQuery, 'sort' | 'dir'>) => void };

function SortHeader({ column, query, onSort }: SortProps & { column: (typeof SORT_COLUMNS)[number] }) {
  const isSorted = query.sort === column.sort;
  const ariaSort = isSorted ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(nextSort(query, column.sort))}>
        {column.label}
        <span className={styles.sortButtonArrow} aria-hidden="true">
          {isSorted ? (query.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

export function MemberTable({ items, query, onSort }: SortProps & { items: MemberRow[] }) {
  return (
    <table className={`${styles.adminTable} ${styles.adminTableMembers}`}>
      <thead>
        <tr>
          {SORT_COLUMNS.map((column) => (
            <SortHeader key={column.sort} column={column} query={query} onSort={onSort} />
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((m) => (
          <tr key={m.uid}>
            <td className={styles.adminTableMain}>
              <Link to={memberPath(m.uid)} className={styles.adminTableLink}>
                {fullName(m) || 'No name yet'}
              </Link>
              <span className={styles.adminTableSub}>
                <Email address={m.email} />
              </span>
              <Badges member={m} />
            </td>
            <td>
              {m.company || '-'}
              {m.apso && <span className={styles.adminTableSub}>No. {m.apso}</span>}
            </td>
            <td>{m.companyTypeName || '-'}</td>
            <td className={styles.adminTableDate}>{shortDate(m.created)}</td>
            <td className={styles.adminTableDate}>{shortDate(m.login)}</td>
            <td>{m.trialDaysLeft}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MemberCards({ items }: { items: MemberRow[] }) {
  return (
    <ul className={styles.adminCards}>
      {items.map((m) => (
        <li key={m.uid} className={styles.adminCard}>
          <Link to={memberPath(m.uid)} className={styles.adminCardLink}>
            {fullName(m) || <Email address={m.email} />}
          </Link>
          {fullName(m) && (
            <span className={styles.adminCardSub}>
              <Email address={m.email} />
            </span>
          )}
          <span className={styles.adminCardSub}>
            {[m.company, m.companyTypeName].filter(Boolean).join(' · ') || 'No company yet'}
          </span>
          <Badges member={m} />
          <span className={styles.adminCardMeta}>
            Created {shortDate(m.created)} · Last login {shortDate(m.login)} · {trialText(m.trialDaysLeft)}
          </span>
        </li>
      ))}
    </ul>
  );
}

const ORDER_WORDS: Record<MemberSort, [string, string]> = {
  name: ['A–Z', 'Z–A'],
  company: ['A–Z', 'Z–A'],
  companyType: ['agencies first', 'hiring companies first'],
  created: ['oldest first', 'newest first'],
  login: ['oldest first', 'newest first'],
  trial: ['fewest first', 'most first'],
};

/** On a phone there are no column headers to click: the same sort as a select. */
export function SortSelect({ query, onSort }: SortProps) {
  const value = `${query.sort}:${query.dir}`;
  return (
    <div className={`${fieldStyles.field} ${styles.sortSelect}`}>
      <label htmlFor="member-sort" className={fieldStyles.label}>
        Sort by
      </label>
      <select
        id="member-sort"
        className={fieldStyles.control}
        value={value}
        onChange={(e) => {
          const [sort, dir] = e.target.value.split(':') as [MemberSort, 'asc' | 'desc'];
          onSort({ sort, dir });
        }}
      >
        {SORT_COLUMNS.flatMap((c) => {
          const [asc, desc] = ORDER_WORDS[c.sort];
          return [
            <option key={`${c.sort}:asc`} value={`${c.sort}:asc`}>{`${c.label} (${asc})`}</option>,
            <option key={`${c.sort}:desc`} value={`${c.sort}:desc`}>{`${c.label} (${desc})`}</option>,
          ];
        })}
      </select>
    </div>
  );
}

export function MemberListSkeleton({ label = 'Loading members…' }: { label?: string }) {
  return (
    <div className={styles.adminSkeleton} role="status" aria-live="polite">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.adminSkeletonRow}>
          <Skeleton shape="title" />
          <Skeleton />
        </div>
      ))}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
