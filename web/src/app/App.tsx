import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { TelemetryProvider } from '../telemetry/TelemetryContext';
import type { Telemetry } from '../telemetry/telemetry';
import { TooltipProvider } from '../ui/tooltip/Tooltip';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: i18n;
  telemetry: Telemetry;
  router: ReturnType<typeof createAppRouter>;
}

/** The providers every screen relies on, around the router. */
export function App({ store, i18n, telemetry, router }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <TelemetryProvider telemetry={telemetry}>
          <TooltipProvider>
            <RouterProvider router={router} />
          </TooltipProvider>
        </TelemetryProvider>
      </I18nextProvider>
    </Provider>
  );
}
