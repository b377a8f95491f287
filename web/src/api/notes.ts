/** The member's notifications (/api/notes): the list, and mark-as-read and delete applied at once. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useLiveConnected } from './live';
import { dashboardKeys, noteKeys } from './keys';
import { CACHE_MS } from '../../../shared/constants';
import type { NoteList, NoteResponse, NotesReadAll, NoteView } from '../../../shared/types/notes';

export { noteKeys } from './keys';

const one = (uid: string) => `/notes/${encodeURIComponent(uid)}`;

/** The member's notes of the last 14 days (refreshed after the spec's 5-minute cache time). */
export const notesQuery = {
  queryKey: noteKeys.all,
  queryFn: () => api.get<NoteList>('/notes'),
  staleTime: CACHE_MS.notes,
};

/** Asked again every minute, or every five while the tab's live stream brings new notes (api/live.ts). */
export function useNotes() {
  const isLive = useLiveConnected();
  return useQuery({ ...notesQuery, refetchInterval: isLive ? 300_000 : 60_000 });
}

/** Mark-as-read (one or all) and soft delete, applied to the cached list at once. */
export function useNoteActions() {
  const queryClient = useQueryClient();
  const update = (fn: (items: NoteView[]) => NoteView[]) =>
    queryClient.setQueryData<NoteList>(noteKeys.all, (old) => {
      if (!old) return old;
      const items = fn(old.items);
      return { items, unread: items.filter((n) => !n.read).length };
    });
  // The dashboard shows the unread count too.
  const refreshDashboard = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const markRead = useMutation({
    mutationFn: (uid: string) => api.post<NoteResponse>(`${one(uid)}/read`),
    onMutate: (uid) => update((items) => items.map((n) => (n.uid === uid ? { ...n, read: true } : n))),
    onSettled: refreshDashboard,
  });
  const remove = useMutation({
    mutationFn: (uid: string) => api.delete<void>(one(uid)),
    onMutate: (uid) => update((items) => items.filter((n) => n.uid !== uid)),
    onSettled: refreshDashboard,
  });
  const markAllRead = useMutation({
    mutationFn: () => api.post<NotesReadAll>('/notes/read-all'),
    onMutate: () => update((items) => items.map((n) => ({ ...n, read: true }))),
    onSettled: refreshDashboard,
  });
  return { markRead: markRead.mutate, remove: remove.mutate, markAllRead: () => markAllRead.mutate() };
}
