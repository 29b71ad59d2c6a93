import { atelierApi } from '../../app/api';
import type { CurrentUser } from './currentUser';

/** Auth endpoints, injected into the app's one API. */
export const authApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null for an anonymous visitor: a 401 is the normal answer
     * then, not a failure, so it is neither logged nor kept as an error.
     */
    readCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_argument, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/user/read');
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as CurrentUser };
      },
      extraOptions: { expectedStatuses: [401] },
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useReadCurrentUserQuery } = authApi;
