/**
 * The signed-in account for screens (`useMe`). Signing in and the page to return to are in
 * api/sign-in.ts, so the sign-in pages do not carry the query hooks.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { meQuery } from './me';

/** The signed-in account, or null for a visitor. Offline, the account cached on this device. */
export function useMe() {
  const queryClient = useQueryClient();
  return useQuery(meQuery(queryClient));
}
