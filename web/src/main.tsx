// First: settings that must hold before any other module runs.
import './schemaSettings';
import './styleNonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { createStore } from './app/store';
import { refreshAccessToken } from './app/api';
import { accessToken } from './features/auth/accessToken';
import { authApi } from './features/auth/authApi';
import { listenForSignOutElsewhere } from './features/auth/session';
import { sessionClosed } from './features/auth/sessionSlice';
import { profileApi } from './features/profile/profileApi';
import { profileSaver } from './features/profile/profileSaver';
import { initialiseI18n } from './features/language/i18n';
import { checkFrontendVersion } from './features/version-check/versionCheckSlice';
import { silentTelemetry } from './telemetry/telemetry';
import './ui/tokens.css';
import './ui/base.css';

async function start() {
  const telemetry = silentTelemetry;
  window.addEventListener('error', (event) =>
    telemetry.error(event.error ?? event.message, { source: 'window' }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    telemetry.error(event.reason, { source: 'unhandled-rejection' }),
  );

  const store = createStore();
  // The session: a fresh access token comes from the refresh cookie; a session that ends
  // while this tab holds a token (revoked, expired, signed out in another tab) closes it.
  accessToken.refresher = refreshAccessToken;
  accessToken.onSessionLost = () => store.dispatch(sessionClosed());
  listenForSignOutElsewhere(() => store.dispatch(sessionClosed()));
  // The cookie flow (GET /user/authcookie): each access token also becomes an HTTP-only cookie,
  // so images and node code load without an Authorization header.
  accessToken.subscribe((token) => {
    if (token)
      void fetch('/user/authcookie', {
        credentials: 'include',
        headers: { accept: 'application/json', Authorization: `Bearer ${token}` },
      }).catch(() => {});
  });
  profileSaver.connect(async (patch) => {
    await store.dispatch(profileApi.endpoints.updateProfile.initiate(patch)).unwrap();
  });
  // Unsaved profile changes leave with the page (the request is sent with keepalive).
  window.addEventListener('pagehide', () => void profileSaver.flush());
  // The stored theme goes on <html> before the first paint, so a light-theme user never
  // sees a dark flash while React starts.
  document.documentElement.dataset.theme = store.getState().theme.preference;

  // Both start before mount and run while the language loads; the shell shows the loading
  // indicator if either takes long.
  void store.dispatch(checkFrontendVersion());
  void store.dispatch(authApi.endpoints.readCurrentUser.initiate());

  const i18n = await initialiseI18n();
  document.documentElement.lang = i18n.language;
  // A logged-in person's language choice is saved to the profile (spec section 4).
  i18n.on('languageChanged', (language) => {
    const user = authApi.endpoints.readCurrentUser.select()(store.getState()).data;
    if (user?.accepted_terms_at && user.profile?.settings?.language !== language)
      profileSaver.queue({ settings: { language } });
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} i18n={i18n} telemetry={telemetry} router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
