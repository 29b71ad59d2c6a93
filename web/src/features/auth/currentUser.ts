import type { AuthSnapshot } from '../../app/routes/navigationGuard';

/** The profile settings (spec section 3); the server fills in defaults for any not chosen yet. */
export interface ProfileSettings {
  theme?: string;
  language?: string;
  ui?: { tooltipsDisabled?: boolean };
  [setting: string]: unknown;
}

export interface Yarnbook {
  id: string;
  name: string;
  yarns: Array<{ name: string; colour: string }>;
}

export interface Profile {
  settings: ProfileSettings;
  default_settings?: ProfileSettings;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  company_settings?: { yarnbooks: Yarnbook[] };
  email?: string;
}

/** The body of a 200 from GET /user/read. */
export interface CurrentUser {
  id: string;
  email: string;
  role: string;
  /** ISO timestamp, or null while the terms have not been accepted. */
  accepted_terms_at: string | null;
  profile: Profile;
}

export interface AuthState extends AuthSnapshot {
  /** True until the first answer of GET /user/read (or its failure) arrived. */
  isPending: boolean;
  hasAcceptedTerms: boolean;
  user: CurrentUser | null;
}

/**
 * Derives what the app needs to know about the visitor from the answer of GET /user/read:
 * `undefined` while it is pending, `null` for anonymous (401 or a failed call), a user
 * otherwise. Logged in means signed in and terms accepted (spec section 6).
 */
export function deriveAuthState(user: CurrentUser | null | undefined): AuthState {
  if (user === undefined) {
    return {
      isPending: true,
      isAuthenticated: false,
      hasAcceptedTerms: false,
      isLoggedIn: false,
      isAdmin: false,
      user: null,
    };
  }
  if (user === null) {
    return {
      isPending: false,
      isAuthenticated: false,
      hasAcceptedTerms: false,
      isLoggedIn: false,
      isAdmin: false,
      user: null,
    };
  }
  const hasAcceptedTerms = typeof user.accepted_terms_at === 'string' && user.accepted_terms_at !== '';
  return {
    isPending: false,
    isAuthenticated: true,
    hasAcceptedTerms,
    isLoggedIn: hasAcceptedTerms,
    isAdmin: hasAcceptedTerms && user.role === 'admin',
    user,
  };
}
