import {
  editingSessionPattern,
  editions as editionList,
  nodegraphHeaders,
  projectCategories,
  uploadLimits,
  visibilities as visibilityList,
} from '@atelier/contracts';
import { ServiceError, type BlobStore } from '@atelier/platform';
import { project } from '@atelier/proto';
import { z } from 'zod';
import { sendBlob } from '../blob-response';
import type { ServiceClients } from '../clients';
import {
  categoryNames,
  editionNames,
  presentProject,
  presentProjectVersion,
  previewPath,
  projectStateNames,
  visibilityNames,
} from '../presenters';
import { parseQuery, queryTypes } from '../query';
import { parseCheckedJson } from '../middleware/input-rules';
import type { Route } from '../routing';
import { pngFileType } from '../uploads/file-types';
import { discardUpload, receiveMultipart, type ReceivedMultipart } from '../uploads/multipart';
import { fileRoutes } from './file';
import { folderRoutes } from './folder';
import { notFoundMessages, pathId } from './ids';

const editions = [...editionList] as [string, ...string[]];
const categories = [...projectCategories] as [string, ...string[]];

const copyMode = z
  .enum(['all', 'latest'], { message: 'project_versions must be all or latest' })
  .default('all')
  .transform((mode) => (mode === 'all' ? project.VersionCopyMode.ALL : project.VersionCopyMode.LATEST));

const createProjectBody = z.object({
  name: z.string().max(200).default(''),
  folder_id: z.uuid({ message: 'folder_id must be a folder id' }).optional(),
  template_project_version_id: z.uuid().optional(),
});

const updateProjectBody = z
  .object({
    state: z
      .enum(['active', 'draft', 'deleted'], { message: 'state must be active, draft or deleted' })
      .optional(),
    name: z.string().max(200).optional(),
    visibility: z
      .enum([...visibilityList], { message: 'visibility must be public, shared or private' })
      .optional(),
    category: z
      .enum(categories, { message: `category must be one of ${categories.join(', ')}` })
      .nullable()
      .optional(),
    environment: z
      .enum(editions, { message: `environment must be one of ${editions.join(', ')}` })
      .optional(),
    tags: z.array(z.string().max(40)).max(20).optional(),
    current_project_version_id: z.uuid().optional(),
  })
  .strict();

const duplicateBody = z.object({ name: z.string().max(200).optional() });
const deleteBody = z.object({
  project_ids: z.array(z.string()).min(1, 'project_ids must name at least one project').max(1000),
});
const updateVersionBody = z
  .object({ name: z.string().max(200).optional(), milestone: z.boolean().optional() })
  .strict();

/** The text fields of a save besides name, milestone and encrypted, which are read as they come. */
const versionFields = z.object({
  editing_session: z
    .string()
    .refine((value) => value === '' || editingSessionPattern.test(value), {
      message: 'editing_session must be at most 64 letters, digits, "-" or "_"',
    })
    .optional()
    .transform((value) => value ?? ''),
});

/** The spec's texts for saving (section 8) would not say which part was missing, so ours do. */
const uploadProblem = (message: string) => new ServiceError('INVALID_ARGUMENT', message);

/** GET /project/read-all's answer around the list the project service presented. */
const projectsOpening = Buffer.from('{"projects":');
const projectsClosing = Buffer.from('}');

function isNodegraphPart(field: string, filename: string) {
  return field === 'nodegraph' || filename === 'nodegraph.json';
}
function isPresetsPart(field: string, filename: string) {
  return field === 'presets' || filename === 'presets.json';
}

/** Runs a service call that takes over an upload's blobs; if it fails, they are removed. */
async function handOver<T>(blobs: BlobStore, upload: ReceivedMultipart, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    await discardUpload(blobs, upload);
    throw error;
  }
}

