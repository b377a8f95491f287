/** Server state of the members console: the list, one member, and the actions on a member. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, ApiError } from '../../api/client';
import { useToast } from '../../components/Toasts';
import { CACHE_MS } from '../../../../shared/constants';
import type { MemberDetailResponse, MemberList, MemberStage } from '../../../../shared/types/admin';
import { memberApiQuery, type MemberQuery } from './admin-model';

const LIST_KEY = ['admin', 'accounts'] as const;
const memberKey = (uid: string) => ['admin', 'account', uid] as const;

export function useMemberList(stage: MemberStage, query: MemberQuery) {
  return useQuery({
    queryKey: [...LIST_KEY, stage, query.q, query.sort, query.dir],
    queryFn: () => api.get<MemberList>(`/admin/accounts?${memberApiQuery(stage, query)}`),
    staleTime: CACHE_MS.accounts,
    // While a new search or sort of the same step loads, keep showing the old rows (dimmed);
    // a different step starts from the loading placeholders.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === stage ? previous : undefined),
  });
}

export function useMember(uid: string) {
  return useQuery({
    queryKey: memberKey(uid),
    queryFn: () => api.get<MemberDetailResponse>(`/admin/accounts/${encodeURIComponent(uid)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}

type RunOptions = {
  /** The action's name in the toasts: '{label} was completed successfully' / '{label} failed!'. */
  label: string;
  request: () => Promise<MemberDetailResponse>;
  /** The toast's text on success. */
  done: string;
  /** The success toast's title where the spec names one ('Activation Sent'); else '{label} was completed successfully'. */
  header?: string;
};

/**
 * Runs one admin action on a member. The answer ({account, audit}) replaces the cached member,
 * the lists are refetched (counts and stages change), and the spec's admin toasts are shown.
 */
export function useMemberActions(uid: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  async function run({ label, request, done, header }: RunOptions): Promise<boolean> {
    if (busy) return false;
    setBusy(label);
    try {
      const answer = await request();
      queryClient.setQueryData(memberKey(uid), answer);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      toast({ header: header ?? `${label} was completed successfully`, content: done, type: 'success' });
      return true;
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      toast({ header: `${label} failed!`, content: message, type: 'error' });
      // The member may have changed meanwhile (e.g. approved by another admin): show the truth.
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: memberKey(uid) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const base = `/admin/accounts/${encodeURIComponent(uid)}`;
  return {
    busy,
    run,
    post: (action: string, body?: unknown) => () => api.post<MemberDetailResponse>(`${base}/${action}`, body ?? {}),
    patch: (body: unknown) => () => api.patch<MemberDetailResponse>(base, body),
  };
}
