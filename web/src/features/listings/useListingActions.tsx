import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { logEvent } from '../../api/events';
import { useModal } from '../../components/Modal';
import { useToast } from '../../components/Toasts';
import { LISTING_EXTENSION_DAYS } from '../../../../shared/constants';
import type { ListingView } from '../../../../shared/types/listings';
import { formatDate } from '../../format/dates';
import { failureTitle, KIND_CONFIG, successToast, type ListingVerb } from './kind-config';
import { listingKeys } from './useListingSearch';

const DAY_MS = 86_400_000;

/**
 * Extend (+7 days) and Close, each after a confirmation modal (spec §4). Extend stays on the
 * listing; Close removes it from the lists and returns to the list.
 */
export function useListingActions(view: ListingView) {
  const config = KIND_CONFIG[view.kind];
  const modal = useModal();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ListingVerb | null>(null);
  const noun = config.messageNoun;

  async function run(verb: 'extended' | 'closed', action: 'extend' | 'close') {
    setBusy(verb);
    try {
      const { listing } = await api.post<{ listing: ListingView }>(`${config.path}/${view.uid}/${action}`);
      queryClient.setQueryData(listingKeys.one(view.kind, view.uid), listing);
      void queryClient.invalidateQueries({ queryKey: listingKeys.search(view.kind) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.dashboard });
      void logEvent(verb === 'extended' ? 'job-extended' : 'job-closed');
      toast(successToast(config, verb, view.isMine));
      if (verb === 'closed') navigate(config.path);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      toast({ header: failureTitle(config, verb), content: message, type: 'error' });
    } finally {
      setBusy(null);
    }
  }

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
        { caption: `Extend ${noun}`, type: 'primary', action: () => void run('extended', 'extend') },
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
        { caption: `Close ${noun}`, type: 'danger', action: () => void run('closed', 'close') },
      ],
    });
  }

  return { extend, close, busy };
}
