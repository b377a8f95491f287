/**
 * GET /api/config. Apart from api/events.ts (also public) so the pages that only log an event do
 * not carry the query hooks.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { configKeys } from './keys';
import type { SiteConfig } from '../../../shared/types/public';

export { configKeys } from './keys';

/** The support e-mail address and telephone number, for /contact-us and /contact. */
export function useSiteConfig() {
  return useQuery({
    queryKey: configKeys.all,
    queryFn: () => api.get<SiteConfig>('/config'),
    // Configuration changes only with a deployment.
    staleTime: 60 * 60_000,
  });
}

/** A `tel:` link for a number written for people, e.g. '+27 10 500 1234' → 'tel:+27105001234'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
