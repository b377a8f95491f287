/** A member's audit trail as administrators see it (api/services/admin/list-member-audit.ts). */
import type { AuditRow } from '../domain/rows';
import type { AuditEntry } from '../../shared/types/admin';

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actorEmail: row.actorEmail,
    created: row.createdAt.toISOString(),
    details: row.details,
  };
}
