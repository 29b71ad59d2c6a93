import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { useSignInWithOneTimePasswordMutation } from '../auth/authApi';
import { completeSignIn } from '../auth/session';
import { useAuth } from '../auth/useAuth';
import { signInEmailStorageKey } from './LoginPanel';
import { signInErrorMessage } from './signInErrors';
import { TermsPanel } from './TermsPanel';
import { useRejectTerms } from './useRejectTerms';
import './login.css';

/**
 * Link tokens this page already exchanged for a session. The screen is unmounted and mounted
 * again while the session changes (the guard waits for the new auth state), and a token is
 * good once: redeeming it again could only fail.
 */
const redeemedTokens = new Set<string>();

function storedEmail(): string {
  try {
    return window.localStorage.getItem(signInEmailStorageKey) ?? '';
  } catch {
    return '';
  }
}

/**
 * /loginresult: where the e-mailed sign-in link leads. The link's token signs the person in,
 * together with the address kept when the mail was asked for; opened in another browser, the
 * address is asked for first.
 */
export function LoginResultScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const dispatch = useAppDispatch();
  const [parameters] = useSearchParams();
  const token = parameters.get('token') ?? '';
  const [email, setEmail] = useState(storedEmail);
  const [needEmail, setNeedEmail] = useState(() => storedEmail() === '');
  const [error, setError] = useState<string | null>(null);
  const [exchange, { isLoading }] = useSignInWithOneTimePasswordMutation();
  const started = useRef(redeemedTokens.has(token));
  const rejectTerms = useRejectTerms();
  const emailId = useId();

  async function redeem(address: string) {
    setError(null);
    try {
      const answer = await exchange({ token, ...(address ? { email: address.trim() } : {}) }).unwrap();
      redeemedTokens.add(token);
      await completeSignIn(dispatch, answer.data);
    } catch (failure) {
      setError(token ? signInErrorMessage(t, failure) : t('login.errors.linkInvalid'));
    }
  }

  useEffect(() => {
    if (started.current || needEmail || auth.isPending || auth.isAuthenticated) return;
    started.current = true;
    void redeem(email);
  });

  if (auth.isAuthenticated && !auth.hasAcceptedTerms)
    return (
      <div className="login-screen">
        <TermsPanel registrationSource="web" onRejected={rejectTerms} />
      </div>
    );

  return (
    <div className="login-screen">
      <section className="login-panel" aria-labelledby="login-result-title" aria-busy={isLoading}>
        <h1 id="login-result-title" className="login-title">
          {t('screens.loginResult')}
        </h1>
        {needEmail && !error ? (
          <form
            className="login-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (email.trim() === '') {
                setError(t('login.email_address_missing'));
                return;
              }
              setNeedEmail(false);
            }}
          >
            <p className="login-lead">{t('loginResult.needEmail')}</p>
            <div>
              <label className="field-label" htmlFor={emailId}>
                {t('login.emailLabel')}
              </label>
              <input
                id={emailId}
                className="text-field"
                type="email"
                required
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <button type="submit" className="button login-wide" data-variant="primary">
              {t('login.continue')}
            </button>
          </form>
        ) : null}
        {!needEmail && !error ? (
          <p className="login-busy" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('login.inProgress')}
          </p>
        ) : null}
        {error ? (
          <>
            <p className="login-message" role="alert" data-tone="error">
              {t('loginResult.failed')} {error}
            </p>
            <Link className="button" to="/login">
              {t('loginResult.backToLogin')}
            </Link>
          </>
        ) : null}
      </section>
    </div>
  );
}
