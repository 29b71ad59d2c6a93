import { describe, expect, it } from 'vitest';
import { decideNavigation, type AuthSnapshot } from './navigationGuard';
import { routeById } from './routeTable';

const anonymous: AuthSnapshot = { isAuthenticated: false, isLoggedIn: false, isAdmin: false };
const termsPending: AuthSnapshot = { isAuthenticated: true, isLoggedIn: false, isAdmin: false };
const member: AuthSnapshot = { isAuthenticated: true, isLoggedIn: true, isAdmin: false };
const administrator: AuthSnapshot = { isAuthenticated: true, isLoggedIn: true, isAdmin: true };

describe('decideNavigation', () => {
  describe('admin-only routes', () => {
    it('send a logged-in non-admin to the project list with a console warning', () => {
      const decision = decideNavigation(routeById('test'), member, '/test');
      expect(decision).toEqual({
        allow: false,
        redirect: '/projects',
        replace: true,
        warn: '/test is for administrators only; showing the project list instead.',
      });
    });

    it('let an admin through', () => {
      expect(decideNavigation(routeById('templateEditor'), administrator, '/templates/edit/7')).toEqual({
        allow: true,
      });
      expect(decideNavigation(routeById('aiDigitizer'), administrator, '/ai-digitizer')).toEqual({
        allow: true,
      });
    });

    it('send a visitor who is not signed in to the login with the destination kept', () => {
      expect(decideNavigation(routeById('aiDigitizer'), anonymous, '/ai-digitizer')).toEqual({
        allow: false,
        redirect: '/login?redirect=%2Fai-digitizer',
        replace: true,
      });
    });
  });

  describe('logged in with terms accepted', () => {
    it('sends the user away from the login screen to /', () => {
      expect(decideNavigation(routeById('login'), member, '/login')).toEqual({
        allow: false,
        redirect: '/',
        replace: true,
      });
    });

    it('sends the user from the login on to the destination the guard kept, if it is a path of the app', () => {
      expect(
        decideNavigation(routeById('login'), member, '/login?redirect=%2Ffolder%2F12%3Fsort%3Dname'),
      ).toEqual({
        allow: false,
        redirect: '/folder/12?sort=name',
        replace: true,
      });
      for (const offSite of ['https%3A%2F%2Fevil.example', '%2F%2Fevil.example', 'javascript%3Aalert(1)']) {
        expect(decideNavigation(routeById('login'), member, `/login?redirect=${offSite}`)).toMatchObject({
          redirect: '/',
        });
      }
    });

    it('sends the user away from the e-mail link result screen to /', () => {
      expect(decideNavigation(routeById('loginResult'), member, '/loginresult')).toEqual({
        allow: false,
        redirect: '/',
        replace: true,
      });
    });

    it('opens logged-in and public routes', () => {
      expect(decideNavigation(routeById('projects'), member, '/projects')).toEqual({ allow: true });
      expect(decideNavigation(routeById('templates'), member, '/templates')).toEqual({ allow: true });
      expect(decideNavigation(routeById('loginFrame'), member, '/login-frame')).toEqual({ allow: true });
    });
  });

  describe('authenticated without accepted terms', () => {
    it('opens public routes only', () => {
      expect(decideNavigation(routeById('templates'), termsPending, '/templates')).toEqual({ allow: true });
      expect(decideNavigation(routeById('login'), termsPending, '/login')).toEqual({ allow: true });
    });

    it('sends every other route to the login, where the terms are asked for', () => {
      expect(decideNavigation(routeById('projects'), termsPending, '/projects')).toEqual({
        allow: false,
        redirect: '/login',
        replace: true,
      });
      expect(decideNavigation(routeById('test'), termsPending, '/test')).toEqual({
        allow: false,
        redirect: '/login',
        replace: true,
      });
    });
  });

  describe('not signed in', () => {
    it('lets public routes pass', () => {
      expect(decideNavigation(routeById('studio'), anonymous, '/studio/abc')).toEqual({ allow: true });
      expect(decideNavigation(routeById('login'), anonymous, '/login')).toEqual({ allow: true });
    });

    it('sends other routes to the login with the whole destination as a query', () => {
      expect(decideNavigation(routeById('folder'), anonymous, '/folder/12?sort=name#top')).toEqual({
        allow: false,
        redirect: '/login?redirect=%2Ffolder%2F12%3Fsort%3Dname%23top',
        replace: true,
      });
    });
  });
});
