import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useTelemetry } from '../../telemetry/TelemetryContext';
import '../routes/screens.css';

/** Shown when a screen throws while rendering: the error is reported, the user can reload. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const telemetry = useTelemetry();
  useEffect(() => {
    console.error(error);
    telemetry.error(error, { source: 'route', path: window.location.pathname });
  }, [error, telemetry]);
  return (
    <section className="screen-placeholder" role="alert">
      <h1 className="screen-title">{t('errors.unexpectedTitle')}</h1>
      <p className="screen-lead">{t('errors.general')}</p>
      <button
        type="button"
        className="button"
        data-variant="primary"
        onClick={() => window.location.reload()}
      >
        {t('errors.reload')}
      </button>
    </section>
  );
}
