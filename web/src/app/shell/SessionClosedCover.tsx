import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../hooks';

/**
 * Covers the app once the session ended elsewhere (session.closed): what is on screen can
 * no longer be saved, so the only way on is a reload.
 */
export function SessionClosedCover() {
  const { t } = useTranslation();
  const closed = useAppSelector((state) => state.session.closed);
  if (!closed) return null;
  return (
    <div
      className="session-cover"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="session-closed-title"
      aria-describedby="session-closed-message"
    >
      <div className="session-cover-panel">
        <h2 id="session-closed-title" className="session-cover-title">
          {t('session.closedTitle')}
        </h2>
        <p id="session-closed-message" className="session-cover-message">
          {t('session.closedMessage')}
        </p>
        <button
          type="button"
          className="button"
          data-variant="primary"
          autoFocus
          onClick={() => window.location.reload()}
        >
          {t('session.reload')}
        </button>
      </div>
    </div>
  );
}
