import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { developerHeader } from '@atelier/contracts';
import { accessToken, csrfHeaderName, readCsrfToken, type SessionGrant } from '../features/auth/accessToken';
import { describeBackendFailure } from './backendError';

/** The localStorage key of the developer header's value (spec section 7). */
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
    const token = accessToken.current();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const csrf = readCsrfToken();
    if (csrf) headers.set(csrfHeaderName, csrf);
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
  const sentToken = accessToken.current();
  let result = await fetchFromGateway(request, api, extraOptions ?? {});
  // An access token runs out within minutes: get a fresh one with the refresh cookie and try
  // once more. If the session itself has ended, the token holder reports it (session closed).
  if (result.error?.status === 401 && sentToken) {
    const grant = await accessToken.refresh();
    if (grant) result = await fetchFromGateway(request, api, extraOptions ?? {});
  }
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
  tagTypes: ['CurrentUser', 'Passkeys'],
  endpoints: () => ({}),
});

/**
 * Asks for a fresh access token with the HTTP-only refresh cookie. Without the CSRF cookie
 * beside it there is no session in this browser, so nothing is asked.
 */
export async function refreshAccessToken(): Promise<SessionGrant | null> {
  const csrf = readCsrfToken();
  if (!csrf) return null;
  const response = await fetch('/user/session/refresh', {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', [csrfHeaderName]: csrf },
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`Refreshing the session failed with ${response.status}`);
  const body = (await response.json()) as { data?: SessionGrant };
  return body.data?.token ? body.data : null;
}
