/** What anyone may read: the PWA's configuration, and the health answers of the load balancer. */
import type { Misconfiguration } from '../ops/config-warnings';
import type { SiteConfig } from '../../shared/types/public';

export function presentSiteConfig(config: { SUPPORT_EMAIL: string; SUPPORT_PHONE: string }): SiteConfig {
  return { supportEmail: config.SUPPORT_EMAIL, supportPhone: config.SUPPORT_PHONE };
}

/** GET /readyz: ready, with any setting seen to be wrong at run time and its fix. */
export function presentReadiness(misconfigured: Misconfiguration[]): {
  status: 'ready';
  misconfigured?: Misconfiguration[];
} {
  return misconfigured.length > 0 ? { status: 'ready', misconfigured } : { status: 'ready' };
}

/** GET /readyz when the database does not answer (503), in the contract's error body. */
export function presentDatabaseUnreachable(): { error: { title: string; message: string } } {
  return { error: { title: 'Service unavailable', message: 'The database is not reachable.' } };
}
