/** /deals/{uid}: one deal for its two parties (and admins, read-only). */
import { Link, useParams } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { containerClass } from '../../components/ui/Container';
import { PageSkeleton } from '../../components/ui/Skeleton';
import { PageLoading } from '../../components/PageLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatDate } from '../../format/dates';
import { useDeal } from '../../api/deals';
import { DealMoney, NextStep, StageStepper } from '../../features/deals/DealStages';
import { DealTerms } from '../../features/deals/DealTerms';
import { DealDispute, DealTimeline } from '../../features/deals/DealTimeline';
import { UndoStageBar } from '../../features/deals/UndoStageBar';
import { useDealGate } from '../../features/deals/useDealGate';
import styles from '../../features/deals/deals.module.css';
import type { DealView } from '../../../../shared/types/deals';
import { ConversationLink } from '../../features/threads/AskAboutListing';

export function dealTitle(deal: Pick<DealView, 'jReference' | 'cReference'>): string {
  return `Deal ${deal.jReference}${deal.cReference ? ` · ${deal.cReference}` : ''}`;
}

export default function DealPage() {
  const { uid } = useParams();
  const query = useDeal(uid);
  const isLeaving = useDealGate(query.error);
  useDocumentTitle(query.data ? dealTitle(query.data) : 'Deal');
  if (isLeaving) return <PageLoading />;
  if (query.isPending) return <PageSkeleton label="Loading the deal" />;
  if (query.isError) {
    return (
      <div className={containerClass}>
        <div className={cardClass} role="alert">
          <p>This deal could not be loaded. {query.error.message}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  const deal = query.data;
  const other = deal.viewerRole === 'jobOwner' ? deal.parties.partner : deal.parties.jobOwner;
  return (
    <div className={`${containerClass} ${styles.page}`}>
      <header className={styles.header}>
        <Link to="/deals" className="muted">
          ← All deals
        </Link>
        <div className={styles.headerLine}>
          <h1 className={styles.title} data-testid="deal-heading">
            {dealTitle(deal)}
          </h1>
          <Badge tone={deal.dispute ? 'danger' : 'brand'}>{deal.dispute ? 'Referred' : deal.stageLabel}</Badge>
        </div>
        <p className={styles.meta}>
          {deal.candidateTitle ? `${deal.candidateTitle} for ` : 'Sourcing for '}
          {deal.jobTitle}
        </p>
        <p className={styles.meta}>
          {deal.viewerRole === 'admin'
            ? `${deal.parties.jobOwner.fullname} (job owner) and ${deal.parties.partner.fullname} (partner)`
            : `With ${other.fullname}, ${other.company}`}{' '}
          · opened {formatDate(deal.created)} ·{' '}
          <Link to={deal.proposalLink}>{deal.kind === 'match' ? 'the approved match' : 'the accepted offer'}</Link>
        </p>
      </header>
      <div>
        <ConversationLink threadUid={deal.threadUid} />
      </div>
      <StageStepper deal={deal} />
      <div className={styles.grid}>
        <div className={styles.stack}>
          <NextStep deal={deal} />
          <DealMoney deal={deal} />
          <DealTerms deal={deal} />
        </div>
        <div className={styles.stack}>
          <DealTimeline deal={deal} />
          <DealDispute deal={deal} />
        </div>
      </div>
      <UndoStageBar deal={deal} />
    </div>
  );
}
