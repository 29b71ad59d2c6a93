import type {
  AcquireTemplateAnswer,
  BuyTemplateAnswer,
  BuyTemplateBody,
  AcquireTemplateBody,
  ProjectJson,
  TemplateFieldsBody,
  UpdateUserTemplateBody,
} from '@atelier/contracts';
import { atelierApi } from '../../app/api';
import type {
  CheckoutSessionJson,
  TemplateOrderJson,
  OwnTemplateFilter,
  TemplateJson,
  UserTemplateJson,
} from './templateTypes';

/** The fields an administrator edits on a template (POST /templates, PUT /templates/{id}). */
export type TemplateFields = Required<Omit<TemplateFieldsBody, 'state'>>;

/** One subscription as GET /stripe/subscriptions lists it. */
export interface SubscriptionJson {
  id: string;
  product_identifier: string;
  status: string;
}

/** Reads `{ key: value }` answers and bare values alike. */
function field<T>(key: string) {
  return (body: unknown): T =>
    (typeof body === 'object' && body !== null && key in body
      ? (body as Record<string, unknown>)[key]
      : body) as T;
}

/**
 * The template marketplace's calls (spec section 7) injected into the app's one API. Lists are
 * cached under tags and fetched again after any change that can alter them.
 */
export const templatesApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['Templates', 'UserTemplates', 'Projects'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listTemplates: build.query<TemplateJson[], { category?: string; search?: string } | void>({
        query: (argument) => ({
          url: '/templates',
          params: {
            ...(argument?.category ? { category: argument.category } : {}),
            ...(argument?.search ? { search: argument.search } : {}),
          },
        }),
        transformResponse: field<TemplateJson[]>('templates'),
        providesTags: ['Templates'],
      }),
      getTemplate: build.query<TemplateJson, string>({
        query: (id) => `/templates/${encodeURIComponent(id)}`,
        transformResponse: field<TemplateJson>('template'),
        providesTags: ['Templates'],
        extraOptions: { expectedStatuses: [400, 404] },
      }),
      listOwnTemplates: build.query<TemplateJson[], OwnTemplateFilter>({
        query: (state) => ({ url: '/templates/user', params: { state } }),
        transformResponse: field<TemplateJson[]>('templates'),
        providesTags: ['Templates'],
      }),
      createTemplate: build.mutation<TemplateJson, TemplateFields>({
        query: (fields) => ({ url: '/templates', method: 'POST', body: fields }),
        transformResponse: field<TemplateJson>('template'),
        invalidatesTags: ['Templates'],
        extraOptions: { expectedStatuses: [400] },
      }),
      updateTemplate: build.mutation<TemplateJson, { id: string; fields: TemplateFieldsBody }>({
        query: ({ id, fields }) => ({
          url: `/templates/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: fields,
        }),
        transformResponse: field<TemplateJson>('template'),
        invalidatesTags: ['Templates'],
        extraOptions: { expectedStatuses: [400, 404] },
      }),
      attachProject: build.mutation<TemplateJson, { templateId: string; projectId: string }>({
        query: ({ templateId, projectId }) => ({
          url: `/templates/${encodeURIComponent(templateId)}/project/${encodeURIComponent(projectId)}`,
          method: 'POST',
        }),
        transformResponse: field<TemplateJson>('template'),
        invalidatesTags: ['Templates'],
        extraOptions: { expectedStatuses: [400, 404, 409] },
      }),
      detachProject: build.mutation<TemplateJson, { templateId: string; projectId: string }>({
        query: ({ templateId, projectId }) => ({
          url: `/templates/${encodeURIComponent(templateId)}/project/${encodeURIComponent(projectId)}`,
          method: 'DELETE',
        }),
        transformResponse: field<TemplateJson>('template'),
        invalidatesTags: ['Templates'],
        extraOptions: { expectedStatuses: [400, 404] },
      }),
      publishProject: build.mutation<TemplateJson, { templateId: string; projectId: string }>({
        query: ({ templateId, projectId }) => ({
          url: `/templates/${encodeURIComponent(templateId)}/project/${encodeURIComponent(projectId)}/publish`,
          method: 'POST',
        }),
        transformResponse: field<TemplateJson>('template'),
        invalidatesTags: ['Templates'],
        extraOptions: { expectedStatuses: [400, 404, 409] },
      }),
      acquireTemplate: build.mutation<UserTemplateJson, AcquireTemplateBody>({
        query: (body) => ({ url: '/templates/acquire', method: 'POST', body }),
        transformResponse: (answer: AcquireTemplateAnswer) => answer.user_template,
        invalidatesTags: ['Templates', 'UserTemplates', 'Projects'],
        extraOptions: { expectedStatuses: [400, 403, 404, 409] },
      }),
      buyTemplate: build.mutation<BuyTemplateAnswer, BuyTemplateBody>({
        query: (body) => ({ url: '/templates/buy', method: 'POST', body }),
        extraOptions: { expectedStatuses: [400, 403, 404, 409] },
      }),
      getOrder: build.query<TemplateOrderJson, string>({
        query: (id) => `/order/${encodeURIComponent(id)}`,
        transformResponse: field<TemplateOrderJson>('order'),
        keepUnusedDataFor: 0,
        extraOptions: { expectedStatuses: [404] },
      }),
      checkoutSession: build.query<CheckoutSessionJson, string>({
        query: (id) => `/stripe/checkout_session/${encodeURIComponent(id)}`,
        transformResponse: field<CheckoutSessionJson>('checkout_session'),
        keepUnusedDataFor: 0,
        extraOptions: { expectedStatuses: [400, 404] },
      }),
      listUserTemplates: build.query<UserTemplateJson[], void>({
        query: () => '/user-template',
        transformResponse: field<UserTemplateJson[]>('user_templates'),
        providesTags: ['UserTemplates'],
      }),
      updateUserTemplate: build.mutation<UserTemplateJson, { id: string; changes: UpdateUserTemplateBody }>({
        query: ({ id, changes }) => ({
          url: `/user-template/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: changes,
        }),
        transformResponse: field<UserTemplateJson>('user_template'),
        invalidatesTags: ['UserTemplates', 'Templates'],
        extraOptions: { expectedStatuses: [400, 404] },
      }),
      subscriptions: build.query<SubscriptionJson[], void>({
        query: () => '/stripe/subscriptions',
        transformResponse: field<SubscriptionJson[]>('subscriptions'),
      }),
      adminProjects: build.query<ProjectJson[], void>({
        query: () => ({ url: '/project/read-all', params: { exclude_folders: true } }),
        transformResponse: (body: { projects: ProjectJson[] }) => body.projects,
        providesTags: ['Projects'],
      }),
    }),
  });

export const {
  useListTemplatesQuery,
  useGetTemplateQuery,
  useListOwnTemplatesQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useAttachProjectMutation,
  useDetachProjectMutation,
  usePublishProjectMutation,
  useAcquireTemplateMutation,
  useBuyTemplateMutation,
  useGetOrderQuery,
  useCheckoutSessionQuery,
  useListUserTemplatesQuery,
  useLazyListUserTemplatesQuery,

  useUpdateUserTemplateMutation,
  useSubscriptionsQuery,
  useAdminProjectsQuery,
} = templatesApi;
