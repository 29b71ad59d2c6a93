import { atelierApi } from '../../app/api';
import type { AppDispatch } from '../../app/store';
import { accessToken, csrfHeaderName, readCsrfToken, type SessionGrant } from './accessToken';
import { authApi } from './authApi';
import { profileSaver } from '../profile/profileSaver';

const channelName = 'atelier.session';

/** Tells the other tabs of this browser that this one signed out. */
function announceSignOut() {
  try {
    const channel = new BroadcastChannel(channelName);
    channel.postMessage({ type: 'signed-out' });
    channel.close();
  } catch {
    // No BroadcastChannel: other tabs notice when their next refresh is refused.
  }
}

/**
 * Calls other tabs' sign-out in: this tab's session ended without a sign-out here, so its
 * unsaved work cannot be saved any more (the session-closed cover asks for a reload).
 */
export function listenForSignOutElsewhere(onLost: () => void): () => void {
  try {
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'signed-out' && accessToken.current()) {
        accessToken.clear();
        onLost();
      }
    };
    return () => channel.close();
  } catch {
    return () => {};
  }
}

/** A sign-in succeeded: keep the token and read the user it belongs to. */
export async function completeSignIn(dispatch: AppDispatch, grant: SessionGrant) {
  accessToken.accept(grant);
  await dispatch(atelierApi.util.invalidateTags(['CurrentUser']));
  await dispatch(authApi.endpoints.readCurrentUser.initiate(undefined, { forceRefetch: true }));
}

/** Sign-out: the session ends on the server, the cookies go, every cached answer is dropped. */
export async function signOut(dispatch: AppDispatch) {
  // Changes made in the last two seconds are saved while the session still exists.
  await profileSaver.flush();
  profileSaver.discard();
  const token = accessToken.current();
  const csrf = readCsrfToken();
  try {
    await fetch('/user/session/logout', {
      method: 'POST',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(csrf ? { [csrfHeaderName]: csrf } : {}),
      },
    });
  } catch (error) {
    console.error('Signing out on the server failed', error);
  }
  accessToken.clear();
  announceSignOut();
  dispatch(atelierApi.util.resetApiState());
}
