import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dialogs } from '../../ui/dialog/dialogService';
import { serverErrorMessage } from '../../ui/serverError';
import { toasts } from '../../ui/toast/toastService';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../ui/menu/Menu';
import { promptForName } from '../projects/dialogs';
import { MoreIcon } from '../projects/icons';
import { TemplateGrid } from './TemplateGrid';
import {
  useListOwnTemplatesQuery,
  useListUserTemplatesQuery,
  useUpdateUserTemplateMutation,
} from './templatesApi';
import { ownTemplateFilters, type OwnTemplateFilter, type UserTemplateJson } from './templateTypes';
import { useMarketplaceViewer, useTemplateText } from './useMarketplace';
import '../projects/projects.css';
import './templates.css';

function isFilter(value: string | null): value is OwnTemplateFilter {
  return (ownTemplateFilters as readonly string[]).includes(value ?? '');
}

/**
 * /templates/my: the templates the user created or acquired, by the filters all, created,
 * deleted and acquired (?filter=), and their own copies of acquired templates, each opened in
 * the editor, renamed or deleted.
 */
export function MyTemplatesScreen() {
  const { t } = useTemplateText();
  const [searchParameters, setSearchParameters] = useSearchParams();
  const filterParameter = searchParameters.get('filter');
  const filter: OwnTemplateFilter = isFilter(filterParameter) ? filterParameter : 'all';
  const own = useListOwnTemplatesQuery(filter);
  const copies = useListUserTemplatesQuery();
  const { userTemplates } = useMarketplaceViewer();
  const group = useId();
  const choose = (value: OwnTemplateFilter) => {
    const next = new URLSearchParams(searchParameters);
    if (value === 'all') next.delete('filter');
    else next.set('filter', value);
    setSearchParameters(next);
  };
  const activeCopies = copies.data?.filter((copy) => copy.state !== 'deleted');

  return (
    <div className="gallery templates-screen">
      <nav className="breadcrumb" aria-label={t('marketplace.details.breadcrumb')}>
        <Link to="/templates">{t('marketplace.home.title')}</Link>
      </nav>
      <header className="gallery-header templates-header">
        <div>
          <h1 className="projects-title">{t('marketplace.my.title')}</h1>
          <p className="projects-note">{t('marketplace.my.lead')}</p>
        </div>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('marketplace.my.filterLabel')}</legend>
          {ownTemplateFilters.map((value) => (
            <label key={value} className="segmented-option">
              <input type="radio" name={group} checked={filter === value} onChange={() => choose(value)} />
              <span>{t(`marketplace.my.filters.${value}`)}</span>
            </label>
          ))}
        </fieldset>
      </header>
      <TemplateGrid
        label={t('marketplace.my.title')}
        templates={own.data}
        loading={own.isLoading || own.isFetching}
        failed={own.isError}
        onRetry={() => void own.refetch()}
        empty={
          <>
            <p>{t(`marketplace.my.empty.${filter}`)}</p>
            <Link to="/templates" className="button template-state-action">
              {t('marketplace.my.browse')}
            </Link>
          </>
        }
        userTemplates={userTemplates}
        skeletons={4}
      />
      <h2 className="templates-section-title" id="template-copies">
        {t('marketplace.my.copiesTitle')}
      </h2>
      <p className="projects-note">{t('marketplace.my.copiesLead')}</p>
      {copies.isError ? (
        <div className="projects-empty template-state" role="alert">
          <p>{t('marketplace.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void copies.refetch()}>
            {t('marketplace.retry')}
          </button>
        </div>
      ) : !activeCopies ? (
        <p role="status" className="projects-note">
          {t('marketplace.loading')}
        </p>
      ) : activeCopies.length === 0 ? (
        <p className="projects-empty">{t('marketplace.my.noCopies')}</p>
      ) : (
        <ul className="template-copies" aria-labelledby="template-copies">
          {activeCopies.map((copy) => (
            <CopyRow key={copy.id} copy={copy} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One acquired template of the user's: open, rename, delete. */
function CopyRow({ copy }: { copy: UserTemplateJson }) {
  const { t } = useTemplateText();
  const [update] = useUpdateUserTemplateMutation();
  const name = copy.name || t('marketplace.untitled');
  // A copy whose project is still being made opens its template until the project exists.
  const opened = copy.project_id ? `/editor/${copy.project_id}` : `/templates/${copy.template_id}`;
  const rename = async () => {
    const chosen = await promptForName({
      title: t('marketplace.my.renameTitle'),
      label: t('marketplace.my.nameLabel'),
      initial: copy.name,
      submitLabel: t('marketplace.my.rename'),
      requiredMessage: t('marketplace.my.nameRequired'),
    });
    if (chosen === null || chosen === copy.name) return;
    try {
      await update({ id: copy.id, changes: { name: chosen } }).unwrap();
      toasts.show({ message: t('marketplace.my.renamed', { name: chosen }), tone: 'success' });
    } catch (error) {
      toasts.show({ message: serverErrorMessage(t, error), tone: 'error' });
    }
  };
  const remove = async () => {
    const choice = await dialogs.confirm({
      title: t('marketplace.my.deleteTitle', { name }),
      message: copy.order_id ? t('marketplace.my.deleteBoughtMessage') : t('marketplace.my.deleteMessage'),
      confirmLabel: t('marketplace.my.delete'),
      destructive: true,
    });
    if (choice !== 'confirm') return;
    try {
      await update({ id: copy.id, changes: { state: 'deleted' } }).unwrap();
      toasts.show({ message: t('marketplace.my.deleted', { name }) });
    } catch (error) {
      toasts.show({ message: serverErrorMessage(t, error), tone: 'error' });
    }
  };
  return (
    <li className="template-copy">
      <Link to={opened} className="template-copy-name">
        {name}
      </Link>
      <Link to={`/templates/${copy.template_id}`} className="template-copy-source">
        {t('marketplace.my.source')}
      </Link>
      <Menu>
        <MenuTrigger asChild>
          <button type="button" className="icon-button" aria-label={t('marketplace.my.actionsFor', { name })}>
            <MoreIcon />
          </button>
        </MenuTrigger>
        <MenuContent>
          <MenuItem asChild>
            <Link to={opened}>{t('marketplace.my.open')}</Link>
          </MenuItem>
          <MenuItem onSelect={() => void rename()}>{t('marketplace.my.rename')}</MenuItem>
          <MenuSeparator />
          <MenuItem data-tone="danger" onSelect={() => void remove()}>
            {t('marketplace.my.delete')}
          </MenuItem>
        </MenuContent>
      </Menu>
    </li>
  );
}
