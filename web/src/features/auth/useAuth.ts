import { useMemo } from 'react';
import { useReadCurrentUserQuery } from './authApi';
import { deriveAuthState, type AuthState } from './currentUser';

/**
 * The visitor's auth state. The first caller starts GET /user/read; later callers share
 * the cached answer. A failed call other than 401 counts as anonymous, so the app still
 * opens its public screens when the user service is down.
 */
export function useAuth(): AuthState {
  const { data, isError, isUninitialized, isLoading } = useReadCurrentUserQuery();
  const pending = isUninitialized || isLoading;
  return useMemo(
    () => deriveAuthState(pending ? undefined : isError ? null : (data ?? null)),
    [pending, isError, data],
  );
}
