/**
 * /messages/{uid}: one conversation — its messages (the member's own on the right, with the read
 * receipt), a box to write in while it is open, Mute, Report on the other party's messages, and
 * the ways on: a question's "Propose a Match" (the propose flow with the listing filled in), an
 * approved one's match or offer and deal. Showing it marks the other party's messages read.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClass } from '../../components/ui/Button';
import { cardClass } from '../../components/ui/Card';
import { containerClass } from '../../components/ui/Container';
import { PageSkeleton } from '../../components/ui/Skeleton';
import { TextArea } from '../../components/ui/TextArea';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { dateTime } from '../../format/dates';
import { relativeTime } from '../../format/relative';
import { useThread, useThreadActions } from '../../api/threads';
import { THREAD_MESSAGE_MAX, THREAD_MESSAGES } from '../../../../shared/schemas/threads';
import type { ThreadView } from '../../../../shared/types/threads';
import styles from '../../features/threads/threads.module.css';
import { threadAbout, threadTitle } from './Messages';

function WaysOn({ thread }: { thread: ThreadView }) {
  const listingPath = thread.listing.kind === 'job' ? '/jobs' : '/candidates';
  return (
    <div className={styles.actions}>
      {thread.abilities.canPropose && (
        <Link
          to={`${listingPath}/propose/${thread.listing.uid}`}
          className={buttonClass()}
          data-testid="propose-from-thread"
        >
          Propose a Match
        </Link>
      )}
      {thread.kind === 'question' && thread.viewerRole !== 'owner' && (
        <Link to={`${listingPath}/${thread.listing.uid}`} className={buttonClass({ variant: 'secondary' })}>
          View the listing
        </Link>
      )}
      {thread.proposalUid && (
        <Link to={`/${thread.kind}/approved/${thread.proposalUid}`} className={buttonClass({ variant: 'secondary' })}>
          {thread.kind === 'match' ? 'The approved match' : 'The accepted offer'}
        </Link>
      )}
      {thread.dealUid && (
        <Link to={`/deals/${thread.dealUid}`} className={buttonClass({ variant: 'secondary' })}>
          The deal
        </Link>
      )}
    </div>
  );
}

export default function Thread() {
  const { uid = '' } = useParams();
  const query = useThread(uid);
  const { send, markRead, mute, report } = useThreadActions(uid);
  const toast = useToast();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const thread = query.data?.thread;
  useDocumentTitle(thread ? `Messages — ${threadTitle(thread)}` : 'Messages');

  // Shown: the other party's messages are read now (never for an administrator, who only reads).
  const unread = thread && thread.viewerRole !== 'admin' ? thread.unread : 0;
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (unread > 0) markThreadRead();
  }, [unread, markThreadRead]);

  if (query.isPending) return <PageSkeleton label="Loading the conversation" />;
  if (query.isError)
    return (
      <div className={`${containerClass} ${styles.page}`}>
        <p role="alert">{query.error.message}</p>
        <Link to="/messages">← All messages</Link>
      </div>
    );
  const { messages } = query.data;
  const view = query.data.thread;
  const lastMineIndex = messages.findLastIndex((m) => m.mine);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) return setError(THREAD_MESSAGES.bodyRequired);
    if (text.length > THREAD_MESSAGE_MAX) return setError(THREAD_MESSAGES.bodyTooLong);
    setError(null);
    send.mutate(text, { onSuccess: () => setBody(''), onError: (err) => setError(err.message) });
  };

  return (
    <div className={`${containerClass} ${styles.page}`}>
      <header className={styles.header}>
        <Link to="/messages" className="muted">
          ← All messages
        </Link>
        <h1 className={styles.title} data-testid="thread-heading">
          {threadTitle(view)}
        </h1>
        <p className={styles.meta}>{threadAbout(view)}</p>
        <div className={styles.actions}>
          {view.kind === 'question' && (
            <Badge tone="violet" compact>
              Anonymous question
            </Badge>
          )}
          {view.status === 'closed' && (
            <Badge tone="neutral" compact>
              Closed
            </Badge>
          )}
          {view.muted && (
            <Badge tone="neutral" compact>
              Muted
            </Badge>
          )}
        </div>
      </header>
      <WaysOn thread={view} />
      <section className={`${cardClass} ${styles.page}`} aria-label="Messages">
        {messages.length === 0 && <p className="muted">No messages yet. Say hello.</p>}
        <ol className={styles.messages}>
          {messages.map((message, index) => (
            <li
              key={message.uid}
              className={message.mine ? `${styles.message} ${styles.mine}` : styles.message}
              data-testid={message.mine ? 'message-mine' : 'message-theirs'}
            >
              <span className="visually-hidden">{message.mine ? 'You: ' : `${threadTitle(view)}: `}</span>
              {message.body}
              <span className={styles.messageMeta}>
                <time dateTime={message.created} title={dateTime(message.created)}>
                  {relativeTime(message.created)}
                </time>
                {message.mine && index === lastMineIndex && (
                  <span data-testid="read-receipt">{message.read ? 'Read' : 'Sent'}</span>
                )}
                {!message.mine && view.abilities.canReport && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() =>
                      report.mutate(message.uid, {
                        onSuccess: () =>
                          toast({
                            header: 'Reported',
                            content: 'The association has been told about this message.',
                            type: 'success',
                          }),
                      })
                    }
                  >
                    Report
                  </button>
                )}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {view.abilities.canWrite ? (
        <form className={styles.composer} onSubmit={submit} aria-label="Write a message">
          <TextArea
            label="Your message"
            hint={
              view.kind === 'question'
                ? 'Neither of you is named here: leave out names and contact details.'
                : undefined
            }
            value={body}
            limit={THREAD_MESSAGE_MAX}
            rows={3}
            error={error ?? undefined}
            onChange={(e) => setBody(e.target.value)}
            data-testid="message-body"
          />
          <div className={styles.actions}>
            <Button type="submit" isBusy={send.isPending}>
              Send
            </Button>
            {view.abilities.canMute && (
              <Button variant="secondary" onClick={() => mute.mutate(!view.muted)} isBusy={mute.isPending}>
                {view.muted ? 'Unmute' : 'Mute'}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <p className={styles.notice}>
          {view.viewerRole === 'admin'
            ? 'Administrators read conversations but do not take part in them.'
            : 'This conversation is closed: a member in it is no longer active.'}
        </p>
      )}
    </div>
  );
}
