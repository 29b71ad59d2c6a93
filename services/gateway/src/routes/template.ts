import {
  defaultTemplateCategory,
  licenseTypes,
  ownTemplateFilters,
  priceTierNames,
  templateCategories,
  templateStates,
  userTemplateStates,
} from '@atelier/contracts';
import { ServiceError } from '@atelier/platform';
import { z } from 'zod';
import type { ServiceClients } from '../clients';
import { parseQuery, queryTypes } from '../query';
import type { Route } from '../routing';
import {
  ownTemplateFilterNames,
  presentTemplate,
  presentTemplateOrder,
  presentUserTemplate,
  templateStateNames,
  userTemplateStateNames,
} from '../template-presenters';

const categories = [...templateCategories, defaultTemplateCategory] as [string, ...string[]];
const tiers = [...priceTierNames] as [string, ...string[]];
const uuid = z.uuid();

/** A path id must be a UUID; anything else is a malformed request naming the parameter. */
function idParameter(value: unknown, field: string): string {
  const id = String(value);
  if (!uuid.safeParse(id).success) {
    const message = `${field} must be a UUID`;
    throw new ServiceError('INVALID_ARGUMENT', `Invalid request: ${message}`, {
      fields: { [field]: message },
    });
  }
  return id;
}

const oneOf = (field: string, values: readonly string[]) =>
  z.enum(values as [string, ...string[]], { message: `${field} must be one of ${values.join(', ')}` });

/** The editable fields of a template (snake_case, as TemplateJson spells them). */
const templateFields = {
  name: z.string().max(200, 'name must be at most 200 characters'),
  description: z.string().max(5000, 'description must be at most 5000 characters'),
  category: oneOf('category', categories),
  type: z.string().max(60, 'type must be at most 60 characters'),
  search: z.string().max(1000, 'search must be at most 1000 characters'),
  price_tier: oneOf('price_tier', tiers),
  license_type: oneOf('license_type', licenseTypes),
  requires_composer_subscription: z.boolean({
    message: 'requires_composer_subscription must be true or false',
  }),
  presets: z.json({ message: 'presets must be JSON' }),
};

const createTemplateBody = z
  .object({
    ...templateFields,
    name: templateFields.name.default(''),
    project_ids: z
      .array(z.uuid({ message: 'project_ids must hold project ids' }))
      .max(20, 'project_ids must name at most 20 projects')
      .default([]),
  })
  .partial({
    description: true,
    category: true,
    type: true,
    search: true,
    price_tier: true,
    license_type: true,
    requires_composer_subscription: true,
    presets: true,
  })
  .strict();

const updateTemplateBody = z
  .object({ ...templateFields, state: oneOf('state', templateStates) })
  .partial()
  .strict();

const buyBody = z
  .object({
    templateId: z.uuid({ message: 'templateId must be a template id' }),
    priceTier: oneOf('priceTier', tiers),
    returnUrl: z
      .url({ protocol: /^https?$/, message: 'returnUrl must be an absolute http or https URL' })
      .max(2000),
  })
  .strict();

const acquireBody = z
  .object({
    templateId: z.uuid({ message: 'templateId must be a template id' }),
    priceTier: oneOf('priceTier', tiers).default('free'),
  })
  .strict();

const updateUserTemplateBody = z
  .object({
    name: z.string().max(200, 'name must be at most 200 characters'),
    state: oneOf('state', userTemplateStates),
    project_version_id: z.uuid({ message: 'project_version_id must be a project version id' }),
  })
  .partial()
  .strict();

/** GET /templates' answer around the list the template service presented. */
const templatesOpening = Buffer.from('{"templates":');
const templatesClosing = Buffer.from('}');

const presetsBody = z.object({ presets: z.json({ message: 'presets must be JSON' }) }).strict();

