import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from './useDelayedFlag';

/** How long start-up may take before the indicator appears. */
export const loadingIndicatorDelayMilliseconds = 1500;

/** Appears only when authentication or the version check takes noticeably long. */
export function LoadingIndicator({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const shown = useDelayedFlag(pending, loadingIndicatorDelayMilliseconds);
  if (!shown) return null;
  return (
    <div className="loading-indicator" role="status" aria-live="polite">
      <div className="loading-bar" aria-hidden="true" />
      <div className="loading-badge">
        <span className="loading-spinner" aria-hidden="true" />
        {t('loading.label')}
      </div>
    </div>
  );
}
