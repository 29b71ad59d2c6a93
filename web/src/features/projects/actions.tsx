import { recentlyDeletedRetentionDays, type FolderJson, type ProjectJson } from '@atelier/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { dialogs } from '../../ui/dialog/dialogService';
import { serverErrorMessage } from '../../ui/serverError';
import { useToast } from '../../ui/toast/toastService';
import { chooseDestination, promptForName, type DestinationChoice } from './dialogs';
import { ProjectDetailsForm } from './ProjectDetailsForm';
import { ProjectHistory } from './ProjectHistory';
import { buildFolderTree, flattenFolderTree, folderWithDescendants, type FolderSort } from './projectList';
import {
  useCreateFolderMutation,
  useCreateProjectMutation,
  useDeleteFolderMutation,
  useDeleteProjectsForGoodMutation,
  useDuplicateProjectMutation,
  useEmptyRecentlyDeletedMutation,
  useMoveFolderMutation,
  useMoveProjectToFolderMutation,
  useRenameFolderMutation,
  useUpdateProjectMutation,
} from './projectsApi';
import { useProjectText } from './useProjectText';

/**
 * Everything a user can do to projects and folders from the project screens, each with its
 * dialog (confirmations for deletions, spec section 4) and a toast saying how it went.
 */
export function useProjectActions(folders: readonly FolderJson[], folderSort: FolderSort) {
  const { t, collator, displayName } = useProjectText();
  const toast = useToast();
  const navigate = useNavigate();
  const [createProject] = useCreateProjectMutation();
  const [updateProject] = useUpdateProjectMutation();
  const [duplicateProject] = useDuplicateProjectMutation();
  const [deleteForGood] = useDeleteProjectsForGoodMutation();
  const [emptyDeleted] = useEmptyRecentlyDeletedMutation();
  const [moveProject] = useMoveProjectToFolderMutation();
  const [createFolder] = useCreateFolderMutation();
  const [renameFolder] = useRenameFolderMutation();
  const [deleteFolder] = useDeleteFolderMutation();
  const [moveFolder] = useMoveFolderMutation();

  return useMemo(() => {
    const failed = (error: unknown) =>
      toast.show({
        message: t('projects.toasts.failed', { message: serverErrorMessage(t, error) }),
        tone: 'error',
      });
    const attempt = async (work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        failed(error);
      }
    };
    const folderChoices = (excluded: Set<string>): DestinationChoice[] =>
      flattenFolderTree(buildFolderTree(folders, folderSort, collator))
        .filter((node) => !excluded.has(node.folder.id))
        .map((node) => ({ id: node.folder.id, label: node.folder.name, depth: node.depth + 1 }));

    return {
      open: (project: ProjectJson) => void navigate(`/open/${project.id}`),

      createProject: (folderId?: string) =>
        attempt(async () => {
          const name = await promptForName({
            title: t('projects.dialogs.newProjectTitle'),
            label: t('projects.dialogs.nameLabel'),
            submitLabel: t('projects.dialogs.create'),
          });
          if (name === null) return;
          const created = await createProject({ name, folderId }).unwrap();
          toast.show({ message: t('projects.toasts.created'), tone: 'success' });
          // A new project is made to be worked on: it opens in the editor.
          void navigate(`/editor/${created.project.id}`);
        }),

      rename: (project: ProjectJson) =>
        attempt(async () => {
          const name = await promptForName({
            title: t('projects.dialogs.renameProjectTitle'),
            label: t('projects.dialogs.nameLabel'),
            initial: project.name,
            submitLabel: t('projects.dialogs.save'),
          });
          if (name === null || name === project.name) return;
          await updateProject({ id: project.id, changes: { name } }).unwrap();
          toast.show({ message: t('projects.toasts.saved'), tone: 'success' });
        }),

      details: (project: ProjectJson) =>
        dialogs.open({
          title: t('projects.dialogs.detailsTitle'),
          description: displayName(project),
          width: 480,
          render: (close) => <ProjectDetailsForm project={project} close={close} />,
        }),

      history: (project: ProjectJson) =>
        dialogs.open({
          title: t('projectHistory.title', { name: displayName(project) }),
          description: t('projectHistory.description'),
          width: 640,
          render: (close) => <ProjectHistory project={project} close={close} />,
        }),

      move: (project: ProjectJson) =>
        attempt(async () => {
          const destination = await chooseDestination({
            title: t('projects.dialogs.moveProjectTitle', { name: displayName(project) }),
            choices: [
              { id: null, label: t('projects.dialogs.noFolder'), depth: 0 },
              ...folderChoices(new Set()),
            ],
            current: project.folder,
          });
          if (destination === undefined) return;
          await moveProject({ projectId: project.id, folderId: destination }).unwrap();
          toast.show({ message: t('projects.toasts.moved'), tone: 'success' });
        }),

      removeFromFolder: (project: ProjectJson) =>
        attempt(async () => {
          await moveProject({ projectId: project.id, folderId: null }).unwrap();
          toast.show({ message: t('projects.toasts.moved'), tone: 'success' });
        }),

      duplicate: (project: ProjectJson, withHistory: boolean) =>
        attempt(async () => {
          const copy = await duplicateProject({
            id: project.id,
            withHistory,
            name: t('projects.copyName', { name: displayName(project) }),
          }).unwrap();
          toast.show({
            message: t('projects.toasts.duplicated', { name: displayName(copy) }),
            tone: 'success',
          });
        }),

      delete: (project: ProjectJson) =>
        attempt(async () => {
          const choice = await dialogs.confirm({
            title: t('projects.dialogs.deleteProjectTitle', { name: displayName(project) }),
            message: t('projects.dialogs.deleteProjectMessage', { days: recentlyDeletedRetentionDays }),
            confirmLabel: t('projects.dialogs.deleteProjectConfirm'),
            destructive: true,
          });
          if (choice !== 'confirm') return;
          await updateProject({ id: project.id, changes: { state: 'deleted' } }).unwrap();
          toast.show({ message: t('projects.toasts.deleted', { name: displayName(project) }) });
        }),

      restore: (project: ProjectJson) =>
        attempt(async () => {
          await updateProject({ id: project.id, changes: { state: 'active' } }).unwrap();
          toast.show({
            message: t('projects.toasts.restored', { name: displayName(project) }),
            tone: 'success',
          });
        }),

      deleteForever: (project: ProjectJson) =>
        attempt(async () => {
          const choice = await dialogs.confirm({
            title: t('projects.dialogs.deleteForeverTitle', { name: displayName(project) }),
            message: t('projects.dialogs.deleteForeverMessage'),
            confirmLabel: t('projects.dialogs.deleteForeverConfirm'),
            destructive: true,
          });
          if (choice !== 'confirm') return;
          await deleteForGood([project.id]).unwrap();
          toast.show({ message: t('projects.toasts.deletedForever') });
        }),

      emptyRecentlyDeleted: () =>
        attempt(async () => {
          const choice = await dialogs.confirm({
            title: t('projects.dialogs.emptyDeletedTitle'),
            message: t('projects.dialogs.emptyDeletedMessage'),
            confirmLabel: t('projects.dialogs.emptyDeletedConfirm'),
            destructive: true,
          });
          if (choice !== 'confirm') return;
          await emptyDeleted().unwrap();
          toast.show({ message: t('projects.toasts.emptied') });
        }),

      createFolder: (parent?: FolderJson) =>
        attempt(async () => {
          const name = await promptForName({
            title: parent
              ? t('projects.dialogs.newSubfolderTitle', { name: parent.name })
              : t('projects.dialogs.newFolderTitle'),
            label: t('projects.dialogs.nameLabel'),
            submitLabel: t('projects.dialogs.create'),
            requiredMessage: t('projects.dialogs.folderNameRequired'),
          });
          if (name === null) return;
          await createFolder({ name, parentId: parent?.id }).unwrap();
          toast.show({ message: t('projects.toasts.folderCreated'), tone: 'success' });
        }),

      renameFolder: (folder: FolderJson) =>
        attempt(async () => {
          const name = await promptForName({
            title: t('projects.dialogs.renameFolderTitle'),
            label: t('projects.dialogs.nameLabel'),
            initial: folder.name,
            submitLabel: t('projects.dialogs.save'),
            requiredMessage: t('projects.dialogs.folderNameRequired'),
          });
          if (name === null || name === folder.name) return;
          await renameFolder({ id: folder.id, name }).unwrap();
          toast.show({ message: t('projects.toasts.saved'), tone: 'success' });
        }),

      moveFolder: (folder: FolderJson) =>
        attempt(async () => {
          const destination = await chooseDestination({
            title: t('projects.dialogs.moveFolderTitle', { name: folder.name }),
            choices: [
              { id: null, label: t('projects.dialogs.topLevel'), depth: 0 },
              ...folderChoices(folderWithDescendants(folders, folder.id)),
            ],
            current: folder.parent,
          });
          if (destination === undefined) return;
          await moveFolder({ id: folder.id, parentId: destination }).unwrap();
          toast.show({ message: t('projects.toasts.moved'), tone: 'success' });
        }),

      moveFolderToTop: (folder: FolderJson) =>
        attempt(async () => {
          await moveFolder({ id: folder.id, parentId: null }).unwrap();
          toast.show({ message: t('projects.toasts.moved'), tone: 'success' });
        }),

      deleteFolder: (folder: FolderJson, afterwards?: () => void) =>
        attempt(async () => {
          const choice = await dialogs.confirm({
            title: t('projects.dialogs.deleteFolderTitle', { name: folder.name }),
            message: t('projects.dialogs.deleteFolderMessage'),
            extraConfirmLabel: t('projects.dialogs.deleteFolderKeepProjects'),
            confirmLabel: t('projects.dialogs.deleteFolderWithProjects'),
            destructive: true,
          });
          if (choice === 'cancel') return;
          await deleteFolder({ id: folder.id, includeProjects: choice === 'confirm' }).unwrap();
          toast.show({ message: t('projects.toasts.folderDeleted') });
          afterwards?.();
        }),
    };
  }, [
    t,
    toast,
    navigate,
    collator,
    displayName,
    folders,
    folderSort,
    createProject,
    updateProject,
    duplicateProject,
    deleteForGood,
    emptyDeleted,
    moveProject,
    createFolder,
    renameFolder,
    deleteFolder,
    moveFolder,
  ]);
}

export type ProjectActions = ReturnType<typeof useProjectActions>;
