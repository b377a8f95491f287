/** A bulk message's reach: how many members get the note, and how many of them by e-mail (sent, or if sent now). */
import type { BulkMessageSent } from '../../shared/types/admin';

export function presentBulkMessageReach(reach: { recipients: number; mailed: number }): BulkMessageSent {
  return { recipients: reach.recipients, mailed: reach.mailed };
}
