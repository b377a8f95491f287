import { Badge } from '../../components/ui/Badge';
import { cardClass } from '../../components/ui/Card';
import { dayAndTime } from '../../format/dates';
import { useOnline } from '../pwa/useOnline';
import { DRAFT_TEXTS, draftStateBadge, shownState } from './draft-model';
import styles from './Drafts.module.css';
import type { ListingDraft } from './useDrafts';

/** Above a draft opened in the editor: its state, and the server's refusal when there was one. */
export function DraftNotice({ draft }: { draft: ListingDraft }) {
  const isOnline = useOnline();
  const badge = draftStateBadge(shownState(draft), isOnline);
  return (
    <section className={`${cardClass} ${styles.notice}`} aria-label="Draft">
      <div className={styles.top}>
        <strong>Draft kept on this device</strong>
        <Badge compact tone={badge.tone}>
          {badge.label}
        </Badge>
      </div>
      <p className={styles.meta}>Saved {dayAndTime(draft.updatedAt)}</p>
      {draft.refusal && (
        <div className={styles.refusal} role="alert">
          <strong>{draft.refusal.title}</strong>
          <p>{draft.refusal.message}</p>
        </div>
      )}
      {draft.refusal && <p className={styles.lead}>{DRAFT_TEXTS.editingRefused}</p>}
    </section>
  );
}
