import { useEffect, useState } from 'react';

/**
 * Whether this device has a user-verifying platform authenticator (fingerprint, face, device
 * PIN): the passkey sign-in is offered only then (spec section 2).
 */
export function usePlatformAuthenticator(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let current = true;
    const credential = window.PublicKeyCredential;
    if (!credential?.isUserVerifyingPlatformAuthenticatorAvailable) return;
    credential
      .isUserVerifyingPlatformAuthenticatorAvailable()
      .then((answer) => {
        if (current) setAvailable(answer);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return available;
}

/** The message for a passkey prompt that failed in the browser (spec section 8). */
export function passkeyPromptErrorKey(
  error: unknown,
): 'passkey.notFound' | 'passkey.unsupported' | undefined {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'NotAllowedError') return 'passkey.notFound';
  if (name === 'NotSupportedError') return 'passkey.unsupported';
  return undefined;
}
