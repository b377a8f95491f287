import { Link } from 'react-router-dom';
import { Skeleton } from '../../components/ui/Skeleton';
import type { ListingSummary } from '../../../../shared/types/listings';
import { formatDate } from '../../format/dates';
import { KIND_CONFIG } from './kind-config';

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
 * One result of the job or candidate list (spec §2.3 Candidate list tiles). The whole card is
 * clickable through the title link, so a screen reader hears a short link name, not the card.
 */
export function ListingTile({ listing }: { listing: ListingSummary }) {
  const config = KIND_CONFIG[listing.kind];
  return (
    <article className="tile" aria-labelledby={`tile-${listing.uid}`}>
      <div className="tile__head">
        <h3 className="tile__title" id={`tile-${listing.uid}`}>
          <Link to={`${config.path}/${listing.uid}`} className="tile__link">
            {listing.title}
          </Link>
        </h3>
        {listing.natureName && <p className="tile__nature">{listing.natureName}</p>}
      </div>
      <ul className="badges" aria-label="Labels">
        {listing.isNew && <li className="badge badge--new">New</li>}
        {listing.isHiringCompany && <li className="badge badge--hiring">Hiring Company</li>}
        {listing.sourcing && <li className="badge badge--sourcing">Sourcing</li>}
        {listing.isMine && <li className="badge badge--mine">Yours</li>}
      </ul>
      <dl className="tile__facts">
        <div>
          <dt>Ref</dt>
          <dd>{listing.reference}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{listing.locationName || '-'}</dd>
        </div>
        <div>
          <dt>Equity</dt>
          <dd>{listing.equityName || '-'}</dd>
        </div>
        <div>
          <dt>Sector</dt>
          <dd>{listing.sectorName || '-'}</dd>
        </div>
        <div>
          <dt>Annual CTC</dt>
          <dd>{listing.packageName || '-'}</dd>
        </div>
        {listing.owner && (
          <div>
            <dt>Posted by</dt>
            <dd>{listing.owner.email}</dd>
          </div>
        )}
      </dl>
      <p className="tile__foot">
        <span>Posted {formatDate(listing.created)}</span>
        <span className={listing.daysToExpiry <= 7 ? 'tile__expiry tile__expiry--soon' : 'tile__expiry'}>
          {expiryText(listing)}
        </span>
      </p>
    </article>
  );
}

/** Grey placeholder tiles while the first page loads. */
export function TileSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="tiles" role="status" aria-live="polite">
      <span className="visually-hidden">Loading results…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="tile tile--skeleton" aria-hidden="true">
          <Skeleton shape="title" />
          <Skeleton />
          <Skeleton />
        </div>
      ))}
    </div>
  );
}
