/**
 * The signed-in account for screens (`useMe`), and ending the session (`logout`). Signing in and the
 * page to return to are in api/sign-in.ts, so the sign-in pages do not carry the query hooks.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { meQuery } from './me';

/** The signed-in account, or null for a visitor. Offline, the account cached on this device. */
export function useMe() {
  const queryClient = useQueryClient();
  return useQuery(meQuery(queryClient));
}

/**
 * POST /api/auth/logout (204); the other steps are in features/auth/useLogout.ts. Here rather than
 * in api/auth.ts, whose mutations the signed-in shell does not load.
 */
export const logout = () => api.post<void>('/auth/logout');
