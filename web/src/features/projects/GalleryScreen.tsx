import {
  editions,
  projectCategories,
  type EditionName,
  type ProjectCategoryName,
  type ProjectJson,
} from '@atelier/contracts';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../auth/useAuth';
import { ProjectPreview } from './ProjectCard';
import { useGalleryQuery } from './projectsApi';
import { useProjectText } from './useProjectText';
import './projects.css';

function isEdition(value: string | null): value is EditionName {
  return (editions as readonly string[]).includes(value ?? '');
}
function isCategory(value: string | null): value is ProjectCategoryName {
  return (projectCategories as readonly string[]).includes(value ?? '');
}

/**
 * The gallery (spec section 2): public projects of an edition (pro unless chosen), by the
 * categories of spec section 3 and by tag (/gallery/tag/{tag}); each can be cloned.
 */
export function GalleryScreen() {
  const { t, displayName } = useProjectText();
  const auth = useAuth();
  const { id: tag } = useParams();
  const [searchParameters, setSearchParameters] = useSearchParams();
  const editionParameter = searchParameters.get('edition');
  const categoryParameter = searchParameters.get('category');
  const edition: EditionName = isEdition(editionParameter) ? editionParameter : 'pro';
  const category = isCategory(categoryParameter) ? categoryParameter : undefined;
  const gallery = useGalleryQuery({ environment: edition, category, tag });
  const editionGroup = useId();
  const query = searchParameters.toString();

  const choose = (name: 'edition' | 'category', value: string | undefined) => {
    const next = new URLSearchParams(searchParameters);
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    setSearchParameters(next);
  };

  return (
    <div className="gallery">
      <header className="gallery-header">
        <div>
          <h1 className="projects-title">{tag ? t('gallery.taggedWith', { tag }) : t('gallery.title')}</h1>
          <p className="projects-note">{t('gallery.lead')}</p>
        </div>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('gallery.editionLabel')}</legend>
          {editions.map((value) => (
            <label key={value} className="segmented-option">
              <input
                type="radio"
                name={editionGroup}
                checked={edition === value}
                onChange={() => choose('edition', value === 'pro' ? undefined : value)}
              />
              <span>{t(`gallery.editions.${value}`)}</span>
            </label>
          ))}
        </fieldset>
      </header>
      <nav className="category-bar" aria-label={t('gallery.categoriesLabel')}>
        <button
          type="button"
          className="chip"
          aria-pressed={category === undefined}
          onClick={() => choose('category', undefined)}
        >
          {t('gallery.categories.all')}
        </button>
        {projectCategories.map((value) => (
          <button
            key={value}
            type="button"
            className="chip"
            aria-pressed={category === value}
            onClick={() => choose('category', value)}
          >
            {t(`gallery.categories.${value}`)}
          </button>
        ))}
      </nav>
      {gallery.data && gallery.data.tags.length > 0 ? (
        <nav className="tag-bar" aria-label={t('gallery.tagsLabel')}>
          <Link
            to={`/gallery${query ? `?${query}` : ''}`}
            className="tag"
            aria-current={tag ? undefined : 'page'}
          >
            {t('gallery.allTags')}
          </Link>
          {gallery.data.tags.map((entry) => (
            <Link
              key={entry.tag}
              to={`/gallery/tag/${encodeURIComponent(entry.tag)}${query ? `?${query}` : ''}`}
              className="tag"
              aria-current={tag === entry.tag ? 'page' : undefined}
            >
              #{entry.tag} <span className="tag-count">{entry.count}</span>
            </Link>
          ))}
        </nav>
      ) : null}
      {gallery.isError ? (
        <p className="projects-empty" role="alert">
          {t('gallery.loadFailed')}
        </p>
      ) : gallery.data && gallery.data.projects.length === 0 ? (
        <p className="projects-empty">{t('gallery.empty')}</p>
      ) : (
        <section className="project-grid" aria-label={t('gallery.title')}>
          {(gallery.data?.projects ?? []).map((project) => (
            <GalleryCard
              key={project.id}
              project={project}
              name={displayName(project)}
              own={project.owner_id === auth.user?.id}
            />
          ))}
        </section>
      )}
    </div>
  );
}

function GalleryCard({ project, name, own }: { project: ProjectJson; name: string; own: boolean }) {
  const { t } = useProjectText();
  const titleId = useId();
  return (
    <article className="project-card" aria-labelledby={titleId}>
      <div className="project-card-preview">
        <ProjectPreview project={project} name={name} />
      </div>
      <div className="project-card-body">
        <h3 id={titleId} className="project-card-title">
          {name}
        </h3>
        <p className="project-card-badges">
          {project.category ? (
            <span className="badge">{t(`gallery.categories.${project.category}`)}</span>
          ) : null}
          {own ? (
            <span className="badge" data-tone="accent">
              {t('gallery.yours')}
            </span>
          ) : null}
          {project.tags.map((entry) => (
            <Link key={entry} to={`/gallery/tag/${encodeURIComponent(entry)}`} className="tag">
              #{entry}
            </Link>
          ))}
        </p>
      </div>
      <Link
        to={`/clone/${project.id}`}
        className="button project-card-action"
        aria-label={`${t('gallery.clone')}: ${name}`}
      >
        {t('gallery.clone')}
      </Link>
    </article>
  );
}
