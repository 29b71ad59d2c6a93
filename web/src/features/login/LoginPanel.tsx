import type { GoogleSignInMessage } from '@atelier/contracts';
import { startAuthentication } from '@simplewebauthn/browser';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useTelemetry } from '../../telemetry/TelemetryContext';
import { useToast } from '../../ui/toast/toastService';
import { accessToken, type SessionGrant } from '../auth/accessToken';
import {
  usePasskeyAuthenticationOptionsMutation,
  useRequestEmailSignInMutation,
  useSignInMethodsQuery,
  useSignInWithOneTimePasswordMutation,
  useVerifyPasskeyAuthenticationMutation,
} from '../auth/authApi';
import { completeSignIn } from '../auth/session';
import { CodeInput } from './CodeInput';
import { codeOf, emptyCodeEntry, isComplete, type CodeEntry } from './codeEntry';
import { privacyPolicyPath } from './legal';
import { passkeyPromptErrorKey, usePlatformAuthenticator } from './passkeySupport';
import { signInErrorMessage } from './signInErrors';
import './login.css';

/** Where the address typed for an e-mail sign-in is kept, for the link's result page (spec section 7). */
export const signInEmailStorageKey = 'atelier.emailForSignIn';

function remember(email: string) {
  try {
    window.localStorage.setItem(signInEmailStorageKey, email);
  } catch {
    // Without storage the result page asks for the address again.
  }
}

/**
 * The login panel (spec sections 2 and 5): the e-mail step with Continue; then the 4-digit
 * code with OK, Resend email and Go back; Google and passkey sign-in; Cancel unless `noCancel`;
 * the privacy policy link; a busy state while signing in.
 */
