import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toasts } from '../../ui/toast/toastService';
import { versionCheckIntervalMilliseconds } from './frontendVersion';
import { checkFrontendVersion } from './versionCheckSlice';

const updateToastId = 'frontend-version';

/**
 * Repeats the frontend version check (the first one runs before mount, in main.tsx) every
 * few minutes and whenever the tab becomes visible again, and offers a reload once the
 * server serves a different frontend. The offer stays until the user acts on it.
 */
export function useVersionCheck() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const status = useAppSelector((state) => state.versionCheck.status);
  const servedVersion = useAppSelector((state) => state.versionCheck.servedVersion);

  useEffect(() => {
    const interval = window.setInterval(
      () => void dispatch(checkFrontendVersion()),
      versionCheckIntervalMilliseconds,
    );
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void dispatch(checkFrontendVersion());
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [dispatch]);

  useEffect(() => {
    if (status !== 'outdated') return;
    toasts.show({
      id: updateToastId,
      message: t('version.available'),
      durationMilliseconds: Number.POSITIVE_INFINITY,
      action: { label: t('version.reload'), onSelect: () => window.location.reload() },
    });
  }, [status, servedVersion, t]);
}
