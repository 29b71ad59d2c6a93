import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { atelierApi } from '../../app/api';
import { authApi } from '../auth/authApi';
import type { CurrentUser } from '../auth/currentUser';
import type { ProfilePatch } from './profileSaver';

/** A registered passkey as GET /user/webauthn lists it. */
export interface PasskeyEntry {
  id: string;
  index: number;
  name: string;
  created_at: string | null;
  last_used_at: string | null;
}

export const profileApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/update; the answer replaces the cached user, so the screen shows what was stored. */
    updateProfile: build.mutation<CurrentUser, ProfilePatch>({
      query: (profile) => ({ url: '/user/update', method: 'POST', body: { profile }, keepalive: true }),
      async onQueryStarted(_patch, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(authApi.util.updateQueryData('readCurrentUser', undefined, () => data));
      },
    }),
    /**
     * POST /user/limit/{name}: counts one use of a named limit. A 2xx answer means the use
     * was counted; anything above 299 is ignored by the caller (spec section 7).
     */
    consumeLimit: build.mutation<{ limit: { name: string; used: number; maximum: number | null } }, string>({
      query: (name) => ({ url: `/user/limit/${encodeURIComponent(name)}`, method: 'POST' }),
      extraOptions: { expectedStatuses: [429] },
    }),
    listPasskeys: build.query<{ passkeys: PasskeyEntry[] }, void>({
      query: () => '/user/webauthn',
      providesTags: ['Passkeys'],
    }),
    /** GET /user/webauthn/registration-options for the signed-in person. */
    passkeyRegistrationOptions: build.mutation<PublicKeyCredentialCreationOptionsJSON, void>({
      query: () => ({ url: '/user/webauthn/registration-options', method: 'GET' }),
    }),
    verifyPasskeyRegistration: build.mutation<
      { verified: boolean; passkey: PasskeyEntry | null },
      { credential: RegistrationResponseJSON; name: string }
    >({
      query: (body) => ({ url: '/user/webauthn/verify-registration', method: 'POST', body }),
      extraOptions: { expectedStatuses: [400, 403, 409] },
      invalidatesTags: ['Passkeys'],
    }),
    deletePasskey: build.mutation<void, string>({
      query: (id) => ({ url: `/user/webauthn/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Passkeys'],
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useConsumeLimitMutation,
  useListPasskeysQuery,
  useDeletePasskeyMutation,
  usePasskeyRegistrationOptionsMutation,
  useVerifyPasskeyRegistrationMutation,
} = profileApi;
