/**
 * The route table of every path that is not a public page (spec “Guarded pages”): the signed-in
 * screens behind the access guard, in the signed-in shell, and the not-found page. With
 * web/src/router.tsx (the public pages, which renders this table for `*`) it is one of the app's two
 * route tables, one per bundle; lint refuses route declarations anywhere else. One lazy chunk, loaded
 * only off the public pages: the guard, the shell, this table and the landing screens are not on the
 * first public page's path. Rendered for `*`, so these are descendant routes with the same absolute paths.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { AppLayout } from '../layouts/AppLayout';
import { bundledPage, layout, page, preloadMatches, type RouteHandle } from './page';
import { prefetchListingSearch } from '../features/listings/list-query';
import { notesQuery } from '../api/notes';
import { meQuery } from '../api/me';
import { AdminGuard } from './admin/AdminGuard';
import DashboardScreen from './app/Dashboard';
import { ListingSplit } from './listings/ListingSplit';

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
const AccountSavedSearches = page(() => import('./account/SavedSearches'));
const AccountApiTokens = page(() => import('./account/ApiTokens'));
const AccountApiReference = page(() => import('./account/ApiReference'));
const AccountWebhooks = page(() => import('./account/Webhooks'));
const JobListing = page(() => import('./listings/ListingScreen').then((m) => ({ default: m.JobListing })));
const CandidateListing = page(() => import('./listings/ListingScreen').then((m) => ({ default: m.CandidateListing })));
const Propose = page(() => import('./matching/Propose'));
const MatchView = page(() => import('./matching/MatchView'));
const SourcingView = page(() => import('./matching/SourcingView'));
const OfferSourcing = page(() => import('./matching/OfferSourcing'));
const ImportWizard = page(() => import('./imports/ImportWizard'));
const DealList = page(() => import('./deals/DealList'));
const Market = page(() => import('./market/MarketPage'));
const Messages = page(() => import('./messages/Messages'));
const Thread = page(() => import('./messages/Thread'));
const DealPage = page(() => import('./deals/DealPage'));
const DealRecord = page(() => import('./deals/DealRecord'));
const AdminMembersLanding = page(() => import('./admin/MembersLanding'));
const AdminMembers = page(() => import('./admin/Members'));
const AdminMember = page(() => import('./admin/Member'));
const AdminMatches = page(() => import('./admin/Proposals').then((m) => ({ default: m.MatchTransactions })));
const AdminSourcingOffers = page(() => import('./admin/Proposals').then((m) => ({ default: m.SourcingOffers })));
const AdminBulkMessages = page(() => import('./admin/BulkMessages'));
const AdminDeals = page(() => import('./admin/Deals'));
const AdminAnonymity = page(() => import('./admin/Anonymity'));
const AdminSettings = page(() => import('./admin/Settings'));
const AdminApiTokens = page(() => import('./admin/ApiTokens'));
const NotFound = page(() => import('./NotFound').then((m) => ({ default: m.NotFound })));

/** My Account's tabs (and account.css) only when an account page is open. */
const AccountLayout = layout(() => import('./account/AccountLayout').then((m) => ({ default: m.AccountLayout })));
/** An unknown path, inside the layout its visitor is in (the signed-in shell or the public site's). */
const NotFoundLayout = layout(() => import('./NotFound'));

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

/** /match/{uid} → /match/proposal/{uid}; /sourcing/{uid} → /sourcing/proposal/{uid}. */
function ToProposalView({ base }: { base: '/match' | '/sourcing' }) {
  const { uid = '' } = useParams();
  return <Navigate to={`${base}/proposal/${uid}`} replace />;
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
          // The list, with the opened listing beside it from 1024 px (routes/listings/ListingSplit.tsx).
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
          // Conversations (docs/conversations.md): the list, and one thread (the bell's notes link here).
          { path: '/messages', element: <Messages /> },
          { path: '/messages/:uid', element: <Thread /> },
          { path: '/guide', element: <Guide /> },
          { path: '/welcome', element: <Welcome /> },
          { path: '/contact', element: <Contact /> },
          // Matching (spec “Guarded pages”): propose a match, the match view, the sourcing offer view
          // and the offer to source.
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
          // Bulk import from an ATS export (docs/imports.md): the upload, then one import's steps.
          { path: '/import', element: <ImportWizard /> },
          { path: '/import/:uid/:step?', element: <ImportWizard /> },
          // Deals.
          { path: '/deals', element: <DealList /> },
          { path: '/market', element: <Market /> },
          { path: '/deals/:uid', element: <DealPage /> },
          { path: '/deals/:uid/record', element: <DealRecord /> },
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
              { path: '/account/saved-searches', element: <AccountSavedSearches /> },
              { path: '/account/webhooks', element: <AccountWebhooks /> },
              { path: '/account/privacy', element: <AccountPrivacy /> },
              { path: '/account/two-factor', element: <AccountTwoFactor /> },
              { path: '/account/api-tokens', element: <AccountApiTokens /> },
              { path: '/account/api', element: <AccountApiReference /> },
              // The administrator console (spec “Guarded pages”, admin-only): inside My Account's tabs,
              // everyone else is sent to /account/general.
              {
                element: <AdminGuard />,
                children: [
                  // The spec's redirect, kept as it says.
                  { path: '/account/billing', element: <Navigate to="/account/users/registered" replace /> },
                  { path: '/account/users', element: <AdminMembersLanding /> },
                  // Members turns an unknown type into 'registered' itself, keeping the search.
                  { path: '/account/users/:type', element: <AdminMembers /> },
                  { path: '/account/user/:uid', element: <AdminMember /> },
                  { path: '/account/matches/transactions', element: <AdminMatches /> },
                  { path: '/account/sourcing/offers', element: <AdminSourcingOffers /> },
                  { path: '/account/messages', element: <AdminBulkMessages /> },
                  { path: '/account/deals', element: <AdminDeals /> },
                  { path: '/account/anonymity', element: <AdminAnonymity /> },
                  { path: '/account/settings', element: <AdminSettings /> },
                  { path: '/account/tokens', element: <AdminApiTokens /> },
                ],
              },
            ],
          },
          { path: '/account/billing/:id', element: <RedirectWithParam to={(p) => `/account/user/${p.id}`} /> },
        ],
      },
    ],
  },
  { element: <NotFoundLayout />, children: [{ path: '*', element: <NotFound /> }] },
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
