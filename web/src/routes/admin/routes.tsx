/**
 * The administrator console (spec “Guarded pages” admin-only pages), all behind AdminGuard. Mounted by
 * router.tsx inside the signed-in AccountLayout, so these pages keep the My Account tabs.
 * (/account/billing/:id → /account/user/:id is declared in router.tsx itself.)
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { page } from '../page';
import { AdminGuard } from './AdminGuard';

const Members = page(() => import('./Members'));
const Member = page(() => import('./Member'));
const MatchTransactions = page(() => import('./Proposals').then((m) => ({ default: m.MatchTransactions })));
const BulkMessages = page(() => import('./BulkMessages'));
const AdminDeals = page(() => import('./Deals'));
const Settings = page(() => import('./Settings'));
const SourcingOffers = page(() => import('./Proposals').then((m) => ({ default: m.SourcingOffers })));

const MembersLanding = page(() => import('./MembersLanding'));
const toMembers = <MembersLanding />;

export const adminRoutes: RouteObject[] = [
  {
    element: <AdminGuard />,
    children: [
      // The spec's redirect, kept as it says.
      { path: '/account/billing', element: <Navigate to="/account/users/registered" replace /> },
      { path: '/account/users', element: toMembers },
      // Members turns an unknown type into 'registered' itself, keeping the search.
      { path: '/account/users/:type', element: <Members /> },
      { path: '/account/user/:uid', element: <Member /> },
      { path: '/account/matches/transactions', element: <MatchTransactions /> },
      { path: '/account/sourcing/offers', element: <SourcingOffers /> },
      { path: '/account/messages', element: <BulkMessages /> },
      { path: '/account/deals', element: <AdminDeals /> },
      { path: '/account/settings', element: <Settings /> },
    ],
  },
];
