import { checkUploadKey, ServiceError } from '@atelier/platform';
import { callerOf, canRead, isUuid } from '../access';
import type { RpcFactory } from '../dependencies';
import { fileMessage } from '../mapping';
import { assertWithinStorageQuota, storageQuotaBytesFromEnvironment } from '../quota';

// The refusals of an upload's owner, each with its own reason for the web app's texts. A
// project the caller cannot see answers like a missing one, so ids reveal nothing.
export const fileOwnerRefusals = {
  projectNotFound: () =>
    new ServiceError('NOT_FOUND', 'Project not found.', { reason: 'file_project_not_found' }),
  projectNotOwned: () =>
    new ServiceError('PERMISSION_DENIED', 'Only the owner can add files to this project.', {
      reason: 'file_project_owner_only',
    }),
  templateNotFound: () =>
    new ServiceError('NOT_FOUND', 'Template not found.', { reason: 'file_template_not_found' }),
  ownerMissing: () =>
    new ServiceError('INVALID_ARGUMENT', 'A file belongs to either a project or a template.', {
      reason: 'file_owner_missing',
    }),
};

/**
 * POST /file/create: records a file the gateway stored and checked (extension, content, size,
 * pixels) for one of the caller's own projects, within the caller's storage quota. The project
 * is checked and locked against deletion, the quota counted and the file recorded in one
 * transaction. When this refuses, the gateway deletes the blob it stored.
 *
 * Files for a template: templates are created, edited and published by the template service,
 * which cannot yet say who may write one (creating and editing templates are not built), so no
 * caller may write any template and every template id is refused like a missing one.
 */
export const createFile: RpcFactory<'createFile'> = (dependencies) => {
  const quotaBytes = storageQuotaBytesFromEnvironment();
  return async (request, context) => {
    const userId = callerOf(context);
    if ((request.projectId === undefined) === (request.templateId === undefined))
      throw fileOwnerRefusals.ownerMissing();
    if (request.templateId !== undefined) throw fileOwnerRefusals.templateNotFound();
    const projectId = request.projectId!;
    if (!isUuid(projectId)) throw fileOwnerRefusals.projectNotFound();
    const content = request.content;
    const blobKey = checkUploadKey(content?.blobKey, 'files');
    const name = (content?.name ?? '').trim().slice(0, 255) || 'file';
    const size = Math.max(0, Number(content?.sizeBytes ?? 0));

    const fileId = await dependencies.sql.transaction(async (transaction) => {
      // FOR SHARE keeps the project from being deleted until the file is recorded.
      const projects = await transaction.query<{ ownerId: string; visibility: string; state: string }>(
        `SELECT owner_id AS "ownerId", visibility, state FROM "project"."projects" WHERE id = $1 FOR SHARE`,
        [projectId],
      );
      const project = projects.rows[0];
      if (!project || !canRead(project, userId)) throw fileOwnerRefusals.projectNotFound();
      if (project.ownerId !== userId) throw fileOwnerRefusals.projectNotOwned();
      await assertWithinStorageQuota(transaction, userId, blobKey, size, quotaBytes);
      const inserted = await transaction.query<{ id: string }>(
        `INSERT INTO "project"."files" (owner_id, project_id, blob_key, name, content_type, size, width, height)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          userId,
          projectId,
          blobKey,
          name,
          content?.contentType || 'application/octet-stream',
          size,
          request.width ?? null,
          request.height ?? null,
        ],
      );
      return inserted.rows[0]!.id;
    });
    const row = await dependencies.prisma.file.findUniqueOrThrow({ where: { id: fileId } });
    return { file: fileMessage(row) };
  };
};