export function templateRoutes(clients: ServiceClients): Route[] {
  return [
    {
      // The marketplace: published templates, filtered by category or type and free text.
      method: 'get',
      path: '/templates',
      access: 'public',
      async handle(request, response) {
        const query = parseQuery(
          {
            category: oneOf('category', categories).optional(),
            type: queryTypes.text(60),
            search: queryTypes.text(200),
            exclude_own_templates: queryTypes.flag(),
            limit: queryTypes.limit(100, 200),
            offset: queryTypes.offset(),
          },
          request.query,
        );
        const answer = await clients.template.listTemplates({
          category: query.category ?? '',
          type: query.type ?? '',
          search: query.search ?? '',
          excludeOwnTemplates: query.exclude_own_templates,
          limit: query.limit,
          offset: query.offset,
          asJson: true,
        });
        if (answer.templatesJson.length === 0) return { templates: answer.templates.map(presentTemplate) };
        // The page comes presented already (each template as presentTemplate shows it), one
        // text passed on as it is rather than decoded and encoded again here.
        response
          .status(200)
          .type('application/json')
          .setHeader(
            'Content-Length',
            templatesOpening.length + answer.templatesJson.length + templatesClosing.length,
          );
        if (request.method === 'HEAD') {
          response.end();
          return undefined;
        }
        response.write(templatesOpening);
        response.write(answer.templatesJson);
        response.end(templatesClosing);
        return undefined;
      },
    },
    {
      method: 'post',
      path: '/templates',
      access: 'admin',
      successStatus: 201,
      async handle(request) {
        const body = createTemplateBody.parse(request.body ?? {});
        const answer = await clients.template.createTemplate({
          name: body.name,
          description: body.description ?? '',
          category: body.category ?? '',
          type: body.type ?? '',
          search: body.search ?? '',
          priceTier: body.price_tier ?? '',
          licenseType: body.license_type ?? '',
          requiresComposerSubscription: body.requires_composer_subscription ?? false,
          projectIds: body.project_ids,
          presets: body.presets ?? {},
        });
        return presentTemplate(answer.template!);
      },
    },
    {
      // "My templates": created by the caller, deleted, acquired, or all of them.
      method: 'get',
      path: '/templates/user',
      access: 'caller',
      async handle(request) {
        const query = parseQuery({ state: oneOf('state', ownTemplateFilters).default('all') }, request.query);
        const answer = await clients.template.listOwnTemplates({
          state: ownTemplateFilterNames[query.state]!,
        });
        return { templates: answer.templates.map(presentTemplate) };
      },
    },
    {
      method: 'post',
      path: '/templates/buy',
      access: 'caller',
      async handle(request) {
        const body = buyBody.parse(request.body ?? {});
        const answer = await clients.template.buyTemplate({
          templateId: body.templateId,
          priceTier: body.priceTier,
          returnUrl: body.returnUrl,
        });
        return {
          order: presentTemplateOrder(answer.order!),
          checkout_session_id: answer.checkoutSessionId,
          checkout_url: answer.checkoutUrl,
        };
      },
    },
    {
      method: 'post',
      path: '/templates/acquire',
      access: 'caller',
      async handle(request) {
        const body = acquireBody.parse(request.body ?? {});
        const answer = await clients.template.acquireTemplate({
          templateId: body.templateId,
          priceTier: body.priceTier,
        });
        return { user_template: presentUserTemplate(answer.userTemplate!) };
      },
    },
    {
      method: 'get',
      path: '/templates/:id',
      access: 'public',
      async handle(request) {
        const answer = await clients.template.getTemplate({
          templateId: idParameter(request.params.id, 'id'),
        });
        return presentTemplate(answer.template!);
      },
    },
    {
      method: 'put',
      path: '/templates/:id',
      access: 'admin',
      async handle(request) {
        const templateId = idParameter(request.params.id, 'id');
        const body = updateTemplateBody.parse(request.body ?? {});
        const answer = await clients.template.updateTemplate({
          templateId,
          name: body.name,
          description: body.description,
          category: body.category,
          type: body.type,
          search: body.search,
          priceTier: body.price_tier,
          licenseType: body.license_type,
          requiresComposerSubscription: body.requires_composer_subscription,
          state: body.state ? templateStateNames[body.state as keyof typeof templateStateNames] : undefined,
          presets: body.presets ?? undefined,
        });
        return presentTemplate(answer.template!);
      },
    },
    {
      method: 'post',
      path: '/templates/:templateId/project/:projectId',
      access: 'admin',
      async handle(request) {
        const answer = await clients.template.addTemplateProject({
          templateId: idParameter(request.params.templateId, 'templateId'),
          projectId: idParameter(request.params.projectId, 'projectId'),
        });
        return presentTemplate(answer.template!);
      },
    },
    {
      method: 'delete',
      path: '/templates/:templateId/project/:projectId',
      access: 'admin',
      async handle(request) {
        const answer = await clients.template.removeTemplateProject({
          templateId: idParameter(request.params.templateId, 'templateId'),
          projectId: idParameter(request.params.projectId, 'projectId'),
        });
        return presentTemplate(answer.template!);
      },
    },
    {
      method: 'post',
      path: '/templates/:templateId/project/:projectId/publish',
      access: 'admin',
      async handle(request) {
        const answer = await clients.template.publishTemplate({
          templateId: idParameter(request.params.templateId, 'templateId'),
          projectId: idParameter(request.params.projectId, 'projectId'),
        });
        return presentTemplate(answer.template!);
      },
    },
    {
      method: 'get',
      path: '/order/:id',
      access: 'caller',
      async handle(request) {
        const answer = await clients.template.getOrder({ orderId: idParameter(request.params.id, 'id') });
        return presentTemplateOrder(answer.order!);
      },
    },
    {
      method: 'get',
      path: '/user-template',
      access: 'caller',
      async handle() {
        const answer = await clients.template.listUserTemplates({});
        return { user_templates: answer.userTemplates.map(presentUserTemplate) };
      },
    },
    {
      method: 'get',
      path: '/user-template/:id',
      access: 'caller',
      async handle(request) {
        const answer = await clients.template.getUserTemplate({
          userTemplateId: idParameter(request.params.id, 'id'),
        });
        return presentUserTemplate(answer.userTemplate!);
      },
    },
    {
      method: 'put',
      path: '/user-template/:id',
      access: 'caller',
      async handle(request) {
        const userTemplateId = idParameter(request.params.id, 'id');
        const body = updateUserTemplateBody.parse(request.body ?? {});
        const answer = await clients.template.updateUserTemplate({
          userTemplateId,
          name: body.name,
          state: body.state
            ? userTemplateStateNames[body.state as keyof typeof userTemplateStateNames]
            : undefined,
          projectVersionId: body.project_version_id,
        });
        return presentUserTemplate(answer.userTemplate!);
      },
    },
    {
      method: 'put',
      path: '/user-template/:id/project/version/:versionId',
      access: 'caller',
      async handle(request) {
        const userTemplateId = idParameter(request.params.id, 'id');
        const projectVersionId = idParameter(request.params.versionId, 'versionId');
        const body = presetsBody.parse(request.body ?? {});
        const answer = await clients.template.setUserTemplatePresets({
          userTemplateId,
          projectVersionId,
          presets: body.presets,
        });
        return presentUserTemplate(answer.userTemplate!);
      },
    },
  ];
}
