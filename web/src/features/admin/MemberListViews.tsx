/**
 * The members of one workflow step: a sortable table on desktop, a list of cards on a phone
 * (spec §2.2: "Columns are not shown" on the panel). CSS shows one or the other.
 */
import { Link, NavLink } from 'react-router-dom';
import { Skeleton } from '../../components/ui/Skeleton';
import type { MemberList, MemberRow, MemberSort, MemberStage } from '../../../../shared/types/admin';
import { shortDate } from '../../format/dates';
import { badgesOf, displayName, fullName, nextSort, SORT_COLUMNS, STAGE_STEPS, type MemberQuery } from './admin-model';

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
    <nav aria-label="Members workflow" className="workflow">
      <ol className="workflow__steps">
        {STAGE_STEPS.map((step, index) => (
          <li key={step.stage}>
            <NavLink
              to={{ pathname: `/account/users/${step.stage}`, search }}
              className={`workflow__step${step.stage === stage ? ' workflow__step--current' : ''}`}
              aria-current={step.stage === stage ? 'page' : undefined}
            >
              <span className="workflow__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="workflow__label">{step.label}</span>
              <span className="workflow__count">
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
    <span className="admin-badges">
      {badges.map((b) => (
        <span key={b.key} className={`admin-badge admin-badge--${b.key}`}>
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
      <button type="button" className="sort-button" onClick={() => onSort(nextSort(query, column.sort))}>
        {column.label}
        <span className="sort-button__arrow" aria-hidden="true">
          {isSorted ? (query.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

export function MemberTable({ items, query, onSort }: SortProps & { items: MemberRow[] }) {
  return (
    <table className="admin-table admin-table--members">
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
            <td className="admin-table__main">
              <Link to={memberPath(m.uid)} className="admin-table__link">
                {fullName(m) || 'No name yet'}
              </Link>
              <span className="admin-table__sub">{m.email}</span>
              <Badges member={m} />
            </td>
            <td>
              {m.company || '-'}
              {m.apso && <span className="admin-table__sub">No. {m.apso}</span>}
            </td>
            <td>{m.companyTypeName || '-'}</td>
            <td className="admin-table__date">{shortDate(m.created)}</td>
            <td className="admin-table__date">{shortDate(m.login)}</td>
            <td>{m.trialDaysLeft}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MemberCards({ items }: { items: MemberRow[] }) {
  return (
    <ul className="admin-cards">
      {items.map((m) => (
        <li key={m.uid} className="admin-card">
          <Link to={memberPath(m.uid)} className="admin-card__link">
            {displayName(m)}
          </Link>
          {fullName(m) && <span className="admin-card__sub">{m.email}</span>}
          <span className="admin-card__sub">
            {[m.company, m.companyTypeName].filter(Boolean).join(' · ') || 'No company yet'}
          </span>
          <Badges member={m} />
          <span className="admin-card__meta">
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
    <div className="field sort-select">
      <label htmlFor="member-sort">Sort by</label>
      <select
        id="member-sort"
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
    <div className="admin-skeleton" role="status" aria-live="polite">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="admin-skeleton__row">
          <Skeleton shape="title" />
          <Skeleton />
        </div>
      ))}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
