import { useState, type FormEvent } from 'react';
import { cardClass } from '../../components/ui/Card';
import { fieldStyles } from '../../components/ui/Field';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import { useSendBulkMessage } from '../../api/admin';
import { Field } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFormErrors } from '../../features/auth/useFormErrors';
import { BulkConfirm } from '../../features/admin/BulkConfirm';
import { LIMITS } from '../../../../shared/constants';
import { MESSAGES, TITLES } from '../../../../shared/messages';

/** /account/messages: Send Bulk Messages (spec §2.3 Bulk Messages, admins only). */
export default function BulkMessages() {
  useDocumentTitle('Bulk Messages');
  const [heading, setHeading] = useState('');
  const [message, setMessage] = useState('');
  const { check, fromServer, errorFor } = useFormErrors();
  const toast = useToast();
  // The checked message waiting for the admin's confirmation (BulkConfirm), or null.
  const [toConfirm, setToConfirm] = useState<{ heading: string; message: string } | null>(null);
  const send = useSendBulkMessage({
    onSuccess: () => {
      setToConfirm(null);
      toast({ header: TITLES.bulkMessage, content: MESSAGES.bulkMessageSent, type: 'success' });
      setHeading('');
      setMessage('');
    },
    onError: (err) => {
      setToConfirm(null);
      fromServer(err, 'Bulk Message failed!');
    },
  });
  const isSending = send.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    const input = await check((schemas) => schemas.ZBulkMessageSchema, { heading, message });
    if (!input) return;
    // A broadcast asks first: the preview, the count, then the send.
    setToConfirm(input);
  }

  return (
    <form className={`${cardClass} ${formStyles.form}`} onSubmit={handleSubmit} noValidate aria-labelledby="bulk-title">
      <h2 id="bulk-title">Send Bulk Messages</h2>
      <p className="muted">
        Your message goes to every member as a notice on their dashboard and a new item under the bell icon (and by
        e-mail to members who chose to receive general updates). Keep it short.
      </p>
      <Field
        label="Heading"
        value={heading}
        maxLength={LIMITS.bulkHeading}
        onChange={(e) => setHeading(e.target.value)}
        error={errorFor('heading')}
        required
      />
      <div className={fieldStyles.field}>
        <label htmlFor="bulk-message" className={fieldStyles.label}>
          Message
        </label>
        <textarea
          id="bulk-message"
          className={fieldStyles.control}
          value={message}
          maxLength={LIMITS.bulkMessage}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={errorFor('message') ? true : undefined}
          aria-describedby="bulk-message-count"
          required
        />
        <small id="bulk-message-count" className={fieldStyles.hint}>
          {message.length} / {LIMITS.bulkMessage} characters
        </small>
        {errorFor('message') && <small className={fieldStyles.error}>{errorFor('message')}</small>}
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={isSending}>
          {isSending ? 'Sending…' : 'Send'}
        </Button>
      </div>
      <BulkConfirm
        message={toConfirm}
        isSending={isSending}
        onSend={() => toConfirm && send.mutate(toConfirm)}
        onCancel={() => setToConfirm(null)}
      />
    </form>
  );
}
