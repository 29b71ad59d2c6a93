import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { loginPath } from '../../app/routes/routeTable';
import { signOut } from '../auth/session';

/** The navigation state /login is opened with after the terms were rejected. */
const termsRejectedState = { termsRejected: true } as const;

/** Whether /login was opened right after the person rejected the terms (its location state). */
export function cameFromRejectedTerms(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { termsRejected?: unknown }).termsRejected === true
  );
}

/**
 * Rejecting the terms (spec section 4) signs the person out, then shows the login panel saying
 * so. Leaving the screen the terms were shown on matters for /loginresult: it would otherwise
 * open again for the signed-out visitor and redeem its already used link a second time.
 */
export function useRejectTerms(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // On /login itself the destination the guard put there (?redirect=) is kept for the next try.
  const search = location.pathname === loginPath ? location.search : '';
  return async () => {
    // Navigating first: the login panel that appears once the sign-out is through is a fresh
    // one, and it finds the state saying why it is shown whenever the sign-out lands.
    await navigate({ pathname: loginPath, search }, { replace: true, state: termsRejectedState });
    await signOut(dispatch);
  };
}
