import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { badgeClass } from '../../components/ui/Badge';
import styles from './ListingList.module.css';
import { OfflineWait, Skeleton } from '../../components/ui/Skeleton';
import { useIsOnline } from '../../components/useIsOnline';
import type { ListingSummary } from '../../../../shared/types/listings';
import { formatDate } from '../../format/dates';
import { KIND_CONFIG } from './kind-config';
import { Email } from '../../components/Email';
import { ListingFacts, summaryFacts } from './ListingFacts';

/** 'Expires today', 'Expires in 1 day', 'Expires in 12 days' — or the closed/expired state. */
export function expiryText(listing: Pick<ListingSummary, 'isClosed' | 'isExpired' | 'daysToExpiry'>): string {
  if (listing.isClosed) return 'Closed';
  if (listing.isExpired || listing.daysToExpiry < 0) return 'Expired';
  if (listing.daysToExpiry === 0) return 'Expires today';
  return `Expires in ${listing.daysToExpiry} day${listing.daysToExpiry === 1 ? '' : 's'}`;
}

/** '59 days left', '1 day left', 'last day' — for the Listing Detail panel. */
export function daysLeftText(daysToExpiry: number): string {
  if (daysToExpiry <= 0) return 'last day';
  return `${daysToExpiry} day${daysToExpiry === 1 ? '' : 's'} left`;
}

/**
 * One result of the job or candidate list (spec “Screen details” Candidate list tiles). The whole card is
 * clickable through the title link, so a screen reader hears a short link name, not the card.
 * `children` end the tile (the suggested matches' score, reasons and Propose button). Beside an
 * opened listing (two panes), `search` keeps the list's filters in the link and `isCurrent` marks
 * the one on show.
 */
export function ListingTile({
  listing,
  search = '',
  isCurrent = false,
  children,
}: {
  listing: ListingSummary;
  search?: string;
  isCurrent?: boolean;
  children?: ReactNode;
}) {
  const config = KIND_CONFIG[listing.kind];
  return (
    <article
      className={isCurrent ? `${styles.tile} ${styles.tileCurrent}` : styles.tile}
      aria-labelledby={`tile-${listing.uid}`}
    >
      <div className={styles.tileHead}>
        <h3 className={styles.tileTitle} id={`tile-${listing.uid}`}>
          <Link
            to={{ pathname: `${config.path}/${listing.uid}`, search }}
            className={styles.tileLink}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {listing.title}
          </Link>
        </h3>
        {listing.natureName && <p className={styles.tileNature}>{listing.natureName}</p>}
      </div>
      <ul className={styles.badges} aria-label="Labels">
        {listing.isNew && <li className={badgeClass({ tone: 'new', className: 'badge--new' })}>New</li>}
        {listing.isHiringCompany && <li className={badgeClass({ tone: 'violet' })}>Hiring Company</li>}
        {listing.sourcing && <li className={badgeClass({ tone: 'success' })}>Sourcing</li>}
        {listing.isMine && <li className={badgeClass()}>Yours</li>}
      </ul>
      <ListingFacts
        layout="tile"
        facts={[
          ...summaryFacts(listing, ['reference', 'locationName', 'equityName', 'sectorName', 'packageName'], {
            reference: 'Ref',
          }),
          listing.owner && { label: 'Posted by', value: <Email address={listing.owner.email} /> },
        ]}
      />
      <p className={styles.tileFoot}>
        <span>Posted {formatDate(listing.created)}</span>
        <span className={listing.daysToExpiry <= 7 ? styles.tileExpirySoon : undefined}>{expiryText(listing)}</span>
      </p>
      {children}
    </article>
  );
}

/** Grey placeholder tiles while the first page loads. */
export function TileSkeletons({ count = 3 }: { count?: number }) {
  const isOnline = useIsOnline();
  if (!isOnline) return <OfflineWait what="list" />;
  return (
    <div className={`${styles.tiles} ${styles.skeletons}`} role="status" aria-live="polite">
      <span className="visually-hidden">Loading results…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`${styles.tile} ${styles.tileSkeleton}`} aria-hidden="true">
          <Skeleton shape="title" />
          <Skeleton />
          <Skeleton />
        </div>
      ))}
    </div>
  );
}
