import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** What the server's configuration lets the PWA show (GET /api/config). */
export type SiteConfig = { supportEmail: string; supportPhone: string };

export const CONFIG_KEY = ['config'] as const;

/** The support e-mail address and telephone number, for /contact-us and /contact. */
export function useSiteConfig() {
  return useQuery({
    queryKey: CONFIG_KEY,
    queryFn: () => api.get<SiteConfig>('/config'),
    // Configuration changes only with a deployment.
    staleTime: 60 * 60_000,
  });
}

/** A `tel:` link for a number written for people, e.g. '+27 10 500 1234' → 'tel:+27105001234'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
