import { project } from '@atelier/proto';
import { z } from 'zod';
import type { ServiceClients } from '../clients';
import { presentFolder, presentProject } from '../presenters';
import { parseQuery, queryTypes } from '../query';
import type { Route } from '../routing';
import { notFoundMessages, pathId } from './ids';

const nameBody = z.object({
  name: z
    .string({ message: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(100, 'name has at most 100 characters'),
});
const updateBody = z
  .object({
    state: z.enum(['active', 'deleted'], { message: 'state must be active or deleted' }).optional(),
    name: z.string().trim().min(1, 'name is required').max(100, 'name has at most 100 characters').optional(),
  })
  .strict();
const folderStates = { active: project.FolderState.ACTIVE, deleted: project.FolderState.DELETED };

const folderId = (value: unknown) => pathId(value, notFoundMessages.folder);
const projectId = (value: unknown) => pathId(value, notFoundMessages.project);

/** Folders (spec section 7): nested, holding projects, each user's own. */
export function folderRoutes(clients: ServiceClients): Route[] {
  return [
    {
      method: 'get',
      path: '/folder',
      access: 'caller',
      async handle(request) {
        const query = parseQuery(
          { state: z.enum(['active', 'deleted'], { message: 'state must be active or deleted' }).optional() },
          request.query,
        );
        const answer = await clients.project.listFolders({
          state: query.state ? folderStates[query.state] : undefined,
        });
        return { folders: answer.folders.map(presentFolder) };
      },
    },
    {
      method: 'get',
      path: '/folder/:id',
      access: 'caller',
      async handle(request) {
        const answer = await clients.project.getFolder({ folderId: folderId(request.params.id) });
        return {
          folder: presentFolder(answer.folder!),
          child_folders: answer.childFolders.map(presentFolder),
          projects: answer.projects.map(presentProject),
        };
      },
    },
    {
      method: 'post',
      path: '/folder',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const body = nameBody.parse(request.body ?? {});
        return presentFolder((await clients.project.createFolder({ name: body.name })).folder!);
      },
    },
    {
      method: 'post',
      path: '/folder/:id/child',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const parentFolderId = folderId(request.params.id);
        const body = nameBody.parse(request.body ?? {});
        return presentFolder(
          (await clients.project.createFolder({ name: body.name, parentFolderId })).folder!,
        );
      },
    },
    {
      method: 'put',
      path: '/folder/:id',
      access: 'caller',
      async handle(request) {
        const id = folderId(request.params.id);
        const body = updateBody.parse(request.body ?? {});
        const answer = await clients.project.updateFolder({
          folderId: id,
          name: body.name,
          state: body.state ? folderStates[body.state] : undefined,
        });
        return presentFolder(answer.folder!);
      },
    },
    {
      // Removes the folder and its subfolders; include_projects=true sends their projects to
      // Recently Deleted, otherwise they stay, out of any folder.
      method: 'delete',
      path: '/folder/:id',
      access: 'caller',
      async handle(request) {
        const id = folderId(request.params.id);
        const query = parseQuery({ include_projects: queryTypes.flag() }, request.query);
        await clients.project.deleteFolder({ folderId: id, includeProjects: query.include_projects });
        return {};
      },
    },
    {
      method: 'post',
      path: '/folder/:folderId/project/:projectId',
      access: 'caller',
      async handle(request) {
        const answer = await clients.project.addProjectToFolder({
          folderId: folderId(request.params.folderId),
          projectId: projectId(request.params.projectId),
        });
        return presentFolder(answer.folder!);
      },
    },
    {
      method: 'delete',
      path: '/folder/:folderId/project/:projectId',
      access: 'caller',
      async handle(request) {
        const answer = await clients.project.removeProjectFromFolder({
          folderId: folderId(request.params.folderId),
          projectId: projectId(request.params.projectId),
        });
        return presentFolder(answer.folder!);
      },
    },
    {
      method: 'delete',
      path: '/folder/project/:id',
      access: 'caller',
      async handle(request) {
        const answer = await clients.project.clearProjectFolder({ projectId: projectId(request.params.id) });
        return presentProject(answer.project!);
      },
    },
    {
      method: 'post',
      path: '/folder/:id/parent/:parentId',
      access: 'caller',
      async handle(request) {
        const answer = await clients.project.setFolderParent({
          folderId: folderId(request.params.id),
          parentFolderId: folderId(request.params.parentId),
        });
        return presentFolder(answer.folder!);
      },
    },
    {
      method: 'delete',
      path: '/folder/:id/parent',
      access: 'caller',
      async handle(request) {
        const answer = await clients.project.clearFolderParent({ folderId: folderId(request.params.id) });
        return presentFolder(answer.folder!);
      },
    },
  ];
}
