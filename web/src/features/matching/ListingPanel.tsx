import { useEffect, useRef, type ReactNode } from 'react';
import { cardClass } from '../../components/ui/Card';
import { badgeClass } from '../../components/ui/Badge';
import styles from './matching.module.css';
import { Skeleton } from '../../components/ui/Skeleton';
import type { ListingSummary } from '../../../../shared/types/listings';
import type { CandidatePanel, JobPanel } from '../../../../shared/types/matches';

function Fact({ label, children, isProse = false }: { label: string; children: ReactNode; isProse?: boolean }) {
  return (
    <div className={styles.matchFact}>
      <dt>{label}</dt>
      <dd className={isProse ? styles.matchProse : undefined}>{children || '-'}</dd>
    </div>
  );
}

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
      <dl className={styles.matchFacts}>
        <Fact label={isJob ? 'Job Title' : 'Current Job Title'}>{listing.title}</Fact>
        <Fact label="Reference Number">{listing.reference}</Fact>
        <Fact label="Nature of Employment">{listing.natureName}</Fact>
        <Fact label={isJob ? 'Employment Equity Requirement' : 'Employment Equity Status'}>{listing.equityName}</Fact>
        <Fact label="Annual CTC Package">{listing.packageName}</Fact>
        <Fact label="Location">{listing.locationName}</Fact>
        <Fact label={required('Qualifications')} isProse>
          {listing.qualifications}
        </Fact>
        <Fact label={required('Experience')} isProse>
          {listing.experience}
        </Fact>
        <Fact label={required('Industry Sector Experience')}>{listing.sectorName}</Fact>
        <Fact label="Additional Information" isProse>
          {listing.additional}
        </Fact>
        <Fact label="Recruitment Category">{listing.categoryName}</Fact>
        {listing.kind === 'job' && listing.isHiringCompany && listing.placementFee && (
          <Fact label="Placement Fee %">{listing.placementFee}</Fact>
        )}
      </dl>
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
      <dl className={styles.pinnedFacts}>
        <div>
          <dt>Reference</dt>
          <dd>{listing.reference}</dd>
        </div>
        <div>
          <dt>Nature</dt>
          <dd>{listing.natureName || '-'}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{listing.locationName || '-'}</dd>
        </div>
        <div>
          <dt>Annual CTC</dt>
          <dd>{listing.packageName || '-'}</dd>
        </div>
        <div>
          <dt>Equity</dt>
          <dd>{listing.equityName || '-'}</dd>
        </div>
      </dl>
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
