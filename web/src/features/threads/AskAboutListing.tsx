/**
 * "Ask about this listing" on another member's listing: a question to its owner in an anonymous
 * thread (docs/conversations.md). Neither side is named; the anonymity guard on the server refuses
 * contact details, and its message is shown under the field.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { TextArea } from '../../components/ui/TextArea';
import { useAskQuestion } from '../../api/threads';
import { THREAD_MESSAGE_MAX, THREAD_MESSAGES } from '../../../../shared/schemas/threads';
import styles from './threads.module.css';

export function AskAboutListing({ kind, listingUid }: { kind: 'job' | 'candidate'; listingUid: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const ask = useAskQuestion({
    onSuccess: (data) => navigate(`/messages/${data.thread.uid}`),
    onError: (err) => setError(err.message),
  });
  if (!isOpen)
    return (
      <Button variant="secondary" onClick={() => setIsOpen(true)} data-testid="ask-about-listing">
        Ask about this listing
      </Button>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) return setError(THREAD_MESSAGES.bodyRequired);
    if (text.length > THREAD_MESSAGE_MAX) return setError(THREAD_MESSAGES.bodyTooLong);
    setError(null);
    ask.mutate({ listingUid, kind, body: text });
  };
  return (
    <form className={styles.ask} onSubmit={submit} aria-label="Ask about this listing">
      <TextArea
        label="Your question"
        hint="The owner sees neither your name nor your company, and you do not see theirs. Leave out contact details."
        value={body}
        limit={THREAD_MESSAGE_MAX}
        rows={4}
        error={error ?? undefined}
        onChange={(e) => setBody(e.target.value)}
        data-testid="ask-body"
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={ask.isPending}>
          Send question
        </Button>
        <Button variant="secondary" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** On an approved match or offer, and on its deal: the way to its conversation. */
export function ConversationLink({ threadUid }: { threadUid: string | null | undefined }) {
  const navigate = useNavigate();
  if (!threadUid) return null;
  return (
    <Button variant="secondary" onClick={() => navigate(`/messages/${threadUid}`)} data-testid="open-conversation">
      Conversation
    </Button>
  );
}
