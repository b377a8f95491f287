import type { BadgeTone } from '../../components/ui/Badge';

/** The tone of each account badge of the admin lists (admin-model.ts memberBadges). */
export const ACCOUNT_BADGE_TONE: Record<string, BadgeTone> = {
  contact: 'alert',
  invited: 'brand',
  contract: 'success',
  sourcing: 'violet',
  trial: 'neutral',
  lapsed: 'danger',
  deletion: 'danger',
  erased: 'neutral',
};

/** The tone of each proposal status (admin-model.ts proposalStatus): final ones grey, as final as an expiry. */
export const STATUS_TONE: Record<string, BadgeTone> = {
  complete: 'success',
  declined: 'danger',
  pending: 'alert',
  expired: 'neutral',
  withdrawn: 'neutral',
  lapsed: 'neutral',
};
