/**
 * Every path that is not a public page (spec “Guarded pages”): the signed-in screens behind the access guard,
 * in the signed-in shell, and the not-found page. One lazy chunk, loaded only off the public pages:
 * the guard, the shell, these route tables and the landing screens are not on the first public
 * page's path.
 * Rendered by router.tsx for `*`, so these are descendant routes with the same absolute paths.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { AppLayout } from '../layouts/AppLayout';
import { bundledPage, layout, page, preloadMatches, type RouteHandle } from './page';
import { prefetchListingSearch } from '../features/listings/list-query';
import { notesQuery } from '../api/notes';
import { meQuery } from '../api/me';
import { matchingRoutes } from './matching/routes';
import { dealRoutes } from './deals/routes';
import { adminRoutes } from './admin/routes';
import DashboardScreen from './app/Dashboard';
import { ListingSplit } from '../features/listings/ListingSplit';

/**
 * Where members land (the start URL, links in mails) is in this chunk: a phone fetching the app's
 * files over HTTP/1.1 six at a time spends a round trip on each wave, so the first screen comes in
 * a few files rather than a dozen. The other screens load when opened.
 */
const Dashboard = bundledPage(DashboardScreen);
const Guide = page(() => import('./app/Guide'));
const Welcome = page(() => import('./app/Welcome'));
const Contact = page(() => import('./app/Contact'));
const AccountGeneral = page(() => import('./account/General'));
const AccountPersonal = page(() => import('./account/Personal'));
const AccountSubscription = page(() => import('./account/Subscription'));
const AccountPrivacy = page(() => import('./account/Privacy'));
const AccountTwoFactor = page(() => import('./account/TwoFactor'));
const AccountCategories = page(() => import('./account/Categories'));
const AccountNotifications = page(() => import('./account/Notifications'));
const JobListing = page(() => import('./listings/JobListing'));
const CandidateListing = page(() => import('./listings/CandidateListing'));
const NotFound = page(() => import('./NotFound'));

/** My Account's tabs (and account.css) only when an account page is open. */
const AccountLayout = layout(() => import('./account/AccountLayout').then((m) => ({ default: m.AccountLayout })));

/** The lists ask for their first page of results as soon as the page load starts. */
const jobSearch: RouteHandle = { prefetch: (queryClient) => void prefetchListingSearch(queryClient, 'job') };
const candidateSearch: RouteHandle = {
  prefetch: (queryClient) => void prefetchListingSearch(queryClient, 'candidate'),
};
/** The shell's bell asks for the notes as soon as a member is known, not once the app has mounted. */
const shellData: RouteHandle = {
  prefetch: (queryClient) =>
    void queryClient
      .fetchQuery(meQuery(queryClient))
      .then((me) => (me ? queryClient.prefetchQuery(notesQuery) : undefined))
      .catch(() => undefined),
};

function RedirectWithParam({ to }: { to: (params: Record<string, string | undefined>) => string }) {
  return <Navigate to={to(useParams())} replace />;
}

const routes: RouteObject[] = [
  // The shell first, then the access guard inside it: the app bar, bell and navigation paint while
  // the guard still asks who is signed in (AppLayout shows them to a member this device knows).
  {
    element: <AppLayout />,
    handle: shellData,
    children: [
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <Dashboard /> },
          // The list, with the opened listing beside it from 1024 px (features/listings/ListingSplit.tsx).
          {
            path: '/jobs',
            element: <ListingSplit kind="job" />,
            children: [
              { index: true, handle: jobSearch },
              { path: ':uid', element: <JobListing /> },
            ],
          },
          {
            path: '/candidates',
            element: <ListingSplit kind="candidate" />,
            children: [
              { index: true, handle: candidateSearch },
              { path: 'add', element: <CandidateListing /> },
              { path: ':uid', element: <CandidateListing /> },
            ],
          },
          { path: '/guide', element: <Guide /> },
          { path: '/welcome', element: <Welcome /> },
          { path: '/contact', element: <Contact /> },
          ...matchingRoutes,
          ...dealRoutes,
          { path: '/subscription', element: <Navigate to="/account/subscription" replace /> },
          { path: '/account', element: <Navigate to="/account/general" replace /> },
          {
            element: <AccountLayout />,
            children: [
              { path: '/account/general', element: <AccountGeneral /> },
              { path: '/account/personal', element: <AccountPersonal /> },
              { path: '/account/subscription', element: <AccountSubscription /> },
              { path: '/account/recruitment-categories', element: <AccountCategories /> },
              { path: '/account/notifications', element: <AccountNotifications /> },
              { path: '/account/privacy', element: <AccountPrivacy /> },
              { path: '/account/two-factor', element: <AccountTwoFactor /> },
              ...adminRoutes,
            ],
          },
          { path: '/account/billing/:id', element: <RedirectWithParam to={(p) => `/account/user/${p.id}`} /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];

/**
 * The first screen of a page load (router.tsx calls this as this chunk arrives): its code and first
 * data download while the guard still asks who is signed in, rather than once it lets them render.
 */
export function preloadFirstScreen(pathname: string, queryClient: QueryClient): Promise<void> {
  return preloadMatches(matchRoutes(routes, pathname), queryClient);
}

export default function SignedInRoutes() {
  return useRoutes(routes);
}
