import { useTranslation } from 'react-i18next';
import type { RouteDefinition } from './routeTable';
import './screens.css';

/** Stands in for a screen that is not built yet: its title and a sentence saying it is coming. */
export function PlaceholderScreen({ route }: { route: RouteDefinition }) {
  const { t } = useTranslation();
  return (
    <section className="screen-placeholder" aria-labelledby="screen-title">
      <div className="screen-placeholder-mark" aria-hidden="true" />
      <h1 id="screen-title" className="screen-title">
        {t(`screens.${route.titleKey}`)}
      </h1>
      <p className="screen-lead">{t('placeholder.comingSoon')}</p>
    </section>
  );
}
