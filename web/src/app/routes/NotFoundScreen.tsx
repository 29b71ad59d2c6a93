import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePath } from './routeTable';
import './screens.css';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="screen-placeholder" aria-labelledby="screen-title">
      <p className="screen-code" aria-hidden="true">
        404
      </p>
      <h1 id="screen-title" className="screen-title">
        {t('notFound.title')}
      </h1>
      <p className="screen-lead">{t('notFound.message')}</p>
      <Link className="button" data-variant="primary" to={homePath}>
        {t('notFound.backToProjects')}
      </Link>
    </section>
  );
}
