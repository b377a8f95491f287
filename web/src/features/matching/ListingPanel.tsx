import { useEffect, useRef, type ReactNode } from 'react';
import { cardClass } from '../../components/ui/Card';
import { badgeClass } from '../../components/ui/Badge';
import styles from './matching.module.css';
import { Skeleton } from '../../components/ui/Skeleton';
import type { ListingSummary } from '../../../../shared/types/listings';
import type { CandidatePanel, JobPanel } from '../../../../shared/types/matches';
import { ListingFacts, summaryFacts } from '../listings/ListingFacts';

/**
 * A job spec or candidate inside a match or sourcing offer (spec “Screen details”): every field the other
 * party needs to judge the match, with the job's wording ('Required …') for job specs.
 */
export function ListingPanel({ listing, id }: { listing: JobPanel | CandidatePanel; id: string }) {
  const isJob = listing.kind === 'job';
  const required = (label: string) => (isJob ? `Required ${label}` : label);
  return (
    <section className={`${cardClass} ${styles.matchPanel}`} aria-labelledby={id} data-testid={`panel-${listing.kind}`}>
      <div className={styles.matchPanelTop}>
        <h2 id={id} className={styles.matchPanelHeading}>
          {isJob ? 'Job Spec' : 'Candidate'}
        </h2>
        {listing.isClosed && <span className={badgeClass({ tone: 'danger' })}>Closed</span>}
        {!listing.isClosed && listing.isExpired && <span className={badgeClass({ tone: 'danger' })}>Expired</span>}
      </div>
      <ListingFacts
        layout="panel"
        facts={[
          { label: isJob ? 'Job Title' : 'Current Job Title', value: listing.title },
          { label: 'Reference Number', value: listing.reference },
          { label: 'Nature of Employment', value: listing.natureName },
          {
            label: isJob ? 'Employment Equity Requirement' : 'Employment Equity Status',
            value: listing.equityName,
          },
          { label: 'Annual CTC Package', value: listing.packageName },
          { label: 'Location', value: listing.locationName },
          { label: required('Qualifications'), value: listing.qualifications, isProse: true },
          { label: required('Experience'), value: listing.experience, isProse: true },
          { label: required('Industry Sector Experience'), value: listing.sectorName },
          { label: 'Additional Information', value: listing.additional, isProse: true },
          { label: 'Recruitment Category', value: listing.categoryName },
          listing.kind === 'job' &&
            listing.isHiringCompany &&
            listing.placementFee && { label: 'Placement Fee %', value: listing.placementFee },
        ]}
      />
    </section>
  );
}

export type PinnedListingData = Pick<
  ListingSummary,
  'kind' | 'title' | 'reference' | 'natureName' | 'locationName' | 'packageName' | 'equityName'
>;

/**
 * The compact card of one listing (title, reference, nature, location, package, equity): the
 * item being proposed on, and the item picked to go with it.
 */
export function PinnedListing({
  listing,
  label,
  id,
  isFocused = false,
  children,
}: {
  listing: PinnedListingData;
  label: string;
  id: string;
  /** Moves focus (and the view) to this card when it appears, e.g. right after picking it. */
  isFocused?: boolean;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) headingRef.current?.focus();
  }, [isFocused]);
  return (
    <section className={`${cardClass} ${styles.pinned}`} aria-labelledby={id} data-testid={`pinned-${listing.kind}`}>
      <p className={styles.pinnedLabel}>{label}</p>
      <h2 id={id} className={styles.pinnedTitle} ref={headingRef} tabIndex={isFocused ? -1 : undefined}>
        {listing.title}
      </h2>
      <ListingFacts
        layout="pinned"
        facts={summaryFacts(listing, ['reference', 'natureName', 'locationName', 'packageName', 'equityName'])}
      />
      {children}
    </section>
  );
}

/** Grey placeholder panels while a proposal loads. */
export function PanelSkeletons({ count = 2 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className={`${cardClass} ${styles.matchPanel} ${styles.matchPanelSkeleton}`}
          aria-hidden="true"
        >
          <Skeleton shape="title" />
          {Array.from({ length: 6 }, (__, line) => (
            <Skeleton key={line} />
          ))}
        </div>
      ))}
    </>
  );
}
