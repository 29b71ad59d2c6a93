import type { FolderJson, ProjectJson } from '@atelier/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../ui/menu/Menu';
import type { ProjectActions } from './actions';
import { FolderIcon, MoreIcon } from './icons';
import { thumbnailBackdrop, type Backdrop } from './thumbnailBackdrop';
import { useProjectText } from './useProjectText';

/** Looks at a loaded thumbnail's pixels (small): the checkerboard its transparent parts need. */
function backdropOf(image: HTMLImageElement): Backdrop | undefined {
  const side = 48;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  try {
    context.drawImage(image, 0, 0, side, side);
    const theme = document.documentElement.dataset['theme'] === 'light' ? 'light' : 'dark';
    return thumbnailBackdrop(context.getImageData(0, 0, side, side).data, theme);
  } catch {
    return undefined;
  }
}

/**
 * The preview of a project's current version, or its initial on the brand gradient. A preview
 * with transparent parts shows them on a light or a dark checkerboard, whichever its colours
 * read on (`thumbnailBackdrop.ts`).
 */
export function ProjectPreview({ project, name }: { project: ProjectJson; name: string }) {
  const [backdrop, setBackdrop] = useState<Backdrop | undefined>();
  return project.preview ? (
    <img
      className="project-preview-image"
      src={project.preview}
      alt=""
      loading="lazy"
      data-backdrop={backdrop}
      onLoad={(event) => setBackdrop(backdropOf(event.currentTarget))}
    />
  ) : (
    <span className="project-preview-placeholder" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/** One project in the list: preview, name, when it changed, its badges and its actions. */
export function ProjectCard({
  project,
  actions,
  deletedView,
}: {
  project: ProjectJson;
  actions: ProjectActions;
  deletedView: boolean;
}) {
  const { t, displayName, relative, deletedForever } = useProjectText();
  const titleId = useId();
  const name = displayName(project);
  const busy = project.state === 'duplicating';
  return (
    <article className="project-card" aria-labelledby={titleId} data-state={project.state}>
      {deletedView || busy ? (
        <div className="project-card-preview">
          <ProjectPreview project={project} name={name} />
        </div>
      ) : (
        <Link to={`/open/${project.id}`} className="project-card-preview" tabIndex={-1} aria-hidden="true">
          <ProjectPreview project={project} name={name} />
        </Link>
      )}
      <div className="project-card-body">
        <h3 id={titleId} className="project-card-title">
          {deletedView || busy ? name : <Link to={`/open/${project.id}`}>{name}</Link>}
        </h3>
        <p className="project-card-meta">
          {deletedView && project.deleted_at
            ? `${t('projects.deletedAgo', { time: relative(project.deleted_at) })} · ${deletedForever(project.deleted_at)}`
            : t('projects.modified', { time: relative(project.modified_at) })}
        </p>
        <p className="project-card-badges">
          {project.state === 'draft' || project.state === 'duplicating' ? (
            <span className="badge">{t(`projects.states.${project.state}`)}</span>
          ) : null}
          {project.visibility !== 'private' ? (
            <span className="badge" data-tone="accent">
              {t(`projects.visibility.${project.visibility}`)}
            </span>
          ) : null}
          {project.milestone ? <span className="badge">{t('projects.milestone')}</span> : null}
        </p>
      </div>
      {busy ? null : (
        <Menu>
          <MenuTrigger asChild>
            <button
              type="button"
              className="icon-button project-card-menu"
              aria-label={t('projects.actions.label', { name })}
            >
              <MoreIcon />
            </button>
          </MenuTrigger>
          <MenuContent>
            {deletedView ? (
              <>
                <MenuItem onSelect={() => void actions.restore(project)}>
                  {t('projects.actions.restore')}
                </MenuItem>
                <MenuSeparator />
                <MenuItem data-tone="danger" onSelect={() => void actions.deleteForever(project)}>
                  {t('projects.actions.deleteForever')}
                </MenuItem>
              </>
            ) : (
              <>
                <MenuItem onSelect={() => actions.open(project)}>{t('projects.actions.open')}</MenuItem>
                <MenuItem onSelect={() => void actions.rename(project)}>
                  {t('projects.actions.rename')}
                </MenuItem>
                <MenuItem onSelect={() => actions.details(project)}>{t('projects.actions.details')}</MenuItem>
                <MenuItem onSelect={() => actions.history(project)}>{t('projects.actions.history')}</MenuItem>
                <MenuSeparator />
                <MenuItem onSelect={() => void actions.move(project)}>{t('projects.actions.move')}</MenuItem>
                {project.folder ? (
                  <MenuItem onSelect={() => void actions.removeFromFolder(project)}>
                    {t('projects.actions.removeFromFolder')}
                  </MenuItem>
                ) : null}
                <MenuItem onSelect={() => void actions.duplicate(project, true)}>
                  {t('projects.actions.duplicate')}
                </MenuItem>
                <MenuItem onSelect={() => void actions.duplicate(project, false)}>
                  {t('projects.actions.duplicateLatest')}
                </MenuItem>
                <MenuSeparator />
                <MenuItem data-tone="danger" onSelect={() => void actions.delete(project)}>
                  {t('projects.actions.delete')}
                </MenuItem>
              </>
            )}
          </MenuContent>
        </Menu>
      )}
    </article>
  );
}

/** A folder among the projects: opens on click, with its own actions. */
export function FolderTile({ folder, actions }: { folder: FolderJson; actions: ProjectActions }) {
  const { t } = useProjectText();
  const titleId = useId();
  return (
    <article className="folder-tile" aria-labelledby={titleId}>
      <span className="folder-tile-icon">
        <FolderIcon />
      </span>
      <div className="folder-tile-text">
        <h3 id={titleId} className="folder-tile-title">
          <Link to={`/folder/${folder.id}`}>{folder.name}</Link>
        </h3>
        {/* Each count stays on one line; a narrow tile puts the second one below the first. */}
        <p className="folder-tile-meta">
          <span className="folder-tile-count">
            {t('folderTile.count', { label: t('projects.projectCount'), value: folder.projects.length })}
          </span>
          {folder.children.length > 0 ? (
            <span className="folder-tile-count">
              {t('folderTile.count', { label: t('projects.subfolders'), value: folder.children.length })}
            </span>
          ) : null}
        </p>
      </div>
      <FolderMenu folder={folder} actions={actions} />
    </article>
  );
}

export function FolderMenu({
  folder,
  actions,
  afterDelete,
}: {
  folder: FolderJson;
  actions: ProjectActions;
  afterDelete?: () => void;
}) {
  const { t } = useProjectText();
  return (
    <Menu>
      <MenuTrigger asChild>
        <button
          type="button"
          className="icon-button"
          aria-label={t('projects.folderActions.label', { name: folder.name })}
        >
          <MoreIcon />
        </button>
      </MenuTrigger>
      <MenuContent>
        <MenuItem onSelect={() => void actions.renameFolder(folder)}>
          {t('projects.folderActions.rename')}
        </MenuItem>
        <MenuItem onSelect={() => void actions.createFolder(folder)}>
          {t('projects.folderActions.newSubfolder')}
        </MenuItem>
        <MenuItem onSelect={() => void actions.moveFolder(folder)}>
          {t('projects.folderActions.move')}
        </MenuItem>
        {folder.parent ? (
          <MenuItem onSelect={() => void actions.moveFolderToTop(folder)}>
            {t('projects.folderActions.moveToTop')}
          </MenuItem>
        ) : null}
        <MenuSeparator />
        <MenuItem data-tone="danger" onSelect={() => void actions.deleteFolder(folder, afterDelete)}>
          {t('projects.folderActions.delete')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
