import { describe, expect, it } from 'vitest';
import { routeTable } from './routeTable';

function flagsOf(path: string) {
  const route = routeTable.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`missing route ${path}`);
  return route;
}

describe('route table', () => {
  it('holds every path of the spec, once', () => {
    // Written out from spec section 2, with {param?} as :param? and /get-{product} as a
    // dynamic first segment restricted to the get- prefix.
    const specPaths = [
      '/apps/:projectId?',
      '/clone/:id?',
      '/account',
      '/settings',
      // The profile's subscription tab, added to the spec's table so that it has an address.
      '/account/subscription',
      '/projects',
      '/open/:id',
      '/folder/:id?',
      '/editor/:projectId?',
      '/editor/version/:projectVersionId?',
      '/composer/:projectId?',
      '/composer/version/:projectVersionId?',
      '/studio/:projectId',
      '/gallery',
      '/gallery/tag/:id?',
      '/ai-digitizer',
      '/test',
      '/templates',
      '/templates/my',
      '/templates/edit/:id?',
      '/templates/:id',
      '/templates/:id/purchase-result',
      '/templates/search/:query',
      '/templates/viewer/:projectId',
      '/:productSlug',
      '/:productSlug/result',
      '/login',
      '/login-frame',
      '/logout',
      '/loginresult',
    ];
    expect(routeTable.map((route) => route.path).sort()).toEqual([...specPaths].sort());
  });

  it('marks exactly the spec’s public routes public', () => {
    const publicPaths = routeTable.filter((route) => route.public).map((route) => route.path);
    expect(publicPaths.sort()).toEqual(
      [
        '/apps/:projectId?',
        '/composer/:projectId?',
        '/studio/:projectId',
        '/templates',
        '/templates/:id',
        '/templates/:id/purchase-result',
        '/templates/search/:query',
        '/templates/viewer/:projectId',
        '/:productSlug',
        '/login',
        '/login-frame',
        '/logout',
        '/loginresult',
      ].sort(),
    );
  });

  it('limits the three admin screens to admins', () => {
    const adminPaths = routeTable.filter((route) => route.adminOnly).map((route) => route.path);
    expect(adminPaths.sort()).toEqual(['/ai-digitizer', '/templates/edit/:id?', '/test']);
  });

  it('hides the sign-in screens from logged-in users', () => {
    const hiddenPaths = routeTable.filter((route) => route.hiddenForLoggedIn).map((route) => route.path);
    expect(hiddenPaths.sort()).toEqual(['/login', '/loginresult']);
  });

  it('forces the dark theme on the studio, and renders the login frame without chrome', () => {
    expect(flagsOf('/studio/:projectId').forcedTheme).toBe('dark');
    expect(routeTable.filter((route) => route.forcedTheme).length).toBe(1);
    expect(routeTable.filter((route) => route.chromeless).map((route) => route.path)).toEqual([
      '/login-frame',
    ]);
  });

  it('opens the profile on the account tab or the settings tab', () => {
    expect(flagsOf('/account').profileTab).toBe(0);
    expect(flagsOf('/settings').profileTab).toBe(1);
    expect(flagsOf('/account/subscription').profileTab).toBe(2);
  });

  it('highlights the projects link in folders, and the gallery and templates links on their screens', () => {
    const under = (section: string) =>
      routeTable.filter((route) => route.navigation === section).map((route) => route.path);
    expect(under('projects')).toEqual(['/projects', '/folder/:id?']);
    expect(under('gallery')).toEqual(['/gallery', '/gallery/tag/:id?']);
    expect(under('templates')).toHaveLength(7);
    expect(under('templates').every((path) => path.startsWith('/templates'))).toBe(true);
    expect(flagsOf('/editor/:projectId?').navigation).toBeUndefined();
  });
});
