import { recentlyDeletedRetentionDays, type ProjectJson } from '@atelier/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime, formatTimeLeft } from './relativeTime';

/** The current time, refreshed every minute so relative times stay true while a screen is open. */
export function useNow(intervalMilliseconds = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMilliseconds);
    return () => window.clearInterval(timer);
  }, [intervalMilliseconds]);
  return now;
}

/** Texts shared by the project screens: a project's shown name and relative times. */
export function useProjectText() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const language = i18n.language;
  const collator = useMemo(
    () => new Intl.Collator(language, { sensitivity: 'base', numeric: true }),
    [language],
  );
  const displayName = useCallback(
    (project: Pick<ProjectJson, 'name'>) => project.name || t('projects.untitled'),
    [t],
  );
  const relative = useCallback(
    (iso: string) => formatRelativeTime(new Date(iso), now, language, t('relativeTime.justNow')),
    [now, language, t],
  );
  const deletedForever = useCallback(
    (deletedAt: string) => {
      const deadline = new Date(Date.parse(deletedAt) + recentlyDeletedRetentionDays * 24 * 60 * 60 * 1000);
      const left = formatTimeLeft(deadline, now, language);
      return left === null
        ? t('projects.deletedForeverSoon')
        : t('projects.deletedForeverIn', { time: left });
    },
    [now, language, t],
  );
  return { t, language, collator, displayName, relative, deletedForever };
}
