import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { SignInMethodsJson } from '@atelier/contracts';
import { atelierApi } from '../../app/api';
import { accessToken, type SessionGrant } from './accessToken';
import type { CurrentUser } from './currentUser';

/** Which optional sign-in methods the installation offers. */
export type SignInMethods = SignInMethodsJson;

/** Auth endpoints, injected into the app's one API. */
export const authApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null for an anonymous visitor. Without an access token in memory
     * (a fresh start or reload) one is asked for with the refresh cookie first. A 401 is the
     * normal answer for a visitor, not a failure, so it is neither logged nor kept as an error.
     */
    readCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_argument, _api, _extraOptions, baseQuery) {
        if (!accessToken.current() && !(await accessToken.refresh())) return { data: null };
        const result = await baseQuery('/user/read');
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as CurrentUser };
      },
      extraOptions: { expectedStatuses: [401] },
      providesTags: ['CurrentUser'],
    }),
    signInMethods: build.query<SignInMethods, void>({
      query: () => '/user/signin-methods',
    }),
    /** POST /user/emailsignup: mails a 4-digit code and a sign-in link. */
    requestEmailSignIn: build.mutation<
      { data: { messageId: string } },
      { email: string; url: string; language: string }
    >({
      query: (body) => ({ url: '/user/emailsignup', method: 'POST', body }),
      extraOptions: { expectedStatuses: [400, 429] },
    }),
    /** POST /user/one_time_password with the code, or with the e-mailed link's token. */
    signInWithOneTimePassword: build.mutation<
      { data: SessionGrant },
      { email: string; oneTimePassword: string } | { email?: string; token: string }
    >({
      query: (body) => ({ url: '/user/one_time_password', method: 'POST', body }),
      extraOptions: { expectedStatuses: [400, 429] },
    }),
    /** GET /user/webauthn/authentication-options: a challenge for a discoverable passkey. */
    passkeyAuthenticationOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, void>({
      query: () => ({ url: '/user/webauthn/authentication-options', method: 'GET' }),
    }),
    /** POST /user/webauthn/verify-authentication: the browser's answer; signs in when verified. */
    verifyPasskeyAuthentication: build.mutation<
      { verified: boolean; token: string; data: SessionGrant },
      AuthenticationResponseJSON
    >({
      query: (body) => ({ url: '/user/webauthn/verify-authentication', method: 'POST', body }),
      extraOptions: { expectedStatuses: [400, 403, 404] },
    }),
    /** Records acceptance (true) or rejection (false) of the terms. */
    answerTerms: build.mutation<CurrentUser, { accepted: boolean; registrationSource?: string }>({
      query: ({ accepted, registrationSource }) => ({
        url: '/user/update',
        method: 'POST',
        body: {
          accepted_terms: accepted,
          ...(registrationSource
            ? { profile: { settings: { registration_source: registrationSource } } }
            : {}),
        },
      }),
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const {
  useReadCurrentUserQuery,
  useSignInMethodsQuery,
  useRequestEmailSignInMutation,
  useSignInWithOneTimePasswordMutation,
  useAnswerTermsMutation,
  usePasskeyAuthenticationOptionsMutation,
  useVerifyPasskeyAuthenticationMutation,
} = authApi;
