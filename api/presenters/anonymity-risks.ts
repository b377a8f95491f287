/** GET /api/admin/anonymity: listings with confirmed warnings and members often refused, with their ids for links. */
import type { ConfirmedWarningRow, RefusingMemberRow } from '../domain/rows';
import { ANONYMITY_OFTEN_REFUSED as OFTEN_REFUSED } from '../../shared/constants';
import type { AnonymityRisks } from '../../shared/types/admin';

export function presentAnonymityRisks(rows: {
  confirmed: ConfirmedWarningRow[];
  refusing: RefusingMemberRow[];
}): AnonymityRisks {
  return {
    confirmed: rows.confirmed.map((row) => ({
      kind: row.kind,
      uid: row.id,
      reference: row.reference,
      title: row.title,
      ownerUid: row.ownerId,
      ownerName: row.ownerName ?? '-',
      ownerCompany: row.ownerCompany ?? '-',
      kinds: row.kinds,
      warnings: row.warnings,
      confirmed: row.confirmedAt.toISOString(),
      isConfirmedByAdmin: !row.isConfirmedByOwner,
    })),
    refusing: rows.refusing.map((row) => ({
      uid: row.id,
      name: row.name ?? '-',
      company: row.company ?? '-',
      refusals: row.refusals,
      kinds: row.kinds,
      last: row.lastAt.toISOString(),
    })),
    days: OFTEN_REFUSED.days,
    minRefusals: OFTEN_REFUSED.minRefusals,
  };
}
