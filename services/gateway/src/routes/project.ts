import { ServiceError } from '@atelier/platform';
import { z } from 'zod';
import type { ServiceClients } from '../clients';
import { plannedRoutes } from '../planned';
import { categoryNames, editionNames, presentProject } from '../presenters';
import { parseQuery, queryTypes } from '../query';
import type { Route } from '../routing';

const editions = Object.keys(editionNames) as [string, ...string[]];
const categories = Object.keys(categoryNames) as [string, ...string[]];

export function projectRoutes(clients: ServiceClients): Route[] {
  return [
    {
      // The gallery: public projects of one edition, optionally of one category or tag.
      method: 'get',
      path: '/project/public',
      access: 'public',
      async handle(request) {
        const query = parseQuery(
          {
            environment: z
              .enum(editions, { message: `environment must be one of ${editions.join(', ')}` })
              .optional(),
            category: z
              .enum(categories, { message: `category must be one of ${categories.join(', ')}` })
              .optional(),
            tag: queryTypes.text(100),
            limit: queryTypes.limit(50, 200),
            offset: queryTypes.offset(),
          },
          request.query,
        );
        const answer = await clients.project.listPublicProjects({
          environment: query.environment ? editionNames[query.environment] : undefined,
          category: query.category ? categoryNames[query.category] : undefined,
          tag: query.tag ?? '',
          limit: query.limit,
          offset: query.offset,
        });
        return { projects: answer.projects.map(presentProject), total: answer.total };
      },
    },
    {
      method: 'get',
      path: '/project/:id',
      access: 'caller',
      async handle(request) {
        const id = String(request.params.id);
        if (!z.uuid().safeParse(id).success) throw new ServiceError('NOT_FOUND', 'Project not found.');
        const answer = await clients.project.getProject({ projectId: id });
        return presentProject(answer.project!);
      },
    },
    ...plannedRoutes([
      ['get', '/project/read-all', 'caller'],
      ['get', '/project/version/:projectId', 'caller'],
      ['patch', '/project/version/:id', 'caller'],
      ['get', '/project/version/:id/nodegraph', 'caller'],
      ['delete', '/project/delete', 'caller'],
      ['delete', '/project/delete/all', 'caller'],
      ['post', '/project/:id', 'caller'],
      ['post', '/project/:id/duplicate', 'caller'],
      ['post', '/project/version/:id/duplicate', 'caller'],
      ['post', '/project/version/create/new', 'caller'],
      ['post', '/project/version/create/:projectId', 'caller'],
      ['put', '/project/version/:id/preview', 'caller'],
      ['post', '/project/:id/node-previews', 'caller'],
      ['post', '/file/create', 'caller'],
      ['get', '/file/:id', 'caller'],
      ['get', '/file/:id/face-detection', 'caller'],
      ['delete', '/file/:id', 'caller'],
      ['post', '/file/:id/duplicate', 'caller'],
      ['post', '/edenai/background-removal', 'caller'],
      ['get', '/assets/external', 'caller'],
      ['get', '/assets/external/:id', 'caller'],
      ['get', '/folder', 'caller'],
      ['get', '/folder/:id', 'caller'],
      ['post', '/folder', 'caller'],
      ['post', '/folder/:id/child', 'caller'],
      ['put', '/folder/:id', 'caller'],
      ['delete', '/folder/project/:id', 'caller'],
      ['delete', '/folder/:id', 'caller'],
      ['post', '/folder/:folderId/project/:projectId', 'caller'],
      ['delete', '/folder/:folderId/project/:projectId', 'caller'],
      ['post', '/folder/:id/parent/:parentId', 'caller'],
      ['delete', '/folder/:id/parent', 'caller'],
      ['get', '/images/search', 'caller'],
    ]),
  ];
}
