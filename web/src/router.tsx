import { createBrowserRouter, Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import { ModalProvider } from './components/Modal';
import { ToastProvider } from './components/Toasts';
import { page } from './routes/page';
import { matchingRoutes } from './routes/matching/routes';
import { adminRoutes } from './routes/admin/routes';
import { RequireAuth } from './features/auth/RequireAuth';
import { AppLayout } from './layouts/AppLayout';
import { AccountLayout } from './routes/account/AccountLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { SecurityLayout } from './layouts/SecurityLayout';

const Home = page(() => import('./routes/public/Home'));
const About = page(() => import('./routes/public/About'));
const Features = page(() => import('./routes/public/Features'));
const ContactUs = page(() => import('./routes/public/ContactUs'));
const Terms = page(() => import('./routes/public/Terms'));
const Privacy = page(() => import('./routes/public/Privacy'));
const Login = page(() => import('./routes/security/Login'));
const Register = page(() => import('./routes/security/Register'));
const Forgot = page(() => import('./routes/security/Forgot'));
const Change = page(() => import('./routes/security/Change'));
const Dashboard = page(() => import('./routes/app/Dashboard'));
const NotFound = page(() => import('./routes/NotFound'));
const Guide = page(() => import('./routes/app/Guide'));
const Contact = page(() => import('./routes/app/Contact'));
const AccountGeneral = page(() => import('./routes/account/General'));
const AccountPersonal = page(() => import('./routes/account/Personal'));
const AccountSubscription = page(() => import('./routes/account/Subscription'));
const AccountCategories = page(() => import('./routes/account/Categories'));
const AccountNotifications = page(() => import('./routes/account/Notifications'));
const JobList = page(() => import('./routes/listings/JobList'));
const JobListing = page(() => import('./routes/listings/JobListing'));
const CandidateList = page(() => import('./routes/listings/CandidateList'));
const CandidateListing = page(() => import('./routes/listings/CandidateListing'));

function RedirectWithParam({ to }: { to: (params: Record<string, string | undefined>) => string }) {
  return <Navigate to={to(useParams())} replace />;
}

/** Toasts and modals sit inside the router so their content may use links. */
function Root() {
  return (
    <ToastProvider>
      <ModalProvider>
        <Outlet />
      </ModalProvider>
    </ToastProvider>
  );
}

const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  {
    element: <PublicLayout />,
    children: [
      { path: '/home', element: <Home /> },
      { path: '/about', element: <About /> },
      { path: '/features', element: <Features /> },
      { path: '/contact-us', element: <ContactUs /> },
      { path: '/terms', element: <Terms /> },
      { path: '/privacy', element: <Privacy /> },
    ],
  },
  {
    element: <SecurityLayout />,
    children: [
      { path: '/login', element: <Login /> },
      { path: '/activate/:uid/:token', element: <Login /> },
      { path: '/register', element: <Register /> },
      { path: '/forgot', element: <Forgot /> },
      { path: '/change', element: <Change /> },
      { path: '/change/:token', element: <Change /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/dashboard', element: <Dashboard /> },
          { path: '/jobs', element: <JobList /> },
          { path: '/jobs/:uid', element: <JobListing /> },
          { path: '/candidates', element: <CandidateList /> },
          { path: '/candidates/add', element: <CandidateListing /> },
          { path: '/candidates/:uid', element: <CandidateListing /> },
          { path: '/guide', element: <Guide /> },
          { path: '/contact', element: <Contact /> },
          ...matchingRoutes,
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

export const router = createBrowserRouter([{ element: <Root />, children: routes }]);
