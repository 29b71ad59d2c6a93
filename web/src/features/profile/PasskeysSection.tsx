import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast/toastService';
import { signInErrorMessage } from '../login/signInErrors';
import {
  useDeletePasskeyMutation,
  useListPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useVerifyPasskeyRegistrationMutation,
} from './profileApi';

/** Registered passkeys (index and creation date), registering one on this device, deleting one. */
export function PasskeysSection() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const list = useListPasskeysQuery();
  const [deletePasskey] = useDeletePasskeyMutation();
  const [registrationOptions] = usePasskeyRegistrationOptionsMutation();
  const [verifyRegistration] = useVerifyPasskeyRegistrationMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  async function register() {
    setError(null);
    setBusy(true);
    try {
      const optionsJSON = await registrationOptions().unwrap();
      const credential = await startRegistration({ optionsJSON });
      const answer = await verifyRegistration({ credential, name: '' }).unwrap();
      if (!answer.verified) {
        setError(t('passkey.registrationFailed'));
        return;
      }
      toast.show({ message: t('profile.passkeys.registered'), tone: 'success' });
    } catch (failure) {
      const { name, code } = failure as { name?: string; code?: string };
      if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
        setError(t('passkey.alreadyRegistered'));
      else if (name === 'NotSupportedError') setError(t('passkey.unsupported'));
      else if (failure instanceof Error) setError(failure.message);
      else setError(signInErrorMessage(t, failure));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    try {
      await deletePasskey(id).unwrap();
      toast.show({ message: t('profile.passkeys.deleted'), tone: 'success' });
    } catch {
      toast.show({ message: t('errors.general'), tone: 'error' });
    }
  }

  const passkeys = list.data?.passkeys ?? [];
  return (
    <section className="profile-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="profile-section-title">
        {t('profile.passkeys.title')}
      </h2>
      {list.isError ? (
        <p className="login-message" role="alert" data-tone="error">
          {t('passkey.loadFailed')}
        </p>
      ) : passkeys.length === 0 && !list.isLoading ? (
        <p className="profile-muted">{t('profile.passkeys.empty')}</p>
      ) : (
        <ul className="passkey-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="passkey-item">
              <div>
                <strong>{t('profile.passkeys.item', { index: passkey.index })}</strong>
                {passkey.created_at ? (
                  <span className="profile-muted">
                    {t('profile.passkeys.created', { date: dateFormat.format(new Date(passkey.created_at)) })}
                  </span>
                ) : null}
              </div>
              <button
                type="button"
                className="button"
                data-variant="danger"
                onClick={() => void remove(passkey.id)}
              >
                {t('profile.passkeys.delete', { index: passkey.index })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <button type="button" className="button" disabled={busy} onClick={() => void register()}>
          {t('profile.passkeys.register')}
        </button>
      ) : (
        <p className="profile-muted">{t('passkey.unsupported')}</p>
      )}
      {error ? (
        <p className="login-message" role="alert" data-tone="error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
