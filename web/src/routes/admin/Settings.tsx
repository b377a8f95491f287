import { cardClass } from '../../components/ui/Card';
import { Choice, ChoiceList } from '../../components/ui/Choice';
import { PageSkeleton } from '../../components/ui/Skeleton';
import { useToast } from '../../components/ui/Toast';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ApiError } from '../../api/client';
import { useChangeSettings, useSettings } from '../../api/settings';

/** /account/settings: the association's rules the administrators control. */
export default function Settings() {
  useDocumentTitle('Settings');
  const toast = useToast();
  const { data: settings } = useSettings();
  const change = useChangeSettings({
    onSuccess: (next) =>
      toast({
        header: 'Settings updated',
        content: next.requireGoodStanding
          ? 'Only members in good standing can search, propose and receive proposals.'
          : 'Every activated member can search, propose and receive proposals.',
        type: 'success',
      }),
    onError: (err) =>
      toast({
        header: 'Settings failed!',
        content: err instanceof ApiError ? err.message : 'Please try again.',
        type: 'error',
      }),
  });

  return (
    <section className={cardClass} aria-labelledby="settings-title">
      <h2 id="settings-title">Settings</h2>
      {!settings ? (
        <PageSkeleton label="Loading settings" />
      ) : (
        <ChoiceList legend="Network rules" isLegendHidden>
          <Choice
            name="requireGoodStanding"
            checked={settings.requireGoodStanding}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ requireGoodStanding: event.target.checked })}
          >
            <span>
              <strong>Members in good standing only</strong>
              <br />
              <small className="muted">
                When a member’s 14-day trial ends without approval, or a contracted member’s paid-until date passes,
                they can still log in, see their own listings and request approval, but cannot search others’ listings,
                post, propose, offer or receive proposals.
              </small>
            </span>
          </Choice>
        </ChoiceList>
      )}
    </section>
  );
}
