import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClass } from '../../components/ui/Button';
import { badgeClass, type BadgeTone } from '../../components/ui/Badge';
import { cardClass } from '../../components/ui/Card';
import { useSuggestionsQuery } from '../../api/suggestions';
import { ListingTile, TileSkeletons } from '../listings/ListingTile';
import listStyles from '../listings/ListingList.module.css';
import styles from './SuggestionsPanel.module.css';
import type { ListingView } from '../../../../shared/types/listings';
import type { ProposalStatus } from '../../../../shared/types/matches';
import type { Suggestion } from '../../../../shared/types/suggestions';

const PROPOSAL_STATE: Record<ProposalStatus, { label: string; tone: BadgeTone }> = {
  proposed: { label: 'Proposed', tone: 'alert' },
  approved: { label: 'Approved', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
  lapsed: { label: 'Lapsed', tone: 'neutral' },
};

/** The Propose a Match screen of the suggested listing, with the member's own listing chosen. */
function proposePath(item: Suggestion, ownUid: string): string {
  const origin = item.listing.kind === 'job' ? 'jobs' : 'candidates';
  return `/${origin}/propose/${item.listing.uid}?with=${ownUid}`;
}

function SuggestionFooter({ item, ownUid, canPropose }: { item: Suggestion; ownUid: string; canPropose: boolean }) {
  const state = item.proposal ? PROPOSAL_STATE[item.proposal.status] : null;
  return (
    <div className={styles.footer}>
      <p className={styles.score} aria-label={`Fit ${item.score} out of 100`}>
        <span className={styles.scoreValue}>{item.score}</span>
        <span className={styles.scoreUnit}>% fit</span>
        <span className={styles.meter} aria-hidden="true">
          <span style={{ width: `${item.score}%` }} />
        </span>
      </p>
      <ul className={styles.reasons} aria-label="Why it fits">
        {item.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {item.proposal && state ? (
        <p className={styles.action}>
          <span className={badgeClass({ tone: state.tone })}>{state.label}</span>
          <Link to={`/match/proposal/${item.proposal.uid}`} className={styles.stateLink}>
            View the proposal
          </Link>
        </p>
      ) : (
        canPropose && (
          <p className={styles.action}>
            <Link
              to={proposePath(item, ownUid)}
              className={buttonClass()}
              aria-label={`Propose a match with ${item.listing.reference}`}
            >
              Propose
            </Link>
          </p>
        )
      )}
    </div>
  );
}

/**
 * "Suggested matches" on the owner's own open job spec or candidate: the best-fitting
 * listings of the other kind from other members, as the usual anonymised tiles with the score,
 * the reasons and a Propose button (or the state of the proposal already made). A hiring
 * company's job spec shows them read-only. `?suggested={uid}` (the link of a 'Suggested Match -
 * New' note) marks that tile and scrolls the panel into view.
 */
export function SuggestionsPanel({ view }: { view: ListingView }) {
  const query = useSuggestionsQuery(view.kind, view.uid, { enabled: true });
  const [searchParams] = useSearchParams();
  const suggested = searchParams.get('suggested');
  const other = view.kind === 'job' ? 'candidates' : 'job specs';
  const noun = view.kind === 'job' ? 'job spec' : 'candidate';

  useEffect(() => {
    if (!suggested || !query.isSuccess) return;
    document.getElementById('suggestions')?.scrollIntoView({ block: 'start' });
  }, [suggested, query.isSuccess]);

  return (
    <section id="suggestions" className={`${cardClass} ${styles.panel}`} aria-labelledby="suggestions-heading">
      <div className={styles.head}>
        <h2 id="suggestions-heading">Suggested matches</h2>
        <p className="muted">
          The {other} of other members that fit this {noun} best, scored from 0 to 100, with the reasons.
        </p>
      </div>
      {query.isPending && <TileSkeletons count={2} />}
      {query.isError && (
        <div role="alert" className={styles.message}>
          <p>Suggested matches could not be loaded. {query.error.message}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.isSuccess && query.data.items.length === 0 && (
        <p className={styles.message}>
          No {other} fit this {noun} yet. You will get a notification when a strong fit is posted.
        </p>
      )}
      {query.isSuccess && query.data.items.length > 0 && (
        <>
          {!query.data.abilities.canPropose && (
            <p className={styles.readOnly}>
              Recruiters with these {other} are told about your {noun} and can propose them to you.
            </p>
          )}
          <ol className={`${listStyles.tiles} ${styles.tiles}`} aria-label={`Suggested ${other}, best first`}>
            {query.data.items.map((item) => (
              <li
                key={item.listing.uid}
                className={item.listing.uid === suggested ? styles.highlighted : undefined}
                data-testid="suggestion"
              >
                <ListingTile listing={item.listing}>
                  <SuggestionFooter item={item} ownUid={view.uid} canPropose={query.data.abilities.canPropose} />
                </ListingTile>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
