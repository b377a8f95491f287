import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, auditLog } from '../../db/schema';
import type { AuditRow } from '../../domain/rows';

/** The member's audit trail, newest first, with the acting admin's e-mail. */
export async function listMemberAudit(ctx: AppContext, options: { uid: string }): Promise<AuditRow[]> {
  const { uid } = options;
  return ctx.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: accounts.email,
      createdAt: auditLog.createdAt,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
    .where(eq(auditLog.targetId, uid))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
}
