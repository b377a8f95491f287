import { useState, type FormEvent } from 'react';
import { cardClass } from '../../components/ui/Card';
import { formStyles } from '../../components/ui/Form';
import { Button } from '../../components/ui/Button';
import { useSendBulkMessage } from '../../api/admin';
import { Field } from '../../components/ui/Field';
import { TextArea } from '../../components/ui/TextArea';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { BulkConfirm } from '../../features/admin/BulkConfirm';
import { accountSchema, usePreloadAccountSchemas } from '../../features/auth/account-schemas';
import { useSchemaForm } from '../../features/forms/useSchemaForm';
import { LIMITS } from '../../../../shared/constants';
import { MESSAGES, TITLES } from '../../../../shared/messages';

/** /account/messages: Send Bulk Messages (spec “Screen details” Bulk Messages, admins only). */
export default function BulkMessages() {
  useDocumentTitle('Bulk Messages');
  const [heading, setHeading] = useState('');
  const [message, setMessage] = useState('');
  const { check, fromServer, errorFor, clearError, bindForm } = useSchemaForm();
  usePreloadAccountSchemas();
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
    const input = await check(
      accountSchema((schemas) => schemas.ZBulkMessageSchema),
      { heading, message },
    );
    if (!input) return;
    // A broadcast asks first: the preview, the count, then the send.
    setToConfirm(input);
  }

  return (
    <form
      ref={bindForm}
      className={`${cardClass} ${formStyles.form}`}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="bulk-title"
    >
      <h2 id="bulk-title">Send Bulk Messages</h2>
      <p className="muted">
        Your message goes to every member as a notice on their dashboard and a new item under the bell icon (and by
        e-mail to members who chose to receive general updates). Keep it short.
      </p>
      <Field
        label="Heading"
        value={heading}
        limit="bulkHeading"
        isCountAlwaysShown
        onChange={(e) => {
          setHeading(e.target.value);
          clearError('heading');
        }}
        error={errorFor('heading')}
        required
      />
      <TextArea
        label="Message"
        value={message}
        limit={LIMITS.bulkMessage}
        onChange={(e) => {
          setMessage(e.target.value);
          clearError('message');
        }}
        error={errorFor('message')}
        required
      />
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
