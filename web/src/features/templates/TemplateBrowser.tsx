import { projectCategories, type ProjectCategoryName } from '@atelier/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { SearchIcon } from '../projects/icons';
import { byName, featuredTemplates, inCategory } from './marketplace';
import { TemplateGrid } from './TemplateGrid';
import { useListTemplatesQuery } from './templatesApi';
import { useMarketplaceViewer, useTemplateText } from './useMarketplace';
import '../projects/projects.css';
import './templates.css';

function isCategory(value: string | null): value is ProjectCategoryName {
  return (projectCategories as readonly string[]).includes(value ?? '');
}

/** How many templates the home page features above the full list. */
const featuredCount = 4;

/**
 * The templates home (/templates) and search (/templates/search/{query}): the search field,
 * the gallery categories as a filter (?category=), featured templates on the home page and
 * every published template (or every match) as cards.
 */
export function TemplateBrowser({ mode }: { mode: 'home' | 'search' }) {
  const { t, language } = useTemplateText();
  const navigate = useNavigate();
  const { query: routeQuery = '' } = useParams();
  const [searchParameters, setSearchParameters] = useSearchParams();
  const categoryParameter = searchParameters.get('category');
  const category = isCategory(categoryParameter) ? categoryParameter : undefined;
  const search = mode === 'search' ? routeQuery.trim() : '';
  const [typed, setTyped] = useState(search);
  const [typedFor, setTypedFor] = useState(search);
  // The field follows the address when another search is opened (back, a link).
  if (typedFor !== search) {
    setTypedFor(search);
    setTyped(search);
  }
  const list = useListTemplatesQuery(search ? { search } : undefined);
  const { auth, userTemplates } = useMarketplaceViewer();
  // The home page lists every template by name; a search keeps the order of relevance it came in.
  const shown = list.data
    ? mode === 'home'
      ? byName(inCategory(list.data, category), language)
      : inCategory(list.data, category)
    : undefined;
  const featured =
    mode === 'home' && !category && list.data ? featuredTemplates(list.data, featuredCount) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = typed.trim();
    const suffix = category ? `?category=${category}` : '';
    void navigate(words ? `/templates/search/${encodeURIComponent(words)}${suffix}` : `/templates${suffix}`);
  };
  const choose = (value: ProjectCategoryName | undefined) => {
    const next = new URLSearchParams(searchParameters);
    if (value === undefined) next.delete('category');
    else next.set('category', value);
    setSearchParameters(next);
  };

  return (
    <div className="gallery templates-screen">
      <header className="gallery-header templates-header">
        <div>
          <h1 className="projects-title">
            {mode === 'search'
              ? t('marketplace.search.title', { query: search })
              : t('marketplace.home.title')}
          </h1>
          <p className="projects-note">
            {mode === 'search' ? t('marketplace.search.lead') : t('marketplace.home.lead')}
          </p>
        </div>
        <div className="templates-toolbar">
          <form role="search" className="templates-search" onSubmit={submit}>
            <label className="search-field">
              <SearchIcon />
              <span className="visually-hidden">{t('marketplace.search.label')}</span>
              <input
                className="text-field"
                type="search"
                value={typed}
                maxLength={200}
                placeholder={t('marketplace.search.placeholder')}
                onChange={(event) => setTyped(event.target.value)}
              />
            </label>
          </form>
          {auth.isLoggedIn ? (
            <Link to="/templates/my" className="button">
              {t('marketplace.my.link')}
            </Link>
          ) : null}
          {auth.isAdmin ? (
            <Link to="/templates/edit" className="button" data-variant="primary">
              {t('marketplace.editor.new')}
            </Link>
          ) : null}
        </div>
      </header>
      <nav className="category-bar" aria-label={t('gallery.categoriesLabel')}>
        <button
          type="button"
          className="chip"
          aria-pressed={category === undefined}
          onClick={() => choose(undefined)}
        >
          {t('gallery.categories.all')}
        </button>
        {projectCategories.map((value) => (
          <button
            key={value}
            type="button"
            className="chip"
            aria-pressed={category === value}
            onClick={() => choose(value)}
          >
            {t(`gallery.categories.${value}`)}
          </button>
        ))}
      </nav>
      {featured.length > 0 ? (
        <>
          <h2 className="templates-section-title">{t('marketplace.home.featured')}</h2>
          <TemplateGrid
            label={t('marketplace.home.featured')}
            templates={featured}
            loading={false}
            failed={false}
            onRetry={() => void list.refetch()}
            empty={null}
            userTemplates={userTemplates}
          />
        </>
      ) : null}
      {mode === 'home' ? <h2 className="templates-section-title">{t('marketplace.home.all')}</h2> : null}
      <TemplateGrid
        label={mode === 'search' ? t('marketplace.search.results') : t('marketplace.home.all')}
        templates={shown}
        loading={list.isLoading}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        empty={
          <>
            <p>
              {mode === 'search'
                ? t('marketplace.search.empty', { query: search })
                : category
                  ? t('marketplace.home.emptyCategory')
                  : t('marketplace.home.empty')}
            </p>
            {mode === 'search' || category ? (
              <Link to="/templates" className="button template-state-action">
                {t('marketplace.search.showAll')}
              </Link>
            ) : null}
          </>
        }
        userTemplates={userTemplates}
      />
    </div>
  );
}
