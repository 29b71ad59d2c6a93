import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useAuth } from '../../features/auth/useAuth';
import { useProfilePreferences } from '../../features/auth/useProfilePreferences';
import { resolveTheme } from '../../features/theme/theme';
import { useVersionCheck } from '../../features/version-check/useVersionCheck';
import { useTelemetry } from '../../telemetry/TelemetryContext';
import { DialogHost } from '../../ui/dialog/DialogHost';
import { ToastHost } from '../../ui/toast/ToastHost';
import { useAppSelector } from '../hooks';
import type { RouteHandle } from '../router';
import { LoadingIndicator } from './LoadingIndicator';
import { SessionClosedCover } from './SessionClosedCover';
import { TopBar } from './TopBar';
import './shell.css';

/**
 * The root of every screen (spec section 2): top bar, the routed view, the loading
 * indicator, the dialog and toast hosts and the session-closed cover. It also applies the
 * theme, keeps the version check running and reports page views.
 */
export function RootShell() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const telemetry = useTelemetry();
  const matches = useMatches();
  const route = (matches.at(-1)?.handle as RouteHandle | undefined)?.route;
  const preference = useAppSelector((state) => state.theme.preference);
  const versionCheckPending = useAppSelector((state) => state.versionCheck.status === 'pending');
  const theme = resolveTheme(preference, route?.forcedTheme);

  useVersionCheck();
  useProfilePreferences(auth);

  // Before paint, so a forced theme never flashes the other one.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const screenTitle = route ? t(`screens.${route.titleKey}`) : undefined;
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${t('app.name')}` : t('app.name');
  }, [screenTitle, t]);

  useEffect(() => {
    telemetry.pageView(`${location.pathname}${location.search}`);
  }, [telemetry, location.pathname, location.search]);

  const chromeless = route?.chromeless ?? false;
  return (
    <div className="shell" data-chromeless={chromeless || undefined}>
      {chromeless ? null : (
        <>
          <a className="skip-link" href="#main-content">
            {t('navigation.skipToContent')}
          </a>
          <TopBar
            auth={auth}
            forcedTheme={route?.forcedTheme}
            onSignInScreen={route?.hiddenForLoggedIn ?? false}
          />
        </>
      )}
      <main id="main-content" className="shell-content" tabIndex={-1}>
        <Outlet />
      </main>
      <LoadingIndicator pending={auth.isPending || versionCheckPending} />
      <DialogHost />
      <ToastHost />
      <SessionClosedCover />
    </div>
  );
}