export function LoginPanel({
  noCancel = false,
  onCancel,
  initialNotice,
}: {
  noCancel?: boolean;
  onCancel?: () => void;
  /** A message shown until the next step, e.g. that rejecting the terms signed the person out. */
  initialNotice?: string;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const telemetry = useTelemetry();
  const toast = useToast();
  const emailId = useId();
  const codeLabelId = useId();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [entry, setEntry] = useState<CodeEntry>(emptyCodeEntry);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(initialNotice ?? null);
  const [busy, setBusy] = useState(false);
  const [requestEmail] = useRequestEmailSignInMutation();
  const [exchangeCode] = useSignInWithOneTimePasswordMutation();
  const [passkeyOptions] = usePasskeyAuthenticationOptionsMutation();
  const [verifyPasskey] = useVerifyPasskeyAuthenticationMutation();
  const methods = useSignInMethodsQuery();
  const platformAuthenticator = usePlatformAuthenticator();
  const submittedCode = useRef<string | null>(null);
  // Whether a code is being checked, read by changes that arrive before React re-renders.
  const checking = useRef(false);

  async function finish(grant: SessionGrant) {
    await completeSignIn(dispatch, grant);
  }

  async function sendEmail(resend: boolean) {
    const address = email.trim();
    setError(null);
    setNotice(null);
    if (address === '') {
      setError(t('login.email_address_missing'));
      return;
    }
    setBusy(true);
    try {
      await requestEmail({
        email: address,
        url: new URL('/loginresult', window.location.origin).toString(),
        language: i18n.language,
      }).unwrap();
      remember(address);
      setEntry(emptyCodeEntry);
      submittedCode.current = null;
      setStep('code');
      if (resend) setNotice(t('login.resent'));
    } catch (failure) {
      setError(signInErrorMessage(t, failure));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(current: CodeEntry) {
    setError(null);
    setNotice(null);
    if (!isComplete(current)) {
      telemetry.event('invalid_length', { length: codeOf(current).length });
      setError(t('login.enter_full_code'));
      return;
    }
    const code = codeOf(current);
    submittedCode.current = code;
    checking.current = true;
    setBusy(true);
    try {
      const answer = await exchangeCode({ email: email.trim(), oneTimePassword: code }).unwrap();
      await finish(answer.data);
    } catch (failure) {
      setError(signInErrorMessage(t, failure));
      setEntry(emptyCodeEntry);
      submittedCode.current = null;
    } finally {
      checking.current = false;
      setBusy(false);
    }
  }

  function changeCode(next: CodeEntry) {
    // While a code is checked the boxes are disabled; a key that lands before they are changes nothing.
    if (checking.current) return;
    setEntry(next);
    // Filling the last box submits; the same full code is not sent twice in a row.
    if (isComplete(next) && submittedCode.current !== codeOf(next)) void submitCode(next);
  }

  function goBack() {
    setStep('email');
    setEntry(emptyCodeEntry);
    setError(null);
    setNotice(null);
  }

  function cancel() {
    goBack();
    setEmail('');
    onCancel?.();
  }

  async function signInWithPasskey() {
    setError(null);
    setBusy(true);
    try {
      const optionsJSON = await passkeyOptions().unwrap();
      const credential = await startAuthentication({ optionsJSON });
      const answer = await verifyPasskey(credential).unwrap();
      if (!answer.verified) {
        setError(t('passkey.notVerified'));
        return;
      }
      toast.show({ message: t('login.loggedIn'), tone: 'success' });
      await finish(answer.data);
    } catch (failure) {
      const key = passkeyPromptErrorKey(failure);
      if (key) setError(t(key));
      else if (failure instanceof Error) setError(failure.message);
      else setError(signInErrorMessage(t, failure));
    } finally {
      setBusy(false);
    }
  }

  // The Google popup reports back with postMessage; a popup closed without reporting (the
  // person gave up) ends the busy state after a short grace for a message still on its way.
  const googleWatch = useRef<{ stop: () => void } | null>(null);
  useEffect(() => () => googleWatch.current?.stop(), []);

  function signInWithGoogle() {
    setError(null);
    const popup = window.open('/user/google/start', 'atelier-google', 'popup,width=520,height=680');
    if (!popup) {
      window.location.assign('/user/google/start');
      return;
    }
    setBusy(true);
    googleWatch.current?.stop();
    let closedSince: number | undefined;
    const stop = () => {
      window.removeEventListener('message', listener);
      window.clearInterval(timer);
      if (googleWatch.current?.stop === stop) googleWatch.current = null;
    };
    const listener = (event: MessageEvent) => {
      const data = event.data as Partial<GoogleSignInMessage> | null;
      if (
        event.origin !== window.location.origin ||
        data?.source !== 'atelier' ||
        data.type !== 'google-sign-in'
      )
        return;
      stop();
      void (async () => {
        try {
          const grant = data.ok ? await accessToken.refresh() : null;
          if (!grant) {
            console.error('Google sign-in did not complete');
            setError(t('login.errors.googleFailed'));
            return;
          }
          await finish(grant);
        } finally {
          setBusy(false);
        }
      })();
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      closedSince ??= Date.now();
      if (Date.now() - closedSince < 1000) return;
      stop();
      setBusy(false);
    }, 250);
    googleWatch.current = { stop };
    window.addEventListener('message', listener);
  }

  return (
    <section className="login-panel" aria-labelledby="login-title" aria-busy={busy}>
      <h1 id="login-title" className="login-title">
        {t('login.title')}
      </h1>
      {step === 'email' ? (
        <form
          className="login-form"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void sendEmail(false);
          }}
        >
          <p className="login-lead">{t('login.emailIntro')}</p>
          <div>
            <label className="field-label" htmlFor={emailId}>
              {t('login.emailLabel')}
            </label>
            <input
              id={emailId}
              className="text-field"
              type="email"
              required
              autoComplete="email"
              autoFocus
              maxLength={254}
              placeholder={t('login.emailPlaceholder')}
              value={email}
              disabled={busy}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" className="button login-wide" data-variant="primary" disabled={busy}>
            {t('login.continue')}
          </button>
        </form>
      ) : (
        <form
          className="login-form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void submitCode(entry);
          }}
        >
          <p className="login-lead" id={codeLabelId}>
            {t('login.codeIntro', { email: email.trim() })}
          </p>
          <CodeInput entry={entry} onChange={changeCode} disabled={busy} labelledBy={codeLabelId} />
          <button type="submit" className="button login-wide" data-variant="primary" disabled={busy}>
            {t('login.ok')}
          </button>
          <div className="login-row">
            <button type="button" className="button" data-variant="ghost" disabled={busy} onClick={goBack}>
              {t('login.goBack')}
            </button>
            <button
              type="button"
              className="button"
              data-variant="ghost"
              disabled={busy}
              onClick={() => void sendEmail(true)}
            >
              {t('login.resend')}
            </button>
          </div>
        </form>
      )}

      {error ? (
        <p className="login-message" role="alert" data-tone="error">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="login-message" role="status">
          {notice}
        </p>
      ) : null}
      {busy ? (
        <p className="login-busy" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('login.inProgress')}
        </p>
      ) : null}

      {step === 'email' && (methods.data?.google || platformAuthenticator) ? (
        <div className="login-alternatives">
          <p className="login-divider">
            <span>{t('login.or')}</span>
          </p>
          {methods.data?.google ? (
            <button type="button" className="button login-wide" disabled={busy} onClick={signInWithGoogle}>
              {t('login.google')}
            </button>
          ) : null}
          {platformAuthenticator ? (
            <>
              <button
                type="button"
                className="button login-wide"
                disabled={busy}
                onClick={() => void signInWithPasskey()}
              >
                {t('login.passkey')}
              </button>
              <details className="login-more">
                <summary>{t('login.passkeyMoreInfo')}</summary>
                <p>{t('login.passkeyInfo')}</p>
              </details>
            </>
          ) : null}
        </div>
      ) : null}

      <div className="login-footer">
        {noCancel ? (
          <span />
        ) : (
          <button type="button" className="button" data-variant="ghost" disabled={busy} onClick={cancel}>
            {t('login.cancel')}
          </button>
        )}
        <a className="login-link" href={privacyPolicyPath} target="_blank" rel="noreferrer">
          {t('login.privacy')}
        </a>
      </div>
    </section>
  );
}
