import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Account } from '../../domain/rows';
import { appSettings } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../activity/record-activity';
import type { AppSettings } from '../../../shared/rules/settings';
import { forgetSettings, readSettings } from './read-settings';

/** An administrator changes some settings: each key stored (upsert), the change audited. */
export async function updateSettings(
  ctx: AppContext,
  options: { admin: Account; patch: Partial<AppSettings> },
): Promise<AppSettings> {
  const { admin, patch } = options;
  const settings = await withTransaction(ctx, async (tx) => {
    const at = new Date();
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      await tx.db
        .insert(appSettings)
        .values({ key, value, updatedAt: at, updatedBy: admin.id })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: sql`excluded.value`, updatedAt: at, updatedBy: admin.id },
        });
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'settings',
      targetType: 'settings',
      targetId: admin.id,
      details: { ...patch },
    });
    return readSettings(tx.db);
  });
  forgetSettings(ctx);
  return settings;
}
