import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { containerClass } from '../../components/ui/Container';
import { cardClass } from '../../components/ui/Card';
import { emptyStateClass } from '../../components/ui/EmptyState';
import { Button } from '../../components/ui/Button';
import styles from './Dashboard.module.css';
import tiles from '../../features/dashboard/StatTiles.module.css';
import { useDashboardCounts, useNeedsYou } from '../../api/dashboard';
import { NeedsYou } from '../../features/dashboard/NeedsYou';
import { FirstRunChecklist } from '../../features/dashboard/FirstRunChecklist';
import { ProposalsChart } from '../../features/dashboard/ProposalsChart';
import { useMe } from '../../api/session';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_VERSION } from '../../../../shared/constants';
import type { DashboardCounts } from '../../../../shared/types/dashboard';
import { useNotes } from '../../api/notes';
import { useNotesPanel } from '../../features/notifications/NotesPanelContext';
import { Skeleton } from '../../components/ui/Skeleton';
import { ResponsivenessCard } from '../../features/responsiveness/ResponsivenessCard';
import { DealTiles } from '../../features/deals/DealTiles';

/** The market pulse card loads after the first screen, in its own chunk. */
const MarketCard = lazy(() => import('../../features/market/MarketCard'));

type Tile = { key: keyof DashboardCounts; label: string; to?: string };

const TILES: Tile[] = [
  { key: 'totalActiveJobs', label: 'Total Active Job Specs' },
  { key: 'myActiveJobs', label: 'Your Active Job Specs', to: '/jobs' },
  { key: 'totalActiveCandidates', label: 'Total Active Candidates' },
  { key: 'myActiveCandidates', label: 'Your Active Candidates', to: '/candidates' },
  { key: 'proposalsSent', label: 'Match Proposals Sent' },
  { key: 'proposalsSentAccepted', label: 'Match Proposals Sent and Accepted' },
  { key: 'proposalsReceived', label: 'Match Proposals Received' },
  { key: 'proposalsReceivedAccepted', label: 'Match Proposals Received and Accepted' },
];

/** The count of new notifications, with View Now opening the header's panel. */
function NotesNotice() {
  const { data } = useNotes();
  const { setIsOpen } = useNotesPanel();
  const unread = data?.unread ?? 0;
  return (
    <div className={styles.notesNotice} role="status">
      <p>
        {unread === 0
          ? 'You have no new notifications.'
          : `You have ${unread} new notification${unread === 1 ? '' : 's'}.`}
      </p>
      {unread > 0 && (
        <Button size="small" variant="secondary" onClick={() => setIsOpen(true)}>
          View Now
        </Button>
      )}
    </div>
  );
}

function DashboardTiles() {
  const { data, isPending, isError, refetch } = useDashboardCounts();
  if (isError) {
    return (
      <div className={`${cardClass} ${emptyStateClass}`} role="alert">
        <p>Your dashboard counts could not be loaded.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <ul className={tiles.stats} aria-label="Your listings and proposals at a glance" aria-busy={isPending}>
      {TILES.map((tile) => {
        const body = (
          <>
            <span className={tiles.statValue}>{isPending ? <Skeleton shape="figure" /> : data[tile.key]}</span>
            <span className={tiles.statLabel}>{tile.label}</span>
          </>
        );
        return (
          <li key={tile.key} className={tiles.statItem}>
            {tile.to ? (
              <Link to={tile.to} className={`${tiles.stat} ${tiles.statLink}`} data-testid={`stat-${tile.key}`}>
                {body}
              </Link>
            ) : (
              <div className={tiles.stat} data-testid={`stat-${tile.key}`}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The spec's eight figures and the deal figures, compact: the record, below what needs doing. */
function YourNumbers() {
  return (
    <section className={styles.numbers} aria-labelledby="numbers-heading">
      <h2 id="numbers-heading" className={styles.numbersHeading}>
        Your numbers
      </h2>
      <DashboardTiles />
      <p className={`muted ${styles.statsNote}`}>Match proposal counts are for this month.</p>
      <DealTiles />
      <p className={`muted ${styles.statsNote}`}>
        Fees owed: the client has paid and the partner’s share is not yet paid.
      </p>
    </section>
  );
}

export default function Dashboard() {
  useDocumentTitle('Dashboard');
  const { data: me } = useMe();
  const needsYou = useNeedsYou();
  if (!me) return <PageLoading />;
  const checklist = needsYou.data?.checklist ?? null;
  const hasListings = checklist ? (checklist.find((s) => s.key === 'listing')?.done ?? false) : true;
  return (
    <div className={containerClass}>
      <header className={styles.pageHeader}>
        <h1>Hello, {me.firstname || me.email}</h1>
        <NotesNotice />
      </header>
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <NeedsYou
            items={needsYou.data?.items}
            isPending={needsYou.isPending}
            isError={needsYou.isError}
            onRetry={() => void needsYou.refetch()}
            hasListings={hasListings}
            hasChecklist={checklist !== null}
          />
          {checklist && <FirstRunChecklist steps={checklist} />}
          {needsYou.data && <ProposalsChart weeks={needsYou.data.weeks} />}
        </div>
        <div className={styles.sideColumn}>
          <YourNumbers />
          <ResponsivenessCard />
          <Suspense fallback={null}>
            <MarketCard />
          </Suspense>
        </div>
      </div>
      <p className={styles.version} data-testid="version">
        Version {PRODUCT_VERSION} <span className="muted">· build {__BUILD_ID__}</span>
      </p>
    </div>
  );
}
