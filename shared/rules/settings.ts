/** Settings the administrators change in the console (GET/PUT /api/admin/settings). */
export type AppSettings = {
  /**
   * Members in good standing only: a member whose trial ended without approval, or
   * whose contract's `paid until` passed, may not search others' listings, post, propose, offer
   * or be proposed to. On unless an administrator turns it off.
   */
  requireGoodStanding: boolean;
};

export const DEFAULT_SETTINGS: AppSettings = { requireGoodStanding: true };
