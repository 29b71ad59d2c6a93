import { uploadLimits } from '@atelier/contracts';
import { isServiceError, ServiceError, type BlobStore } from '@atelier/platform';
import { z } from 'zod';
import { sendBlob } from '../blob-response';
import { sendError } from '../errors';
import type { ServiceClients } from '../clients';
import { plannedRoutes } from '../planned';
import { presentFile } from '../presenters';
import { parseQuery, queryTypes } from '../query';
import type { Route } from '../routing';
import { fileTypeOfExtension } from '../uploads/file-types';
import { uploadErrors } from '../uploads/inspection';
import { discardUpload, receiveMultipart } from '../uploads/multipart';
import { notFoundMessages, pathId } from './ids';

const ownerFields = z
  .object({
    project_id: z.uuid({ message: 'project_id must be a project id' }).optional(),
    template_id: z.uuid({ message: 'template_id must be a template id' }).optional(),
  })
  .refine((fields) => (fields.project_id === undefined) !== (fields.template_id === undefined), {
    message: 'Send either project_id or template_id.',
  });
const duplicateBody = z.object({ project_id: z.uuid({ message: 'project_id must be a project id' }) });

const fileId = (value: unknown) => pathId(value, notFoundMessages.file);

/** Files uploaded for a project or a template (spec section 7). */
export function fileRoutes(clients: ServiceClients, blobs: BlobStore): Route[] {
  return [
    {
      // One file part, checked by extension and content, size and declared pixel count while
      // it streams to blob storage; project_id or template_id as a field.
      method: 'post',
      path: '/file/create',
      access: 'caller',
      successStatus: 201,
      async handle(request, response) {
        const upload = await receiveMultipart(request, blobs, {
          maxFiles: 1,
          policyFor: () => ({
            destination: { blobPrefix: 'files' },
            maxBytes: uploadLimits.fileBytes,
            maxPixels: uploadLimits.imagePixels,
            fileType(extension) {
              const type = fileTypeOfExtension(extension);
              if (!type) throw uploadErrors.extensionNotRecognised();
              return type;
            },
          }),
        });
        const file = upload.files[0];
        try {
          if (!file?.blob)
            throw new ServiceError('INVALID_ARGUMENT', 'The upload holds no file.', {
              reason: 'upload_empty',
            });
          const owner = ownerFields.parse(upload.fields);
          const answer = await clients.project.createFile({
            projectId: owner.project_id,
            templateId: owner.template_id,
            content: {
              blobKey: file.blob.key,
              name: file.filename || 'file',
              contentType: file.contentType,
              sizeBytes: file.size,
            },
            width: file.width,
            height: file.height,
          });
          return presentFile(answer.file!);
        } catch (error) {
          await discardUpload(blobs, upload);
          // The quota is the gRPC RESOURCE_EXHAUSTED, which is 429 elsewhere; but waiting does not
          // free space, so the upload is answered as content too large for what the user has left.
          if (isServiceError(error) && error.details?.reason === 'storage_quota_exceeded') {
            sendError(response, 413, error.code, error.message, error.details);
            return undefined;
          }
          throw error;
        }
      },
    },
    {
      method: 'get',
      path: '/file/:id',
      access: 'public',
      async handle(request, response) {
        const id = fileId(request.params.id);
        const query = parseQuery({ backgroundRemoval: queryTypes.flag() }, request.query);
        const answer = await clients.project.getFile({
          fileId: id,
          backgroundRemoval: query.backgroundRemoval,
        });
        const content = answer.content!;
        // A file's bytes never change under its id; who may read it can, so caches stay private.
        await sendBlob(response, blobs, content, { cacheControl: 'private, max-age=86400' });
      },
    },
    {
      method: 'delete',
      path: '/file/:id',
      access: 'caller',
      async handle(request) {
        await clients.project.deleteFile({ fileId: fileId(request.params.id) });
        return {};
      },
    },
    {
      method: 'post',
      path: '/file/:id/duplicate',
      access: 'caller',
      successStatus: 201,
      async handle(request) {
        const id = fileId(request.params.id);
        const body = duplicateBody.parse(request.body ?? {});
        const answer = await clients.project.duplicateFile({ fileId: id, projectId: body.project_id });
        return presentFile(answer.file!);
      },
    },
    ...plannedRoutes([
      ['get', '/file/:id/face-detection', 'caller'],
      ['post', '/edenai/background-removal', 'caller'],
      ['get', '/assets/external', 'caller'],
      ['get', '/assets/external/:id', 'caller'],
      ['get', '/images/search', 'caller'],
    ]),
  ];
}
