import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { NoteView } from '../../../../shared/types/matches';
import { CACHE_MS } from '../../../../shared/constants';

export const NOTES_KEY = ['notes'] as const;
type NotesResponse = { items: NoteView[]; unread: number };

/** The member's notes of the last 14 days (refreshed after the spec's 5-minute cache time). */
export const notesQuery = {
  queryKey: NOTES_KEY,
  queryFn: () => api.get<NotesResponse>('/notes'),
  staleTime: CACHE_MS.notes,
};

export function useNotes() {
  return useQuery({ ...notesQuery, refetchInterval: 60_000 });
}

/** Mark-as-read and soft delete, applied to the cached list at once. */
export function useNoteActions() {
  const queryClient = useQueryClient();
  const update = (fn: (items: NoteView[]) => NoteView[]) =>
    queryClient.setQueryData<NotesResponse>(NOTES_KEY, (old) => {
      if (!old) return old;
      const items = fn(old.items);
      return { items, unread: items.filter((n) => !n.read).length };
    });
  const markRead = useMutation({
    mutationFn: (uid: string) => api.post(`/notes/${uid}/read`),
    onMutate: (uid) => update((items) => items.map((n) => (n.uid === uid ? { ...n, read: true } : n))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
  const remove = useMutation({
    mutationFn: (uid: string) => api.delete(`/notes/${uid}`),
    onMutate: (uid) => update((items) => items.filter((n) => n.uid !== uid)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
  return { markRead: markRead.mutate, remove: remove.mutate };
}
