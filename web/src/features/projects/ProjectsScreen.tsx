import { recentlyDeletedRetentionDays, type FolderJson, type ProjectJson } from '@atelier/contracts';
import { useId, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../ui/menu/Menu';
import { useProjectActions } from './actions';
import { FolderIcon, GridIcon, PlusIcon, SearchIcon, SortIcon, TrashIcon } from './icons';
import { FolderMenu, FolderTile, ProjectCard } from './ProjectCard';
import {
  buildFolderTree,
  flattenFolderTree,
  folderPath,
  folderSorts,
  projectSorts,
  searchProjects,
  sortFolders,
  sortProjects,
  type FolderSort,
  type ProjectSort,
} from './projectList';
import {
  errorStatusOf,
  useGetFolderQuery,
  useListFoldersQuery,
  useReadAllProjectsQuery,
} from './projectsApi';
import { useProjectText } from './useProjectText';
import { useStoredChoice } from './useStoredChoice';
import './projects.css';

type View = { kind: 'all' } | { kind: 'deleted' } | { kind: 'folder'; id: string };

const deletedViewPath = '/projects?view=deleted';

/**
 * The projects area (spec section 2): All, the folders and Recently Deleted on the side; the
 * projects of the chosen place with search, three sort orders and every action of a project
 * and folder. Serves /projects (All; Recently Deleted with ?view=deleted) and /folder/{id}.
 */
export function ProjectsScreen() {
  const parameters = useParams();
  const location = useLocation();
  const [searchParameters] = useSearchParams();
  const onFolderRoute = location.pathname.startsWith('/folder');
  if (onFolderRoute && !parameters.id) return <Navigate to="/projects" replace />;
  const view: View = parameters.id
    ? { kind: 'folder', id: parameters.id }
    : searchParameters.get('view') === 'deleted'
      ? { kind: 'deleted' }
      : { kind: 'all' };
  return <ProjectsArea key={view.kind === 'folder' ? view.id : view.kind} view={view} />;
}

function ProjectsArea({ view }: { view: View }) {
  const { t, collator, displayName } = useProjectText();
  const navigate = useNavigate();
  const searchId = useId();
  const [sort, setSort] = useStoredChoice<ProjectSort>('atelier.projects.sort', projectSorts, 'modified');
  const [folderSort, setFolderSort] = useStoredChoice<FolderSort>(
    'atelier.projects.folderSort',
    folderSorts,
    'created',
  );
  const [query, setQuery] = useState('');
  const foldersQuery = useListFoldersQuery();
  const folders = useMemo(() => foldersQuery.data ?? [], [foldersQuery.data]);
  const actions = useProjectActions(folders, folderSort);
  const listQuery = useReadAllProjectsQuery(view.kind === 'deleted' ? { state: 'deleted' } : undefined, {
    skip: view.kind === 'folder',
  });
  const folderQuery = useGetFolderQuery(view.kind === 'folder' ? view.id : '', {
    skip: view.kind !== 'folder',
  });

  const source = view.kind === 'folder' ? folderQuery : listQuery;
  const projects: ProjectJson[] =
    view.kind === 'folder' ? (folderQuery.data?.projects ?? []) : (listQuery.data ?? []);
  const subfolders: FolderJson[] =
    view.kind === 'folder'
      ? (folderQuery.data?.child_folders ?? [])
      : view.kind === 'all'
        ? folders.filter((folder) => folder.parent === null)
        : [];
  const currentFolder = view.kind === 'folder' ? folderQuery.data?.folder : undefined;
  const shownProjects = useMemo(
    () => sortProjects(searchProjects(projects, query, displayName), sort, displayName, collator),
    [projects, query, sort, displayName, collator],
  );
  const shownFolders = useMemo(
    () =>
      sortFolders(
        subfolders.filter((folder) =>
          folder.name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()),
        ),
        folderSort,
        collator,
      ),
    [subfolders, query, folderSort, collator],
  );

  const title =
    view.kind === 'folder'
      ? (currentFolder?.name ?? '')
      : view.kind === 'deleted'
        ? t('projects.recentlyDeleted')
        : t('projects.all');
  const folderMissing = view.kind === 'folder' && errorStatusOf(folderQuery.error) === 404;

  return (
    <div className="projects-layout">
      <ProjectsSidebar view={view} folders={folders} folderSort={folderSort} onFolderSort={setFolderSort} />
      <section className="projects-main" aria-labelledby="projects-title">
        {view.kind === 'folder' && currentFolder ? (
          <nav className="breadcrumb" aria-label={t('projects.folders')}>
            <Link to="/projects">{t('projects.all')}</Link>
            {folderPath(folders, currentFolder.id)
              .slice(0, -1)
              .map((folder) => (
                <span key={folder.id}>
                  {' / '}
                  <Link to={`/folder/${folder.id}`}>{folder.name}</Link>
                </span>
              ))}
          </nav>
        ) : null}
        <header className="projects-header">
          <h1 id="projects-title" className="projects-title">
            {title}
          </h1>
          {currentFolder ? (
            <FolderMenu
              folder={currentFolder}
              actions={actions}
              afterDelete={() => void navigate('/projects')}
            />
          ) : null}
          <div className="projects-toolbar">
            <div className="search-field">
              <SearchIcon />
              <label htmlFor={searchId} className="visually-hidden">
                {t('projects.searchLabel')}
              </label>
              <input
                id={searchId}
                type="search"
                className="text-field"
                placeholder={t('projects.searchPlaceholder')}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <Menu>
              <MenuTrigger asChild>
                <button type="button" className="button" aria-label={t('projects.sortLabel')}>
                  <SortIcon />
                  {t(`projects.sort${sortLabelKey[sort]}`)}
                </button>
              </MenuTrigger>
              <MenuContent>
                <MenuLabel>{t('projects.sortLabel')}</MenuLabel>
                <MenuRadioGroup value={sort} onValueChange={(value) => setSort(value as ProjectSort)}>
                  {projectSorts.map((value) => (
                    <MenuRadioItem key={value} value={value}>
                      {t(`projects.sort${sortLabelKey[value]}`)}
                    </MenuRadioItem>
                  ))}
                </MenuRadioGroup>
              </MenuContent>
            </Menu>
            {view.kind === 'deleted' ? (
              <button
                type="button"
                className="button"
                data-variant="danger"
                disabled={projects.length === 0}
                onClick={() => void actions.emptyRecentlyDeleted()}
              >
                {t('projects.actions.emptyDeleted')}
              </button>
            ) : folderMissing ? null : (
              <>
                <button
                  type="button"
                  className="button"
                  onClick={() => void actions.createFolder(currentFolder)}
                >
                  <FolderIcon />
                  {t('projects.newFolder')}
                </button>
                <button
                  type="button"
                  className="button"
                  data-variant="primary"
                  onClick={() => void actions.createProject(view.kind === 'folder' ? view.id : undefined)}
                >
                  <PlusIcon />
                  {t('projects.newProject')}
                </button>
              </>
            )}
          </div>
        </header>
        {view.kind === 'deleted' ? (
          <p className="projects-note">
            {t('projects.retentionNote', { days: recentlyDeletedRetentionDays })}
          </p>
        ) : null}
        {folderMissing ? (
          <p className="projects-empty" role="alert">
            {t('projects.folderNotFound')}
          </p>
        ) : source.isError ? (
          <p className="projects-empty" role="alert">
            {t('projects.loadFailed')}
          </p>
        ) : (
          <>
            {shownFolders.length > 0 ? (
              <section aria-label={t('projects.subfolders')} className="folder-grid">
                {shownFolders.map((folder) => (
                  <FolderTile key={folder.id} folder={folder} actions={actions} />
                ))}
              </section>
            ) : null}
            {source.isLoading ? null : shownProjects.length > 0 ? (
              <section aria-label={t('projects.projectCount')} className="project-grid">
                {shownProjects.map((project) => (
                  <ProjectCard
                    key={project.id}
                    project={project}
                    actions={actions}
                    deletedView={view.kind === 'deleted'}
                  />
                ))}
              </section>
            ) : (
              <p className="projects-empty">
                {query.trim() !== ''
                  ? t('projects.emptySearch', { query: query.trim() })
                  : view.kind === 'deleted'
                    ? t('projects.emptyDeleted')
                    : view.kind === 'folder'
                      ? t('projects.emptyFolder')
                      : t('projects.empty')}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

const sortLabelKey = { modified: 'Modified', created: 'Created', name: 'Name' } as const;

function ProjectsSidebar({
  view,
  folders,
  folderSort,
  onFolderSort,
}: {
  view: View;
  folders: FolderJson[];
  folderSort: FolderSort;
  onFolderSort: (sort: FolderSort) => void;
}) {
  const { t, collator } = useProjectText();
  const rows = flattenFolderTree(buildFolderTree(folders, folderSort, collator));
  const current = (active: boolean) => (active ? ('page' as const) : undefined);
  return (
    <nav className="projects-sidebar" aria-label={t('projects.navigationLabel')}>
      <Link to="/projects" className="sidebar-link" aria-current={current(view.kind === 'all')}>
        <GridIcon />
        {t('projects.all')}
      </Link>
      <div className="sidebar-heading">
        <span>{t('projects.folders')}</span>
        <Menu>
          <MenuTrigger asChild>
            <button type="button" className="icon-button" aria-label={t('projects.folderSortLabel')}>
              <SortIcon />
            </button>
          </MenuTrigger>
          <MenuContent>
            <MenuLabel>{t('projects.folderSortLabel')}</MenuLabel>
            <MenuRadioGroup value={folderSort} onValueChange={(value) => onFolderSort(value as FolderSort)}>
              <MenuRadioItem value="created">{t('projects.folderSortCreated')}</MenuRadioItem>
              <MenuRadioItem value="name">{t('projects.folderSortName')}</MenuRadioItem>
            </MenuRadioGroup>
          </MenuContent>
        </Menu>
      </div>
      <ul className="sidebar-folders">
        {rows.map((row) => (
          <li key={row.folder.id}>
            <Link
              to={`/folder/${row.folder.id}`}
              className="sidebar-link"
              style={{ paddingInlineStart: `calc(var(--space-3) + ${row.depth} * var(--space-4))` }}
              aria-current={current(view.kind === 'folder' && view.id === row.folder.id)}
            >
              <FolderIcon />
              <span className="sidebar-link-text">{row.folder.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={deletedViewPath} className="sidebar-link" aria-current={current(view.kind === 'deleted')}>
        <TrashIcon />
        {t('projects.recentlyDeleted')}
      </Link>
    </nav>
  );
}
