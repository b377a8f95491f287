/**
 * /account/users (where the Members tab points): opens the members list on the first
 * step that has work — members awaiting approval first (the one step where an administrator must
 * act), then accounts not yet activated — instead of always on Registered, which is often empty
 * while someone waits for approval. With no work anywhere: Approved members.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { useMemberList } from '../../api/admin';
import { PageSkeleton } from '../../components/ui/Skeleton';
import { DEFAULT_DIR, DEFAULT_SORT } from '../../features/admin/admin-model';
import type { MemberStage } from '../../../../shared/types/admin';

const WORK_ORDER: MemberStage[] = ['activated', 'registered'];

export default function MembersLanding() {
  const { search } = useLocation();
  // Any step's list carries every step's count; Registered is the one the spec names as the default.
  const { data, isError } = useMemberList('registered', { q: '', sort: DEFAULT_SORT, dir: DEFAULT_DIR });
  if (!data && !isError) return <PageSkeleton label="Loading members" />;
  const stage = (data && WORK_ORDER.find((s) => data.counts[s] > 0)) ?? (data ? 'approved' : 'registered');
  return <Navigate to={{ pathname: `/account/users/${stage}`, search }} replace />;
}
