import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClass } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { useModal } from '../../components/ui/Dialog';
import { useToast } from '../../components/ui/Toast';
import { dayAndTime } from '../../format/dates';
import { announceDrafts, sendDraft } from '../../offline/draft-sync';
import { deleteDraft, type DraftKind } from '../../offline/drafts';
import { KIND_CONFIG } from '../listings/kind-config';
import { useOnline } from '../pwa/useOnline';
import { DRAFT_TEXTS, draftStateBadge, draftTitle, shownState } from './draft-model';
import styles from './Drafts.module.css';
import { useDrafts, useDraftSync, type ListingDraft } from './useDrafts';

/**
 * "Drafts" on the job spec / candidate list: the new listings of this kind kept
 * on this device, each with its state (waiting, sending, refused with the server's message), to
 * edit, send now or discard. Nothing is shown while there are none.
 */
export function DraftsSection({ kind }: { kind: DraftKind }) {
  const drafts = useDrafts(kind);
  const isOnline = useOnline();
  if (!drafts || drafts.length === 0) return null;
  const headingId = `drafts-${kind}`;
  return (
    <section className={`${cardClass} ${styles.drafts}`} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId}>Drafts</h2>
        <Badge tone="alert" compact aria-label={`${drafts.length} draft${drafts.length === 1 ? '' : 's'}`}>
          {drafts.length}
        </Badge>
      </div>
      <p className={styles.lead}>
        Kept on this device until they are posted{isOnline ? '.' : ': they are sent when you are back online.'}
      </p>
      <ul className={styles.list} aria-labelledby={headingId}>
        {drafts.map((draft) => (
          <DraftItem key={draft.id} draft={draft} isOnline={isOnline} />
        ))}
      </ul>
    </section>
  );
}

function DraftItem({ draft, isOnline }: { draft: ListingDraft; isOnline: boolean }) {
  const config = KIND_CONFIG[draft.kind];
  const modal = useModal();
  const toast = useToast();
  const [isSending, setIsSending] = useState(false);
  const state = shownState(draft);
  const badge = draftStateBadge(state, isOnline);
  const title = draftTitle(draft.kind, draft.title);

  async function send() {
    setIsSending(true);
    try {
      await sendDraft(draft);
    } finally {
      setIsSending(false);
    }
  }

  function discard() {
    modal({
      header: DRAFT_TEXTS.discardHeader,
      content: DRAFT_TEXTS.discard(title),
      options: [
        { caption: 'Keep', type: 'secondary' },
        {
          caption: 'Discard',
          type: 'danger',
          action: () =>
            void deleteDraft(draft.account, draft.id).then(() => {
              announceDrafts(draft.account);
              toast({ header: DRAFT_TEXTS.discardedHeader, content: DRAFT_TEXTS.discarded, type: 'success' });
            }),
        },
      ],
    });
  }

  return (
    <li className={styles.item} data-draft-state={state}>
      <div className={styles.top}>
        <strong className={styles.title}>{title}</strong>
        <Badge compact tone={badge.tone}>
          {badge.label}
        </Badge>
      </div>
      <p className={styles.meta}>
        {config.messageNoun} · saved {dayAndTime(draft.updatedAt)}
      </p>
      {draft.refusal && (
        <div className={styles.refusal} role="alert">
          <strong>{draft.refusal.title}</strong>
          {draft.refusal.message}
        </div>
      )}
      <div className={styles.actions}>
        <Link
          to={`${config.path}/add?draft=${encodeURIComponent(draft.id)}`}
          className={buttonClass({ variant: draft.refusal ? 'primary' : 'secondary', size: 'small' })}
        >
          {draft.refusal ? 'Edit and resend' : 'Edit'}
        </Link>
        {state === 'waiting' && isOnline && (
          <Button size="small" onClick={() => void send()} isBusy={isSending}>
            Send now
          </Button>
        )}
        <Button size="small" variant="danger-outline" onClick={discard}>
          Discard
        </Button>
      </div>
    </li>
  );
}

/** The number of drafts of one kind, beside its link in the main menu (nothing when there are none). */
export function DraftsNavBadge({ kind }: { kind: DraftKind }) {
  const drafts = useDrafts(kind);
  if (!drafts || drafts.length === 0) return null;
  return (
    <Badge
      tone="alert"
      compact
      className={styles.navBadge}
      aria-label={`${drafts.length} draft${drafts.length === 1 ? '' : 's'}`}
    >
      {drafts.length}
    </Badge>
  );
}

/** Renders nothing: posts the drafts when the app opens and comes online (see useDraftSync). */
export function DraftSync() {
  useDraftSync();
  return null;
}
