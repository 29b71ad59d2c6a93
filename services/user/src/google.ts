import * as oidc from 'openid-client';
import type { GoogleSettings } from './settings';

/**
 * The OpenID Connect client for "Sign in with Google". Any issuer works (Google in
 * production, a local oidc-provider in tests); its discovery document is fetched on first use
 * and kept, and fetched again after a failure.
 */
export interface GoogleClient {
  configuration(): Promise<oidc.Configuration>;
}

export function createGoogleClient(settings: GoogleSettings): GoogleClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  return {
    configuration() {
      discovered ??= oidc
        .discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          // A plain-http issuer is only ever a local one (tests, development).
          new URL(settings.issuer).protocol === 'http:'
            ? { execute: [oidc.allowInsecureRequests] }
            : undefined,
        )
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}
