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
import { LIMITS } from '../../../../shared/constants';
import { MESSAGES, TITLES } from '../../../../shared/messages';

/** /account/messages: Send Bulk Messages (spec §2.3 Bulk Messages, admins only). */
export default function BulkMessages() {
  useDocumentTitle('Bulk Messages');
  const [heading, setHeading] = useState('');
  const [message, setMessage] = useState('');
  const { check, fromServer, errorFor } = useFormErrors();
  const toast = useToast();
  const send = useSendBulkMessage({
    onSuccess: () => {
      toast({ header: TITLES.bulkMessage, content: MESSAGES.bulkMessageSent, type: 'success' });
      setHeading('');
      setMessage('');
    },
    onError: (err) => fromServer(err, 'Bulk Message failed!'),
  });
  const isSending = send.isPending;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    const input = await check((schemas) => schemas.ZBulkMessageSchema, { heading, message });
    if (!input) return;
    send.mutate(input);
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
    </form>
  );
}
