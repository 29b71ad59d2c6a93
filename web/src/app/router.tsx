import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuardedScreen } from './routes/GuardedScreen';
import { NotFoundScreen } from './routes/NotFoundScreen';
import { homePath, routeTable, type RouteDefinition } from './routes/routeTable';
import { RootShell } from './shell/RootShell';
import { RouteErrorScreen } from './shell/RouteErrorScreen';

/** What each matched route carries for the shell (layout and theme flags). */
export interface RouteHandle {
  route: RouteDefinition;
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootShell />,
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, element: <Navigate to={homePath} replace /> },
        ...routeTable.map((route): RouteObject => ({
          path: route.path.slice(1),
          element: <GuardedScreen route={route} />,
          handle: { route } satisfies RouteHandle,
        })),
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
