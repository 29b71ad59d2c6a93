import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { signOut } from '../auth/session';
import { useAuth } from '../auth/useAuth';
import { embeddingOrigin } from './embeddingOrigin';
import { LoginPanel } from './LoginPanel';
import { TermsPanel } from './TermsPanel';

/** The messages /login-frame posts to the page that embeds it (spec section 4). */
export const loginFrameMessages = {
  success: { source: 'atelier', type: 'login-successful' },
  cancel: { source: 'atelier', type: 'login-canceled' },
} as const;

function tellParent(message: (typeof loginFrameMessages)[keyof typeof loginFrameMessages]) {
  if (window.parent === window) return;
  // Addressed to the embedding page's origin only: should the parent have navigated elsewhere
  // meanwhile, the browser drops the message instead of handing it to whoever is there now.
  const target = embeddingOrigin({
    ancestorOrigins: window.location.ancestorOrigins,
    referrer: document.referrer,
    ownOrigin: window.location.origin,
  });
  window.parent.postMessage(message, target);
}

/**
 * /login-frame: the login panel without chrome, for other sites' iframes. Logged in with the
 * terms accepted, it reports success to the parent; accepting the terms records acceptance
 * with registration source "frame" and reports success; rejecting them records the rejection,
 * signs out and reports a cancel, as does Cancel.
 */
export function LoginFrameScreen() {
  const auth = useAuth();
  const dispatch = useAppDispatch();
  const reported = useRef(false);

  useEffect(() => {
    if (auth.isPending) return;
    if (auth.isLoggedIn && !reported.current) {
      reported.current = true;
      tellParent(loginFrameMessages.success);
    }
    if (auth.isAuthenticated && !auth.hasAcceptedTerms) console.info('Terms are not accepted.');
  }, [auth.isPending, auth.isLoggedIn, auth.isAuthenticated, auth.hasAcceptedTerms]);

  if (auth.isPending || auth.isLoggedIn) return null;
  return (
    <div className="login-screen login-frame">
      {auth.isAuthenticated ? (
        <TermsPanel
          registrationSource="frame"
          onRejected={async () => {
            await signOut(dispatch);
            tellParent(loginFrameMessages.cancel);
          }}
        />
      ) : (
        <LoginPanel onCancel={() => tellParent(loginFrameMessages.cancel)} />
      )}
    </div>
  );
}
