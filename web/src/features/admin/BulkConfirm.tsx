/**
 * Before a bulk message goes out: the message as members will see it (a note under the bell),
 * how many members it reaches (counted by the server with the send's own rule) and a button
 * named for its effect, "Send to 1 248 members". Nothing is sent until that button.
 */
import { Button } from '../../components/ui/Button';
import { FormDialog, dialogOptionsClass } from '../../components/ui/FormDialog';
import { useBulkRecipients } from '../../api/admin';
import styles from './admin.module.css';

const members = (n: number) => `${n.toLocaleString('en-ZA')} member${n === 1 ? '' : 's'}`;

export function BulkConfirm({
  message,
  isSending,
  onSend,
  onCancel,
}: {
  message: { heading: string; message: string } | null;
  isSending: boolean;
  onSend: (recipients: number) => void;
  onCancel: () => void;
}) {
  const count = useBulkRecipients(message !== null);
  const recipients = count.data?.recipients;
  return (
    <FormDialog isOpen={message !== null} labelledBy="bulk-confirm-title" onClose={onCancel}>
      {message && (
        <>
          <h2 id="bulk-confirm-title" data-testid="bulk-confirm-title">
            {recipients === undefined ? 'Counting the members…' : `Send to ${members(recipients)}?`}
          </h2>
          <p className="muted">
            {count.isError
              ? 'The members could not be counted. Try again in a moment.'
              : recipients === undefined
                ? 'Counting who this message reaches.'
                : `Each of them gets it on their dashboard and under the bell${
                    count.data!.mailed > 0 ? `, and ${members(count.data!.mailed)} by e-mail (general updates)` : ''
                  }. It cannot be taken back.`}
          </p>
          <p className={styles.previewLabel}>How members will see it</p>
          <div className={styles.preview} data-testid="bulk-preview">
            <div className={styles.previewHead}>
              <strong>{message.heading}</strong>
              <span className={styles.previewNew}>New</span>
            </div>
            <p className={styles.previewMessage}>{message.message}</p>
            <p className={`muted ${styles.previewMeta}`}>Just now</p>
          </div>
          <div className={dialogOptionsClass}>
            <Button variant="secondary" onClick={onCancel}>
              Keep editing
            </Button>
            <Button
              disabled={recipients === undefined}
              isBusy={isSending}
              onClick={() => recipients !== undefined && onSend(recipients)}
            >
              {recipients === undefined ? 'Send' : `Send to ${members(recipients)}`}
            </Button>
          </div>
        </>
      )}
    </FormDialog>
  );
}
