import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/Button';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { SecurityCard } from '../../layouts/SecurityLayout';
import { ApiError } from '../../api/client';
import { extendByLink } from '../../api/listing-links';
import { formatDate } from '../../format/dates';
import type { ListingLinkExtended } from '../../../../shared/types/listing-links';

type State =
  | { step: 'working' }
  | { step: 'done'; listing: ListingLinkExtended['listing'] }
  | { step: 'failed'; title: string; message: string };

/**
 * /listing-links/{token}: the page the expiry notice's "Extend 7 days" opens. It uses
 * the single-use link at once — no sign-in needed — and says what it did, or the server's reason.
 */
export default function ListingLink() {
  useDocumentTitle('Extend listing');
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ step: 'working' });

  useEffect(() => {
    let isCurrent = true;
    extendByLink(token).then(
      (answer) => isCurrent && setState({ step: 'done', listing: answer.listing }),
      (err: unknown) =>
        isCurrent &&
        setState({
          step: 'failed',
          title: err instanceof ApiError ? err.title : 'Something went wrong',
          message: err instanceof ApiError ? err.message : 'Please try again.',
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  if (state.step === 'working') {
    return (
      <SecurityCard title="Extending your listing…">
        <p role="status">One moment.</p>
      </SecurityCard>
    );
  }
  if (state.step === 'failed') {
    return (
      <SecurityCard title={state.title}>
        <p role="alert">{state.message}</p>
        <Link to="/login" className={buttonClass({ block: true })}>
          Log in
        </Link>
      </SecurityCard>
    );
  }
  const { listing } = state;
  const noun = listing.kind === 'job' ? 'job spec' : 'candidate';
  return (
    <SecurityCard title="Listing extended">
      <p role="status" data-testid="link-result">
        Your {noun} {listing.reference} ({listing.title}) now expires on {formatDate(listing.expiresAt)}.
      </p>
      <Link
        to={`/${listing.kind === 'job' ? 'jobs' : 'candidates'}/${listing.uid}`}
        className={buttonClass({ block: true })}
      >
        Open the {noun}
      </Link>
    </SecurityCard>
  );
}
