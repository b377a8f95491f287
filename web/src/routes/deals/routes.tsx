/** The deal screens, mounted by signed-in-routes.tsx inside the signed-in AppLayout. */
import type { RouteObject } from 'react-router-dom';
import { page } from '../page';

const DealList = page(() => import('./DealList'));
const DealPage = page(() => import('./DealPage'));
const DealRecord = page(() => import('./DealRecord'));

export const dealRoutes: RouteObject[] = [
  { path: '/deals', element: <DealList /> },
  { path: '/deals/:uid', element: <DealPage /> },
  { path: '/deals/:uid/record', element: <DealRecord /> },
];
