import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { readServerFailure } from '../../ui/serverError';
import { useAuth } from '../auth/useAuth';
import { TemplateActions } from './TemplateActions';
import { TemplatePicture, templatePreview } from './TemplateCard';
import { useGetTemplateQuery } from './templatesApi';
import { useTemplateText } from './useMarketplace';
import '../projects/projects.css';
import '../../app/routes/screens.css';
import './templates.css';

/** A template that does not exist or is not published answers like any missing page. */
export function TemplateMissing() {
  const { t } = useTemplateText();
  return (
    <section className="screen-placeholder template-missing" aria-labelledby="template-missing">
      <p className="screen-code" aria-hidden="true">
        404
      </p>
      <h1 id="template-missing" className="screen-title">
        {t('marketplace.details.notFound')}
      </h1>
      <p className="screen-lead">{t('marketplace.details.notFoundLead')}</p>
      <Link to="/templates" className="button" data-variant="primary">
        {t('marketplace.backToTemplates')}
      </Link>
    </section>
  );
}

/**
 * /templates/{id}: the previews of the template's versions, what it is (description, price,
 * licence, category, format) and what the person looking at it can do with it.
 */
export function TemplateDetailsScreen() {
  const { id = '' } = useParams();
  const text = useTemplateText();
  const { t } = text;
  const template = useGetTemplateQuery(id);
  const auth = useAuth();
  const [shown, setShown] = useState(0);

  if (template.isError) {
    const status = readServerFailure(template.error).status;
    if (status === 404 || status === 400) return <TemplateMissing />;
    return (
      <div className="gallery">
        <div className="projects-empty template-state" role="alert">
          <p>{t('marketplace.details.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void template.refetch()}>
            {t('marketplace.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!template.data) {
    return (
      <div className="gallery template-details" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('marketplace.loading')}
        </p>
        <div className="template-details-layout" aria-hidden="true">
          <span className="template-skeleton-picture template-details-skeleton" />
          <div>
            <span className="template-skeleton-line" />
            <span className="template-skeleton-line" data-short="" />
          </div>
        </div>
      </div>
    );
  }
  const data = template.data;
  const name = text.name(data);
  const versions = data.versions;
  const pictures =
    versions.length > 0 ? versions.map((version) => version.preview_url) : [templatePreview(data)];
  const current = Math.min(shown, pictures.length - 1);
  return (
    <div className="gallery template-details">
      <nav className="breadcrumb" aria-label={t('marketplace.details.breadcrumb')}>
        <Link to="/templates">{t('marketplace.home.title')}</Link>
      </nav>
      <div className="template-details-layout">
        <section className="template-gallery" aria-label={t('marketplace.details.previews')}>
          <div className="template-gallery-main">
            <TemplatePicture src={pictures[current] ?? null} name={name} />
          </div>
          {pictures.length > 1 ? (
            <div className="template-gallery-thumbnails">
              {pictures.map((picture, index) => (
                <button
                  key={index}
                  type="button"
                  className="template-thumbnail"
                  aria-pressed={index === current}
                  aria-label={t('marketplace.details.previewNumber', {
                    number: index + 1,
                    count: pictures.length,
                  })}
                  onClick={() => setShown(index)}
                >
                  <TemplatePicture src={picture} name={name} />
                </button>
              ))}
            </div>
          ) : null}
        </section>
        <section className="template-summary" aria-labelledby="template-name">
          <h1 id="template-name" className="projects-title">
            {name}
          </h1>
          <p className="template-price">{text.price(data.price)}</p>
          <p className="project-card-badges">
            <span className="badge">{text.category(data)}</span>
            {data.requires_composer_subscription ? (
              <span className="badge" data-tone="accent">
                {t('marketplace.composerBadge')}
              </span>
            ) : null}
          </p>
          <TemplateActions template={data} />
          {auth.isAdmin && auth.user?.id === data.owner_id ? (
            <Link to={`/templates/edit/${data.id}`} className="template-edit-link">
              {t('marketplace.editor.editTitle')}
            </Link>
          ) : null}
          {data.description ? <p className="template-description">{data.description}</p> : null}
          <dl className="template-facts">
            <dt>{t('marketplace.details.licence')}</dt>
            <dd>{text.licence(data.license_type)}</dd>
            <dt>{t('marketplace.details.category')}</dt>
            <dd>{text.category(data)}</dd>
            {data.type ? (
              <>
                <dt>{t('marketplace.details.type')}</dt>
                <dd>{data.type}</dd>
              </>
            ) : null}
            <dt>{t('marketplace.details.designs')}</dt>
            <dd>
              {t('marketplace.details.designCount', {
                count: Math.max(versions.length, data.project_ids.length),
              })}
            </dd>
          </dl>
        </section>
      </div>
    </div>
  );
}
