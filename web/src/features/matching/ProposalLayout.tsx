import type { ReactNode } from 'react';
import { containerClass } from '../../components/ui/Container';
import { cardClass } from '../../components/ui/Card';
import { Button } from '../../components/ui/Button';
import styles from './matching.module.css';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { formatDate } from '../../format/dates';
import type { ProposalStatus } from '../../../../shared/types/matches';
import { answerByLabel } from '../../../../shared/rules/proposal-deadline';
import { PanelSkeletons } from './ListingPanel';
import type { ProposalGate } from './useProposalGate';

/** The page frame of a match or sourcing offer: heading, dates line, then the panels. */
export function ProposalLayout({
  heading,
  meta,
  children,
}: {
  heading: string;
  meta?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`${containerClass} ${styles.matchPage}`}>
      <header className={styles.matchPageHeader}>
        <h1 className={styles.matchPageTitle} data-testid="proposal-heading">
          {heading}
        </h1>
        {meta && <p className={styles.matchPageMeta}>{meta}</p>}
      </header>
      {children}
    </div>
  );
}

/** 'Proposed 3 May 2026 · Approved 4 May 2026', or '… · Answer by Wed 2 Dec 2026' while it waits. */
export function datesLine(proposal: {
  status: ProposalStatus;
  proposed: string;
  seconded: string | null;
  answerBy: string | null;
  isExpired: boolean;
}): string {
  const parts = [`Proposed ${formatDate(proposal.proposed)}`];
  if (proposal.answerBy && proposal.status === 'proposed' && !proposal.isExpired) {
    parts.push(answerByLabel(proposal.answerBy));
  }
  if (proposal.seconded && proposal.status !== 'proposed') {
    parts.push(`${proposal.status === 'approved' ? 'Approved' : 'Declined'} ${formatDate(proposal.seconded)}`);
  }
  return parts.join(' · ');
}

/** Everything but a ready proposal: loading placeholders, redirects, a retry. */
export function GateScreen<T>({ gate }: { gate: Exclude<ProposalGate<T>, { state: 'ready' }> }) {
  switch (gate.state) {
    case 'leaving':
      return <PageLoading />;
    case 'redirect':
      return <Navigate to={gate.to} replace />;
    case 'loading':
      return (
        <ProposalLayout heading="Loading">
          <div className={styles.matchGrid} role="status" aria-live="polite" aria-busy="true">
            <span className="visually-hidden">Loading…</span>
            <PanelSkeletons />
          </div>
        </ProposalLayout>
      );
    case 'failed':
      return (
        <ProposalLayout heading="Loading">
          <div className={`${cardClass} ${styles.matchExplain}`} role="alert">
            <p>This page could not be loaded. {gate.message}</p>
            <Button variant="secondary" onClick={gate.retry}>
              Try again
            </Button>
          </div>
        </ProposalLayout>
      );
  }
}