export function projectRoutes(clients: ServiceClients, blobs: BlobStore): Route[] {
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
        return { projects: answer.projects.map(presentProject), total: answer.total, tags: answer.tags };
      },
    },
    {
      method: 'get',
      path: '/project/read-all',
      access: 'caller',
      async handle(request, response) {
        const query = parseQuery(
          {
            state: z
              .enum(['active', 'draft', 'deleted', 'duplicating'], {
                message: 'state must be active, draft, deleted or duplicating',
              })
              .optional(),
            exclude_folders: queryTypes.flag(),
          },
          request.query,
        );
        // The list comes presented already (each project as presentProject shows it), one text
        // passed on as it is: a thousand projects are not decoded and encoded again here.
        const answer = await clients.project.listProjects({
          state: query.state ? projectStateNames[query.state] : undefined,
          excludeFolders: query.exclude_folders,
          asJson: true,
        });
        if (answer.projectsJson.length === 0) return { projects: answer.projects.map(presentProject) };
        // Written in three pieces, not joined into a fourth copy of the list, and without the
        // body hash an ETag would cost: the list is a user's own, asked for fresh each time.
        response
          .status(200)
          .type('application/json')
          .setHeader(
            'Content-Length',
            projectsOpening.length + answer.projectsJson.length + projectsClosing.length,
          );
        if (request.method === 'HEAD') {
          response.end();
          return undefined;
        }
        response.write(projectsOpening);
        response.write(answer.projectsJson);
        response.end(projectsClosing);
        return undefined;
      },
    },
    {
      method: 'get',
      path: '/project/:id',
      access: 'public',
      async handle(request) {
        const answer = await clients.project.getProject({
          projectId: pathId(request.params.id, notFoundMessages.project),
        });
        return presentProject(answer.project!);
      },
    },
    {
      method: 'post',
      path: '/project/version/create/new',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const query = parseQuery(
          {
            environment: z
              .enum(editions, { message: `environment must be one of ${editions.join(', ')}` })
              .default('pro'),
            state: z
              .enum(['active', 'draft'], { message: 'state must be active or draft' })
              .default('active'),
          },
          request.query,
        );
        const body = createProjectBody.parse(request.body ?? {});
        const answer = await clients.project.createProject({
          environment: editionNames[query.environment]!,
          state: projectStateNames[query.state]!,
          name: body.name,
          folderId: body.folder_id,
          templateProjectVersionId: body.template_project_version_id,
        });
        return { project: presentProject(answer.project!), version: presentProjectVersion(answer.version!) };
      },
    },
    {
      method: 'post',
      path: '/project/:id',
      access: 'caller',
      async handle(request) {
        const projectId = pathId(request.params.id, notFoundMessages.project);
        const body = updateProjectBody.parse(request.body ?? {});
        const answer = await clients.project.updateProject({
          projectId,
          state: body.state ? projectStateNames[body.state] : undefined,
          name: body.name,
          visibility: body.visibility ? visibilityNames[body.visibility] : undefined,
          category:
            body.category === undefined
              ? undefined
              : body.category === null
                ? project.ProjectCategory.UNSPECIFIED
                : categoryNames[body.category],
          environment: body.environment ? editionNames[body.environment] : undefined,
          tags: body.tags ?? [],
          replaceTags: body.tags !== undefined,
          currentProjectVersionId: body.current_project_version_id,
        });
        return presentProject(answer.project!);
      },
    },
    {
      method: 'post',
      path: '/project/:id/duplicate',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const projectId = pathId(request.params.id, notFoundMessages.project);
        const query = parseQuery({ project_versions: copyMode }, request.query);
        const body = duplicateBody.parse(request.body ?? {});
        const answer = await clients.project.duplicateProject({
          projectId,
          projectVersions: query.project_versions,
          name: body.name,
        });
        return presentProject(answer.project!);
      },
    },
    {
      method: 'post',
      path: '/project/version/:id/duplicate',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const versionId = pathId(request.params.id, notFoundMessages.version);
        const query = parseQuery({ project_versions: copyMode }, request.query);
        const body = duplicateBody.parse(request.body ?? {});
        const answer = await clients.project.duplicateProjectVersion({
          projectVersionId: versionId,
          projectVersions: query.project_versions,
          name: body.name,
        });
        return presentProject(answer.project!);
      },
    },
    {
      // Permanent and irreversible: the web app asks for confirmation first.
      method: 'delete',
      path: '/project/delete',
      access: 'caller',
      async handle(request) {
        const body = deleteBody.parse(request.body ?? {});
        const answer = await clients.project.deleteProjects({ projectIds: body.project_ids });
        return { deleted_count: answer.deletedCount };
      },
    },
    {
      method: 'delete',
      path: '/project/delete/all',
      access: 'caller',
      async handle() {
        const answer = await clients.project.deleteAllDeletedProjects({});
        return { deleted_count: answer.deletedCount };
      },
    },
    {
      method: 'get',
      path: '/project/version/:projectId',
      access: 'caller',
      async handle(request) {
        const projectId = pathId(request.params.projectId, notFoundMessages.project);
        const query = parseQuery(
          { limit: queryTypes.limit(20, 100), offset: queryTypes.offset() },
          request.query,
        );
        const answer = await clients.project.listProjectVersions({
          projectId,
          limit: query.limit,
          offset: query.offset,
        });
        return {
          versions: answer.versions.map(presentProjectVersion),
          total: answer.total,
          current_project_version_id: answer.currentProjectVersionId ?? null,
        };
      },
    },
    {
      method: 'patch',
      path: '/project/version/:id',
      access: 'caller',
      async handle(request) {
        const versionId = pathId(request.params.id, 'Project version not found when updating it.');
        const body = updateVersionBody.parse(request.body ?? {});
        const answer = await clients.project.updateProjectVersion({
          projectVersionId: versionId,
          name: body.name,
          milestone: body.milestone,
        });
        return presentProjectVersion(answer.version!);
      },
    },
    {
      // The graph file as stored, with the project, version and current version ids as headers.
      method: 'get',
      path: '/project/version/:id/nodegraph',
      access: 'public',
      async handle(request, response) {
        const versionId = pathId(request.params.id, notFoundMessages.version);
        const answer = await clients.project.getProjectVersionNodegraph({ projectVersionId: versionId });
        response.status(200);
        response.setHeader(
          'Content-Type',
          answer.encrypted ? 'application/octet-stream' : 'application/json',
        );
        response.setHeader('Content-Disposition', 'attachment; filename="nodegraph.json"');
        response.setHeader('Cache-Control', 'private, no-cache');
        response.setHeader(nodegraphHeaders.projectId, answer.projectId);
        response.setHeader(nodegraphHeaders.projectVersionId, answer.projectVersionId);
        response.setHeader(nodegraphHeaders.currentProjectVersionId, answer.currentProjectVersionId);
        response.setHeader(nodegraphHeaders.encrypted, String(answer.encrypted));
        response.end(Buffer.from(answer.content));
      },
    },
    {
      // Saves the multipart nodegraph.json (and presets.json) as the project's new version. The
      // graph part's type says what it is: application/json plain, anything else encrypted.
      method: 'post',
      path: '/project/version/create/:projectId',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const projectId = pathId(request.params.projectId, notFoundMessages.project);
        const upload = await receiveMultipart(request, blobs, {
          maxFiles: 2,
          policyFor(field, filename) {
            if (isNodegraphPart(field, filename))
              return {
                destination: { blobPrefix: 'uploads' },
                maxBytes: uploadLimits.nodegraphBytes,
                maxPixels: 0,
              };
            if (isPresetsPart(field, filename))
              return { destination: 'memory', maxBytes: uploadLimits.presetsBytes, maxPixels: 0 };
            return null;
          },
        });
        try {
          const { editing_session: editingSession } = versionFields.parse(upload.fields);
          const nodegraph = upload.files.find((file) => isNodegraphPart(file.field, file.filename));
          if (!nodegraph?.blob) throw uploadProblem('The upload holds no nodegraph.json.');
          const presetsPart = upload.files.find((file) => isPresetsPart(file.field, file.filename));
          // Parsed under the same rule as a JSON body: no control characters, bounded nesting.
          const presets: unknown =
            presetsPart?.bytes && presetsPart.bytes.length > 0
              ? parseCheckedJson(presetsPart.bytes.toString('utf8'), 'presets.json')
              : {};
          const declared = (upload.fields.encrypted ?? '').toLowerCase();
          const encrypted =
            declared === 'true'
              ? true
              : declared === 'false'
                ? false
                : nodegraph.declaredContentType !== 'application/json';
          const answer = await clients.project.createProjectVersion({
            projectId,
            nodegraph: {
              blobKey: nodegraph.blob.key,
              name: 'nodegraph.json',
              contentType: nodegraph.declaredContentType,
              sizeBytes: nodegraph.size,
            },
            encrypted,
            presets,
            name: upload.fields.name ?? '',
            milestone: upload.fields.milestone === 'true',
            editingSession,
          });
          return {
            version: presentProjectVersion(answer.version!),
            project: presentProject(answer.project!),
          };
        } finally {
          // The service keeps the graph's bytes with the version; the uploaded copy goes either way.
          await discardUpload(blobs, upload);
        }
      },
    },
    {
      method: 'put',
      path: '/project/version/:id/preview',
      access: 'caller',
      async handle(request) {
        const versionId = pathId(request.params.id, notFoundMessages.version);
        const upload = await receiveMultipart(request, blobs, {
          maxFiles: 1,
          policyFor: () => ({
            destination: { blobPrefix: 'previews' },
            maxBytes: uploadLimits.previewBytes,
            maxPixels: uploadLimits.imagePixels,
            fileType: pngFileType,
          }),
        });
        const preview = upload.files[0];
        if (!preview?.blob) throw uploadProblem('The upload holds no preview image.');
        const answer = await handOver(blobs, upload, () =>
          clients.project.setProjectVersionPreview({
            projectVersionId: versionId,
            preview: {
              blobKey: preview.blob!.key,
              name: 'preview.png',
              contentType: 'image/png',
              sizeBytes: preview.size,
            },
          }),
        );
        return presentProjectVersion(answer.version!);
      },
    },
    {
      // Each part is one node's PNG; the part's field name is the node id.
      method: 'post',
      path: '/project/:id/node-previews',
      access: 'caller',
      async handle(request) {
        const projectId = pathId(request.params.id, notFoundMessages.project);
        const query = parseQuery({ project_version_id: z.uuid().optional() }, request.query);
        const upload = await receiveMultipart(request, blobs, {
          maxFiles: uploadLimits.nodePreviewsPerRequest,
          policyFor: () => ({
            destination: { blobPrefix: 'node-previews' },
            maxBytes: uploadLimits.previewBytes,
            maxPixels: uploadLimits.imagePixels,
            fileType: pngFileType,
          }),
        });
        if (upload.files.length === 0) throw uploadProblem('The upload holds no node previews.');
        const answer = await handOver(blobs, upload, () =>
          clients.project.saveNodePreviews({
            projectId,
            projectVersionId: query.project_version_id,
            previews: upload.files.map((file) => ({
              nodeId: file.field,
              image: {
                blobKey: file.blob!.key,
                name: file.filename,
                contentType: 'image/png',
                sizeBytes: file.size,
              },
            })),
          }),
        );
        return {
          project_version_id: answer.projectVersionId,
          previews: answer.previews.map((preview) => ({
            node_id: preview.nodeId,
            name: preview.image?.name ?? '',
            url: `${previewPath(answer.projectVersionId)}/${encodeURIComponent(preview.nodeId)}`,
          })),
        };
      },
    },
    {
      method: 'get',
      path: '/project/version/:id/preview',
      access: 'public',
      async handle(request, response) {
        const versionId = pathId(request.params.id, notFoundMessages.version);
        const answer = await clients.project.getProjectVersionPreview({ projectVersionId: versionId });
        await sendBlob(
          response,
          blobs,
          { ...answer.image!, name: 'preview.png' },
          { cacheControl: 'private, no-cache' },
        );
      },
    },
    {
      method: 'get',
      path: '/project/version/:id/preview/:nodeId',
      access: 'public',
      async handle(request, response) {
        const versionId = pathId(request.params.id, notFoundMessages.version);
        const answer = await clients.project.getProjectVersionPreview({
          projectVersionId: versionId,
          nodeId: String(request.params.nodeId),
        });
        await sendBlob(response, blobs, answer.image!, { cacheControl: 'private, no-cache' });
      },
    },
    ...folderRoutes(clients),
    ...fileRoutes(clients, blobs),
  ];
}
