/**
 * The matching screens (spec “Guarded pages”): propose a match, the match view, the sourcing offer view
 * and the offer to source. Mounted by router.tsx inside the signed-in AppLayout.
 */
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { page } from '../page';

const Propose = page(() => import('./Propose'));
const MatchView = page(() => import('./MatchView'));
const SourcingView = page(() => import('./SourcingView'));
const OfferSourcing = page(() => import('./OfferSourcing'));

/** /match/{uid} → /match/proposal/{uid}; /sourcing/{uid} → /sourcing/proposal/{uid}. */
function ToProposalView({ base }: { base: '/match' | '/sourcing' }) {
  const { uid = '' } = useParams();
  return <Navigate to={`${base}/proposal/${uid}`} replace />;
}

export const matchingRoutes: RouteObject[] = [
  { path: '/jobs/propose/:uid?', element: <Propose /> },
  { path: '/candidates/propose/:uid?', element: <Propose /> },
  { path: '/propose/*', element: <Navigate to="/jobs" replace /> },
  // A missing uid or view is refused with a toast by the screens themselves.
  { path: '/match', element: <MatchView /> },
  { path: '/match/:uid', element: <ToProposalView base="/match" /> },
  { path: '/match/:view/:uid', element: <MatchView /> },
  { path: '/sourcing/offer/:uid?', element: <OfferSourcing /> },
  { path: '/sourcing', element: <SourcingView /> },
  { path: '/sourcing/:uid', element: <ToProposalView base="/sourcing" /> },
  { path: '/sourcing/:view/:uid', element: <SourcingView /> },
  // Any other origin returns to the job list (the screen redirects it).
  { path: '/:origin/propose/:uid', element: <Propose /> },
];
