import { useId } from 'react';
import { Link } from 'react-router';
import { isFree } from './marketplace';
import type { TemplateJson } from './templateTypes';
import { useTemplateText } from './useMarketplace';

/** The picture a template shows: its preview, its first version's, or its initial. */
export function templatePreview(template: TemplateJson): string | null {
  return template.preview_url ?? template.versions.find((entry) => entry.preview_url)?.preview_url ?? null;
}

export function TemplatePicture({ src, name }: { src: string | null; name: string }) {
  return src ? (
    <img className="template-picture" src={src} alt="" loading="lazy" />
  ) : (
    <span className="project-preview-placeholder" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/** One template in a grid: preview, name, price or "Free", category and the Composer badge. */
export function TemplateCard({ template, acquired }: { template: TemplateJson; acquired: boolean }) {
  const text = useTemplateText();
  const titleId = useId();
  const name = text.name(template);
  return (
    <article className="project-card template-card" aria-labelledby={titleId}>
      <div className="project-card-preview" aria-hidden="true">
        <TemplatePicture src={templatePreview(template)} name={name} />
      </div>
      <div className="project-card-body template-card-body">
        <h3 id={titleId} className="project-card-title">
          <Link to={`/templates/${template.id}`} className="template-card-link" data-card-focus="">
            {name}
          </Link>
        </h3>
        <p className="template-card-price" data-free={isFree(template) ? '' : undefined}>
          {text.price(template.price)}
        </p>
        <p className="project-card-badges">
          <span className="badge">{text.category(template)}</span>
          {template.requires_composer_subscription ? (
            <span className="badge" data-tone="accent">
              {text.t('marketplace.composerBadge')}
            </span>
          ) : null}
          {acquired ? (
            <span className="badge" data-tone="success">
              {text.t('marketplace.acquiredBadge')}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
