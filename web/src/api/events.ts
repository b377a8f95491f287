import type { AnalyticsEvent } from '../../../shared/constants';
import { api } from './client';
import type { EventRecorded } from '../../../shared/types/public';

/**
 * Records one analytics event (spec “The calls it makes”). Best effort: it never throws, because analytics must
 * never break a page. Callers fire and forget with `void logEvent('home-cta')`.
 */
export async function logEvent(name: AnalyticsEvent): Promise<void> {
  try {
    await api.post<EventRecorded>('/events', { name });
  } catch {
    // Deliberately ignored: a lost analytics event is not the visitor's problem.
  }
}
