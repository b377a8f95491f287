/** PUT /api/admin/settings: the settings to change (shared/types/settings.ts); unknown keys are refused. */
import { z } from 'zod';

export const ZSettingsPatchSchema = z
  .strictObject({
    requireGoodStanding: z.boolean({ error: 'The Members in good standing setting must be on or off.' }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Choose a setting to change.' });
export type TSettingsPatchSchema = z.infer<typeof ZSettingsPatchSchema>;
