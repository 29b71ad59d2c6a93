import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { developerHeader } from '@atelier/contracts';
import { describeBackendFailure } from './backendError';

/** localStorage keys the backend calls read their credentials from (spec section 7). */
export const accessTokenStorageKey = 'atelier.accessToken';
export const developerStorageKey = 'atelier.developer';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (privacy settings, sandboxed iframes); calls then go without.
    return null;
  }
}

const fetchFromGateway = fetchBaseQuery({
  // Same origin: the gateway serves the app, and Vite's dev server proxies the API paths.
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders(headers) {
    const accessToken = readStorage(accessTokenStorageKey);
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    const developer = readStorage(developerStorageKey);
    if (developer) headers.set(developerHeader, developer);
    return headers;
  },
});

/** Per-endpoint options of the base query. */
export interface GatewayExtraOptions {
  /** Statuses this endpoint expects and handles itself, so they are not logged as failures. */
  expectedStatuses?: number[];
}

const gatewayBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  GatewayExtraOptions
> = async (request, api, extraOptions) => {
  const result = await fetchFromGateway(request, api, extraOptions ?? {});
  if (result.error) {
    const status = result.error.status;
    if (!(typeof status === 'number' && extraOptions?.expectedStatuses?.includes(status))) {
      const method = typeof request === 'string' ? 'GET' : (request.method ?? 'GET');
      const path = typeof request === 'string' ? request : request.url;
      const body = 'data' in result.error ? result.error.data : result.error.error;
      console.error(describeBackendFailure(method, path, status, body));
    }
  }
  return result;
};

/**
 * The one RTK Query API of the app. It declares no endpoints itself: each feature injects
 * its own with `atelierApi.injectEndpoints({ endpoints: (build) => ({ … }) })` in its
 * folder (see features/auth/authApi.ts), so features stay apart but share one cache.
 * Tag types are listed here because injected endpoints can only use declared ones.
 */
export const atelierApi = createApi({
  reducerPath: 'api',
  baseQuery: gatewayBaseQuery,
  tagTypes: ['CurrentUser'],
  endpoints: () => ({}),
});
