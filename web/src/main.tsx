import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { createStore } from './app/store';
import { authApi } from './features/auth/authApi';
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
  // The stored theme goes on <html> before the first paint, so a light-theme user never
  // sees a dark flash while React starts.
  document.documentElement.dataset.theme = store.getState().theme.preference;

  // Both start before mount and run while the language loads; the shell shows the loading
  // indicator if either takes long.
  void store.dispatch(checkFrontendVersion());
  void store.dispatch(authApi.endpoints.readCurrentUser.initiate());

  const i18n = await initialiseI18n();
  document.documentElement.lang = i18n.language;

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} i18n={i18n} telemetry={telemetry} router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
