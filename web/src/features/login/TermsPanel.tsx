import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAnswerTermsMutation } from '../auth/authApi';
import { termsOfServicePath } from './legal';
import './login.css';

/**
 * The terms panel (spec section 2): accepting records accepted_terms_at and completes the
 * login; rejecting records the rejection, and the caller signs the person out.
 */
export function TermsPanel({
  registrationSource,
  onAccepted,
  onRejected,
}: {
  /** Recorded with the acceptance, e.g. "frame" for the embeddable login. */
  registrationSource?: string;
  onAccepted?: () => void;
  onRejected: () => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [answerTerms] = useAnswerTermsMutation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function answer(accepted: boolean) {
    setBusy(true);
    setFailed(false);
    try {
      await answerTerms({ accepted, registrationSource: accepted ? registrationSource : undefined }).unwrap();
      if (accepted) onAccepted?.();
      else await onRejected();
    } catch (error) {
      console.error('Answering the terms failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="login-panel" aria-labelledby="terms-title">
      <h1 id="terms-title" className="login-title">
        {t('terms.title')}
      </h1>
      <p className="login-lead">
        <Trans
          i18nKey="terms.agreement"
          components={{
            terms: <a className="login-link" href={termsOfServicePath} target="_blank" rel="noreferrer" />,
          }}
        />
      </p>
      {failed ? (
        <p className="login-message" role="alert" data-tone="error">
          {t('errors.general')}
        </p>
      ) : null}
      <div className="login-row">
        <button type="button" className="button" disabled={busy} onClick={() => void answer(false)}>
          {t('terms.reject')}
        </button>
        <button
          type="button"
          className="button"
          data-variant="primary"
          disabled={busy}
          onClick={() => void answer(true)}
        >
          {t('terms.accept')}
        </button>
      </div>
    </section>
  );
}
