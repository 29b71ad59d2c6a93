import type { ServiceClients } from '../clients';
import { plannedRoutes } from '../planned';
import { presentTemplate } from '../presenters';
import { parseQuery, queryTypes } from '../query';
import type { Route } from '../routing';

export function templateRoutes(clients: ServiceClients): Route[] {
  return [
    {
      // The marketplace: published templates, filtered by category or type and free text.
      method: 'get',
      path: '/templates',
      access: 'public',
      async handle(request) {
        const query = parseQuery(
          {
            category: queryTypes.text(60),
            type: queryTypes.text(60),
            search: queryTypes.text(200),
            exclude_own_templates: queryTypes.flag(),
          },
          request.query,
        );
        const answer = await clients.template.listTemplates({
          category: query.category ?? '',
          type: query.type ?? '',
          search: query.search ?? '',
          excludeOwnTemplates: query.exclude_own_templates,
          limit: 0,
          offset: 0,
        });
        return { templates: answer.templates.map(presentTemplate) };
      },
    },
    ...plannedRoutes([
      ['post', '/templates', 'admin'],
      ['get', '/templates/user', 'caller'],
      ['post', '/templates/buy', 'caller'],
      ['post', '/templates/acquire', 'caller'],
      ['get', '/templates/:id', 'public'],
      ['put', '/templates/:id', 'admin'],
      ['post', '/templates/:templateId/project/:projectId', 'admin'],
      ['delete', '/templates/:templateId/project/:projectId', 'admin'],
      ['post', '/templates/:templateId/project/:projectId/publish', 'admin'],
      ['get', '/order/:id', 'caller'],
      ['get', '/user-template', 'caller'],
      ['get', '/user-template/:id', 'caller'],
      ['put', '/user-template/:id', 'caller'],
      ['put', '/user-template/:id/project/version/:versionId', 'caller'],
    ]),
  ];
}
