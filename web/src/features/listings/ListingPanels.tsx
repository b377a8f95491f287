import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { buttonClass } from '../../components/ui/Button';
import styles from './ListingView.module.css';
import { logEvent } from '../../api/events';
import type { ListingView } from '../../../../shared/types/listings';
import { formatDate } from '../../format/dates';
import { KIND_CONFIG, type KindConfig } from './kind-config';
import { daysLeftText } from './ListingTile';
import { ListingFacts } from './ListingFacts';
import { useListingActions } from './useListingActions';
import { AskAboutListing } from '../threads/AskAboutListing';

/** Listing Detail: reference, added date, expiry or 'State: Closed', and the poster for admins. */
export function ListingDetailPanel({ view }: { view: ListingView }) {
  return (
    <section className={`${cardClass} panel ${styles.panel}`} aria-labelledby="panel-detail">
      <h2 id="panel-detail">Listing Detail</h2>
      <ListingFacts
        layout="panel"
        facts={[
          { label: 'Reference', value: view.reference, valueTestId: 'listing-reference' },
          { label: 'Added', value: formatDate(view.created) },
          view.isClosed
            ? { label: 'State', value: 'Closed', valueTestId: 'listing-state', valueClassName: styles.stateClosed }
            : {
                label: 'Expires',
                value: (
                  <>
                    {formatDate(view.expiry)}{' '}
                    <span className="muted">
                      {view.isExpired ? '(expired)' : `(${daysLeftText(view.daysToExpiry)})`}
                    </span>
                  </>
                ),
              },
          // POPIA: the poster's consent declaration, sent to the owner and admins only.
          view.kind === 'candidate' &&
            view.consent !== undefined && {
              label: 'Consent',
              value: view.consent ? `Given ${formatDate(view.consent.date)}` : 'Not recorded',
              valueTestId: 'listing-consent',
            },
          // Administrators: other members' listings of the same candidate, and which came first.
          view.kind === 'candidate' &&
            view.duplicates &&
            view.duplicates.length > 0 && {
              label: 'Possible duplicate of',
              testId: 'listing-duplicates',
              value: view.duplicates.map((twin) => (
                <span key={twin.uid} className={styles.duplicateLine}>
                  <Link to={`/candidates/${twin.uid}`}>{twin.reference}</Link>{' '}
                  <span className="muted">
                    ({twin.isEarlier ? 'posted first' : 'posted later'}, {formatDate(twin.created)})
                  </span>
                </span>
              )),
            },
          view.owner && {
            label: 'Posted by',
            value: <Link to={`/account/billing/${view.owner.uid}`}>{view.owner.email}</Link>,
          },
        ]}
      />
    </section>
  );
}

function BackLink({ config }: { config: KindConfig }) {
  return (
    <Link to={config.path} className={buttonClass({ variant: 'secondary' })}>
      {config.backLabel}
    </Link>
  );
}

/** Additional Options while viewing: the buttons the listing's abilities allow. */
export function ViewOptionsPanel({ view, onEdit }: { view: ListingView; onEdit: () => void }) {
  const config = KIND_CONFIG[view.kind];
  const { extend, close, busy } = useListingActions(view);
  const { abilities } = view;
  // An admin acting on someone else's listing sees it said plainly on the buttons.
  const suffix = view.owner && !view.isMine ? ' // ADM' : '';
  return (
    <section className={`${cardClass} panel ${styles.panel}`} aria-labelledby="panel-options">
      <h2 id="panel-options">Additional Options</h2>
      <div className={styles.panelActions}>
        {abilities.canEdit && (
          <Button onClick={onEdit}>
            {config.editLabel}
            {suffix}
          </Button>
        )}
        {abilities.canPropose && (
          <Link
            to={`${config.path}/propose/${view.uid}`}
            className={buttonClass()}
            onClick={() => void logEvent('job-propose')}
          >
            Propose a Match
          </Link>
        )}
        {/* Another member's listing (an administrator sees its owner, and asks nothing). */}
        {!view.isMine && !view.owner && <AskAboutListing kind={view.kind} listingUid={view.uid} />}
        {view.kind === 'job' && abilities.canSource && (
          <Link to={`/sourcing/offer/${view.uid}`} className={buttonClass({ variant: 'accent' })}>
            Offer to Source Candidates
          </Link>
        )}
        {abilities.canExtend && (
          <Button variant="secondary" onClick={extend} disabled={busy !== null}>
            {busy === 'extended' ? 'Extending…' : `Extend${suffix}`}
          </Button>
        )}
        {abilities.canClose && (
          <Button variant="danger-outline" onClick={close} disabled={busy !== null}>
            {busy === 'closed' ? 'Closing…' : `Close${suffix}`}
          </Button>
        )}
        <BackLink config={config} />
      </div>
    </section>
  );
}

type EditOptionsProps = { config: KindConfig; formId: string; isSaving: boolean; onCancel?: () => void };

/** Additional Options while editing or creating: Save (submits the form), Cancel, back to the list. */
export function EditOptionsPanel({ config, formId, isSaving, onCancel }: EditOptionsProps) {
  return (
    <section className={`${cardClass} panel ${styles.panel}`} aria-labelledby="panel-options">
      <h2 id="panel-options">Additional Options</h2>
      <div className={styles.panelActions}>
        <Button type="submit" form={formId} disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <BackLink config={config} />
      </div>
    </section>
  );
}
