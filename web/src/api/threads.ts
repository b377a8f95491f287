/**
 * Conversations (/api/threads, docs/conversations.md): the member's threads, one thread with its
 * messages, asking about a listing, writing, the read receipts, mute and report. An open thread
 * and the list refresh when the tab's live stream says a message was written or read (api/live.ts);
 * without the stream they ask again every 10 seconds while the tab is visible, and with it once a
 * minute (an administrator reading others' threads hears only of their own).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isRefusal } from './client';
import { THREADS_ROOT } from './keys';
import { useLiveConnected } from './live';
import type { MutationCallbacks } from './mutation-callbacks';
import type { TThreadCreate } from '../../../shared/schemas/threads';
import type {
  ThreadDetailResponse,
  ThreadListResponse,
  ThreadMessageResponse,
  ThreadResponse,
} from '../../../shared/types/threads';

export const threadKeys = {
  all: THREADS_ROOT,
  list: (all: boolean) => [...THREADS_ROOT, 'list', all ? 'all' : 'mine'] as const,
  detail: (uid: string) => [...THREADS_ROOT, 'detail', uid] as const,
};

const one = (uid: string) => `/threads/${encodeURIComponent(uid)}`;
const POLL_MS = 10_000;
const LIVE_POLL_MS = 60_000;
const retry = (count: number, err: Error) => !isRefusal(err) && count < 1;

/** The member's threads; `all`: every thread (administrators). */
export function useThreads(all = false) {
  const isLive = useLiveConnected();
  return useQuery({
    queryKey: threadKeys.list(all),
    queryFn: () => api.get<ThreadListResponse>(all ? '/threads?all=true' : '/threads'),
    refetchInterval: isLive && !all ? LIVE_POLL_MS : POLL_MS,
    staleTime: 5_000,
  });
}

export function useThread(uid: string | undefined) {
  const isLive = useLiveConnected();
  return useQuery({
    queryKey: threadKeys.detail(uid ?? ''),
    queryFn: () => api.get<ThreadDetailResponse>(one(uid ?? '')),
    enabled: Boolean(uid),
    refetchInterval: isLive ? LIVE_POLL_MS : POLL_MS,
    retry,
  });
}

/** "Ask about this listing": the question thread (new, or the asker's existing one with one more message). */
export function useAskQuestion(callbacks: MutationCallbacks<ThreadResponse, TThreadCreate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TThreadCreate) => api.post<ThreadResponse>('/threads', input),
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: threadKeys.all }),
  });
}

/** Writing, marking read, muting and reporting in one thread; each refreshes the thread and the list. */
export function useThreadActions(uid: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: threadKeys.all });
  const send = useMutation({
    mutationFn: (body: string) => api.post<ThreadMessageResponse>(`${one(uid)}/messages`, { body }),
    onSettled: refresh,
  });
  const markRead = useMutation({
    mutationFn: () => api.post<{ status: 'read' }>(`${one(uid)}/read`),
    onSettled: refresh,
  });
  const mute = useMutation({
    mutationFn: (muted: boolean) => api.post<ThreadResponse>(`${one(uid)}/mute`, { muted }),
    onSettled: refresh,
  });
  const report = useMutation({
    mutationFn: (messageUid: string) => api.post<{ status: 'reported' }>(`${one(uid)}/report`, { messageUid }),
  });
  return { send, markRead, mute, report };
}
