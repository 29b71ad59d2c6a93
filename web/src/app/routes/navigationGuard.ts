import { homePath, loginPath, type RouteDefinition } from './routeTable';

/** What the guard needs to know about the visitor; derived from GET /user/read. */
export interface AuthSnapshot {
  /** Signed in with the identity provider (terms may still be pending). */
  isAuthenticated: boolean;
  /** Signed in and terms accepted: the spec's "logged in". */
  isLoggedIn: boolean;
  isAdmin: boolean;
}

export type NavigationDecision =
  { allow: true } | { allow: false; redirect: string; replace: boolean; warn?: string };

/**
 * The navigation guard of spec section 4, as a pure decision over the route's flags, the
 * visitor and the destination (path, search and hash as typed, used for the login return).
 *
 * - Logged in (terms accepted): admin-only routes send non-admins to /projects with a
 *   console warning; hidden-for-logged-in routes (sign-in screens) send them to /.
 * - Authenticated without accepted terms: public routes only, anything else to /login,
 *   where the terms panel waits.
 * - Not signed in: public routes pass, anything else to /login?redirect=<destination>.
 *   This includes admin-only routes: an admin whose session ran out signs in and lands
 *   where they were going, instead of on /projects.
 *
 * Redirects replace the history entry, so Back does not lead into the refused route again.
 */
export function decideNavigation(
  route: Pick<RouteDefinition, 'public' | 'adminOnly' | 'hiddenForLoggedIn'>,
  auth: AuthSnapshot,
  destination: string,
): NavigationDecision {
  if (auth.isLoggedIn) {
    if (route.adminOnly && !auth.isAdmin) {
      return {
        allow: false,
        redirect: homePath,
        replace: true,
        warn: `${destination} is for administrators only; showing the project list instead.`,
      };
    }
    if (route.hiddenForLoggedIn) return { allow: false, redirect: returnPath(destination), replace: true };
    return { allow: true };
  }
  if (route.public) return { allow: true };
  if (auth.isAuthenticated) return { allow: false, redirect: loginPath, replace: true };
  return {
    allow: false,
    redirect: `${loginPath}?redirect=${encodeURIComponent(destination)}`,
    replace: true,
  };
}

/**
 * Where a sign-in screen sends the person once logged in: the `redirect` query the guard put on
 * /login, if it is a path of this app, else /. Anything else (another origin, `//host`, a
 * scheme) is ignored, so a crafted link cannot send someone off-site after they sign in.
 */
export function returnPath(destination: string): string {
  const query = destination.includes('?')
    ? destination.slice(destination.indexOf('?') + 1).split('#')[0]!
    : '';
  const target = new URLSearchParams(query).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
