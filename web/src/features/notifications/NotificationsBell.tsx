import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { EmptyBellIllustration } from '../../components/illustrations/EmptyIllustrations';
import { Button } from '../../components/ui/Button';
import styles from './NotificationsBell.module.css';
import { useNavigate } from 'react-router-dom';
import { dateTime } from '../../format/dates';
import { relativeTime } from '../../format/relative';
import { useNotesPanel } from './NotesPanelContext';
import { useNoteActions, useNotes } from '../../api/notes';

/**
 * The bell in the header with the unread count, and its panel: "Mark all as read", and each note
 * with heading, message, a New/Read marker, when it came ('2 hours ago', the exact time in its
 * tooltip), an optional View Now link, and mark-as-read and delete as icon buttons.
 */
export function NotificationsBell() {
  const { isOpen, setIsOpen } = useNotesPanel();
  const { data, isPending } = useNotes();
  const { markRead, remove, markAllRead } = useNoteActions();
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const unread = data?.unread ?? 0;
  // Where the phone's sheet starts: just under the bell's bar, wherever the page is scrolled.
  const [panelTop, setPanelTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const bar = panelRef.current?.closest('.appbar') ?? panelRef.current;
    if (isOpen) setPanelTop(Math.round(bar?.getBoundingClientRect().bottom ?? 0) + 6);
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setIsOpen(false);
    const onClick = (e: MouseEvent) => {
      if (panelRef.current && !panelRef.current.contains(e.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [isOpen, setIsOpen]);

  return (
    <div className={styles.bell} ref={panelRef}>
      <button
        type="button"
        className={styles.bellButton}
        aria-expanded={isOpen}
        aria-controls="notifications-panel"
        aria-label={`Notifications, ${unread} unread`}
        onClick={() => setIsOpen(!isOpen)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          />
        </svg>
        {unread > 0 && (
          <span className={styles.bellCount} data-testid="bell-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <div
          id="notifications-panel"
          className={styles.bellPanel}
          role="region"
          aria-label="Notifications"
          style={panelTop === null ? undefined : ({ '--bell-panel-top': `${panelTop}px` } as CSSProperties)}
        >
          <div className={styles.bellHead}>
            <h2 className={styles.bellTitle}>Notifications</h2>
            {unread > 0 && (
              <button type="button" className={styles.markAll} onClick={markAllRead}>
                Mark all as read
              </button>
            )}
          </div>
          {isPending && <p className="muted">Loading…</p>}
          {data && data.items.length === 0 && (
            <div className={styles.noNotes}>
              <EmptyBellIllustration />
              <p className="muted">You have no notifications.</p>
            </div>
          )}
          <ul className={styles.notes}>
            {data?.items.map((note) => (
              <li
                key={note.uid}
                className={note.read ? `note ${styles.note}` : `note ${styles.note} ${styles.noteNew}`}
              >
                <div className={styles.noteHead}>
                  <strong>{note.heading}</strong>
                  <span
                    className={note.read ? styles.noteMarker : `${styles.noteMarker} ${styles.noteMarkerNew}`}
                    data-testid="note-marker"
                  >
                    {note.read ? 'Read' : 'New'}
                  </span>
                </div>
                <p className={styles.noteMessage}>{note.message}</p>
                <div className={styles.noteFoot}>
                  <time className={`${styles.noteMeta} muted`} dateTime={note.created} title={dateTime(note.created)}>
                    {relativeTime(note.created)}
                  </time>
                  <div className={styles.noteActions}>
                    {note.link && (
                      <Button
                        size="small"
                        className={styles.viewNow}
                        onClick={() => {
                          if (!note.read) markRead(note.uid);
                          setIsOpen(false);
                          navigate(note.link!);
                        }}
                      >
                        View Now
                      </Button>
                    )}
                    {/* Mark as read and Delete as two icon buttons (each 44 px, named for
                        screen readers and in a tooltip), so an item never wraps its actions. */}
                    {!note.read && (
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label="Mark as read"
                        title="Mark as read"
                        onClick={() => markRead(note.uid)}
                      >
                        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
                        </svg>
                      </button>
                    )}
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={`Delete notification: ${note.heading}`}
                      title="Delete"
                      onClick={() => remove(note.uid)}
                    >
                      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                        <path
                          fill="currentColor"
                          d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z"
                        />
                      </svg>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
