/**
 * The route table of the public pages (spec “Guarded pages”), matched by `useRoutes` inside a
 * `<BrowserRouter>` (main.tsx). Every other path renders the signed-in app's table
 * (routes/signed-in-routes.tsx): the app's two route tables, one per bundle; lint refuses route
 * declarations anywhere else. No data-router feature (loaders, actions, blockers, useNavigation) is
 * used, and the declarative router is a good deal smaller on the first page's path. Every screen is
 * lazy-loaded; so is everything signed in (the access guard, the signed-in shell and its routes), so
 * the first public page carries only the public layouts and this table.
 */
import { useEffect } from 'react';
import { matchRoutes, Navigate, Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { prefetchMe } from './api/me';
import { queryClient } from './api/query-client';
import { ModalProvider } from './components/ui/Dialog';
import { ScrollRestoration } from './components/ScrollRestoration';
import { ToastProvider } from './components/ui/Toast';
import { layout, page, preloadMatches } from './routes/page';
import { PublicLayout } from './layouts/PublicLayout';
import { SecurityLayout } from './layouts/SecurityLayout';
import { AppShellLoading } from './layouts/AppShellLoading';

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
const ListingLink = page(() => import('./routes/security/ListingLink'));
/**
 * Any other path: who is signed in is asked while the signed-in app downloads, and the first screen
 * with its data while that answer comes back (each not after the other).
 */
const SignedInRoutes = layout(
  () => {
    prefetchMe(queryClient);
    return import('./routes/signed-in-routes').then((module) =>
      module.preloadFirstScreen(window.location.pathname, queryClient).then(() => module),
    );
  },
  // Right after logging in on a slow phone, the app's bar shows while its code arrives.
  <AppShellLoading />,
);

/**
 * The login form, once submitted, starts downloading the signed-in app, so it arrives while the
 * server checks the password rather than after (a visitor who only looks downloads nothing more).
 */
function usePreloadSignedInOnLogin() {
  useEffect(() => {
    const handleSubmit = () => {
      const { pathname } = window.location;
      // The module alone: asking who is signed in now would race the login itself.
      if (pathname === '/login' || pathname.startsWith('/activate/'))
        void import('./routes/signed-in-routes').catch(() => undefined);
    };
    document.addEventListener('submit', handleSubmit, { capture: true });
    return () => document.removeEventListener('submit', handleSubmit, { capture: true });
  }, []);
}

/** Where a notification click asks an open window to go (set while the router is mounted). */
let navigateInApp: ((path: string) => void) | null = null;

/** Routes to a path of the app in place (a full load when the router is not mounted yet). */
export function navigateTo(path: string) {
  if (navigateInApp) navigateInApp(path);
  else window.location.assign(path);
}

/** Toasts and modals sit inside the router so their content may use links. */
function Root() {
  const navigate = useNavigate();
  usePreloadSignedInOnLogin();
  useEffect(() => {
    navigateInApp = (path) => void navigate(path);
    return () => {
      navigateInApp = null;
    };
  }, [navigate]);
  return (
    <ToastProvider>
      <ModalProvider>
        <ScrollRestoration />
        <Outlet />
      </ModalProvider>
    </ToastProvider>
  );
}

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
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
          // The expiry notice's one-tap "Extend 7 days": works without signing in.
          { path: '/listing-links/:token', element: <ListingLink /> },
        ],
      },
      // Every other path: the signed-in app, or its not-found page.
      { path: '*', element: <SignedInRoutes /> },
    ],
  },
];

/** The app's routes; rendered inside `<BrowserRouter>`. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of the first screen of a page load (main.tsx renders once it is here). Rendering
 * before it would show the loading placeholder and then, by React's rule for Suspense, hold the
 * screen back until 300 ms after that placeholder appeared: on a phone, a blank third of a second.
 */
export function loadFirstScreen(pathname: string): Promise<void> {
  return preloadMatches(matchRoutes(routes, pathname), queryClient);
}
