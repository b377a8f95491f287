import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { logEvent } from '../../api/events';
import { useChangeListing, type ListingChange } from '../../api/listing-changes';
import { useModal } from '../../components/ui/Dialog';
import { useToast } from '../../components/ui/Toast';
import { LISTING_EXTENSION_DAYS } from '../../../../shared/constants';
import type { ListingView } from '../../../../shared/types/listings';
import { formatDate } from '../../format/dates';
import { failureTitle, KIND_CONFIG, successToast, type ListingVerb } from './kind-config';

const DAY_MS = 86_400_000;
const VERB: Record<ListingChange, 'extended' | 'closed'> = { extend: 'extended', close: 'closed' };

/**
 * Extend (+7 days) and Close, each after a confirmation modal (spec “States and transitions”). Extend stays on the
 * listing; Close removes it from the lists and returns to the list.
 */
export function useListingActions(view: ListingView) {
  const config = KIND_CONFIG[view.kind];
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const noun = config.messageNoun;
  const change = useChangeListing(view, {
    onSuccess: (_listing, action) => {
      const verb = VERB[action];
      void logEvent(verb === 'extended' ? 'job-extended' : 'job-closed');
      toast(successToast(config, verb, view.isMine));
      if (verb === 'closed') navigate(config.path);
    },
    onError: (err, action) => {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      toast({ header: failureTitle(config, VERB[action]), content: message, type: 'error' });
    },
  });
  const busy: ListingVerb | null = change.isPending ? VERB[change.variables] : null;
  const run = (action: ListingChange) => change.mutate(action);

  function extend() {
    const newExpiry = new Date(new Date(view.expiry).getTime() + LISTING_EXTENSION_DAYS * DAY_MS).toISOString();
    modal({
      header: `Extend this ${noun}?`,
      content: (
        <p>
          {view.reference} will stay open {LISTING_EXTENSION_DAYS} days longer, until {formatDate(newExpiry)}.
        </p>
      ),
      options: [
        { caption: 'Cancel', type: 'secondary' },
        { caption: `Extend ${noun}`, type: 'primary', action: () => run('extend') },
      ],
    });
  }

  function close() {
    modal({
      header: `Close this ${noun}?`,
      content: (
        <p>
          {view.reference} will leave the list and can no longer receive match proposals. This cannot be undone; you can
          post it again as a new listing.
        </p>
      ),
      options: [
        { caption: 'Cancel', type: 'secondary' },
        { caption: `Close ${noun}`, type: 'danger', action: () => run('close') },
      ],
    });
  }

  return { extend, close, busy };
}
