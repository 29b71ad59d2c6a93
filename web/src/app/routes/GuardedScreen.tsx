import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAuth } from '../../features/auth/useAuth';
import { decideNavigation } from './navigationGuard';
import { NotFoundScreen } from './NotFoundScreen';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { RouteDefinition } from './routeTable';
import { screenComponents } from './screens';

/**
 * Renders a route's screen once the navigation guard allows it. Until GET /user/read has
 * answered (the first navigation initialises authentication), nothing is decided and the
 * shell's loading indicator covers the wait.
 */
export function GuardedScreen({ route }: { route: RouteDefinition }) {
  const auth = useAuth();
  const location = useLocation();
  const parameters = useParams();

  if (route.segmentPrefix && !parameters.productSlug?.startsWith(route.segmentPrefix))
    return <NotFoundScreen />;
  if (auth.isPending) return null;

  const decision = decideNavigation(route, auth, `${location.pathname}${location.search}${location.hash}`);
  if (!decision.allow)
    return <Redirect to={decision.redirect} replace={decision.replace} warning={decision.warn} />;

  const Screen = screenComponents[route.id];
  return Screen ? <Screen /> : <PlaceholderScreen route={route} />;
}

function Redirect({ to, replace, warning }: { to: string; replace: boolean; warning?: string }) {
  useEffect(() => {
    if (warning) console.warn(warning);
  }, [warning]);
  return <Navigate to={to} replace={replace} />;
}
