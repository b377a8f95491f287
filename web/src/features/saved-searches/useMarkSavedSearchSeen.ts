import { useEffect, useRef } from 'react';
import { useUpdateSavedSearch } from '../../api/saved-searches';

/**
 * A list opened with `?saved=<uid>` (a saved search's note or its Open link): tells the API the
 * member looked (PATCH { seen: true }), once per saved search per visit. Someone else's uid is a
 * 404 nobody needs to hear about.
 */
export function useMarkSavedSearchSeen(locationSearch: string): void {
  const uid = new URLSearchParams(locationSearch).get('saved');
  const marked = useRef<string | null>(null);
  const update = useUpdateSavedSearch({ onError: () => undefined });
  const { mutate } = update;
  useEffect(() => {
    if (!uid || marked.current === uid) return;
    marked.current = uid;
    mutate({ uid, seen: true });
  }, [uid, mutate]);
}
