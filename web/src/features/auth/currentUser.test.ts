import { describe, expect, it } from 'vitest';
import { deriveAuthState, type CurrentUser } from './currentUser';

function user(role: string, accepted_terms_at: string | null): CurrentUser {
  return {
    id: 'u1',
    email: 'ada@example.com',
    role,
    accepted_terms_at,
    profile: { settings: { theme: 'dark' } },
  };
}

describe('deriveAuthState', () => {
  it('is pending before GET /user/read answered', () => {
    expect(deriveAuthState(undefined)).toMatchObject({
      isPending: true,
      isAuthenticated: false,
      isLoggedIn: false,
    });
  });

  it('is anonymous after a 401', () => {
    expect(deriveAuthState(null)).toEqual({
      isPending: false,
      isAuthenticated: false,
      hasAcceptedTerms: false,
      isLoggedIn: false,
      isAdmin: false,
      user: null,
    });
  });

  it('is authenticated but not logged in while the terms are not accepted', () => {
    expect(deriveAuthState(user('user', null))).toMatchObject({
      isPending: false,
      isAuthenticated: true,
      hasAcceptedTerms: false,
      isLoggedIn: false,
      isAdmin: false,
    });
  });

  it('is logged in once the terms are accepted', () => {
    expect(deriveAuthState(user('user', '2026-03-01T10:00:00.000Z'))).toMatchObject({
      isAuthenticated: true,
      hasAcceptedTerms: true,
      isLoggedIn: true,
      isAdmin: false,
    });
  });

  it('recognises an admin by role', () => {
    expect(deriveAuthState(user('admin', '2026-03-01T10:00:00.000Z')).isAdmin).toBe(true);
  });

  it('does not grant admin screens before the admin accepted the terms', () => {
    expect(deriveAuthState(user('admin', null)).isAdmin).toBe(false);
  });
});
