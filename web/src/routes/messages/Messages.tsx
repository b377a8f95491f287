/**
 * /messages: the member's conversations (an administrator's: every thread), newest message first —
 * anonymous questions before approval and the conversations of approved matches, offers and deals
 * (docs/conversations.md). Reached from the app bar, the bell's notes and the listing, match and
 * deal screens.
 */
import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { cardClass } from '../../components/ui/Card';
import { containerClass } from '../../components/ui/Container';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageSkeleton } from '../../components/ui/Skeleton';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { relativeTime } from '../../format/relative';
import { useMe } from '../../api/session';
import { useThreads } from '../../api/threads';
import type { ThreadView } from '../../../../shared/types/threads';
import styles from '../../features/threads/threads.module.css';

/** Who the thread is with, as this viewer may know them. */
export function threadTitle(thread: ThreadView): string {
  if (thread.parties)
    return `${thread.parties.asker.name ?? thread.parties.asker.label} and ${thread.parties.owner.name ?? thread.parties.owner.label}`;
  const { counterpart } = thread;
  return counterpart.name
    ? `${counterpart.name}${counterpart.company ? `, ${counterpart.company}` : ''}`
    : counterpart.label;
}

/** What the thread is about: the listings by reference and title. */
export function threadAbout(thread: ThreadView): string {
  const { listing, candidate } = thread;
  const main = `${listing.kind === 'job' ? 'Job spec' : 'Candidate'} ${listing.reference} — ${listing.title}`;
  return candidate ? `Candidate ${candidate.reference} — ${candidate.title} · ${main}` : main;
}

function ThreadTile({ thread }: { thread: ThreadView }) {
  return (
    <li>
      <Link to={`/messages/${thread.uid}`} className={`${cardClass} ${styles.tile}`} data-testid="thread-tile">
        <div className={styles.tileTop}>
          <p className={styles.tileTitle}>{threadTitle(thread)}</p>
          <span className={styles.badges}>
            {thread.unread > 0 && (
              <Badge tone="new" compact>
                {thread.unread} new
              </Badge>
            )}
            {thread.kind === 'question' ? (
              <Badge tone="violet" compact>
                Question
              </Badge>
            ) : (
              <Badge tone="brand" compact>
                {thread.kind === 'match' ? 'Match' : 'Sourcing'}
              </Badge>
            )}
            {thread.status === 'closed' && (
              <Badge tone="neutral" compact>
                Closed
              </Badge>
            )}
          </span>
        </div>
        <p className={styles.tileLine}>{threadAbout(thread)}</p>
        {thread.lastMessage && (
          <p className={styles.tileLine}>
            {thread.lastMessage.mine ? 'You: ' : ''}
            {thread.lastMessage.body.length > 120
              ? `${thread.lastMessage.body.slice(0, 119)}…`
              : thread.lastMessage.body}{' '}
            · {relativeTime(thread.lastMessage.created)}
            {thread.muted ? ' · muted' : ''}
          </p>
        )}
      </Link>
    </li>
  );
}

export default function Messages() {
  useDocumentTitle('Messages');
  const { data: me } = useMe();
  // Administrators read every thread (and take part in none).
  const { data, isPending, isError, error } = useThreads(Boolean(me?.abilities.isAdmin));
  return (
    <div className={`${containerClass} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>Messages</h1>
        <p className={styles.meta}>
          Questions asked about listings before any approval stay anonymous on both sides. Once a match or offer is
          approved, its conversation names you both.
        </p>
      </header>
      {isPending && <PageSkeleton label="Loading your messages" />}
      {isError && <p role="alert">{error.message}</p>}
      {data && data.items.length === 0 && (
        <EmptyState boxed>
          <p>No conversations yet. Open another member’s listing and choose “Ask about this listing”.</p>
        </EmptyState>
      )}
      {data && data.items.length > 0 && (
        <ul className={styles.list} aria-label="Conversations">
          {data.items.map((thread) => (
            <ThreadTile key={thread.uid} thread={thread} />
          ))}
        </ul>
      )}
    </div>
  );
}
