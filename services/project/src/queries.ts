/**
 * Queries read on hot paths, written as SQL so the benchmark can send the very same text
 * straight to PostgreSQL and compare.
 */

/** The columns of a project row (as Prisma names them) plus its current version's preview. */
const projectColumns = `p.id, p.owner_id AS "ownerId", p.name, p.state, p.environment, p.visibility, p.category,
  p.tags, p.folder_id AS "folderId", p.milestone, p.clone_of AS "cloneOf",
  p.current_project_version_id AS "currentProjectVersionId",
  p.template_project_version_id AS "templateProjectVersionId", p.created_at AS "createdAt",
  p.modified_at AS "modifiedAt", p.deleted_at AS "deletedAt", v.preview_blob_key AS "previewBlobKey"`;

/**
 * GET /project/read-all: one owner's projects in the given states, optionally only those in no
 * folder, most recently modified first. Parameters: owner id, states (text[]), exclude folders.
 */
export const listProjectsQuery = `SELECT ${projectColumns}
  FROM "project"."projects" p
  LEFT JOIN "project"."project_versions" v ON v.id = p.current_project_version_id
 WHERE p.owner_id = $1 AND p.state = ANY($2::text[]) AND (NOT $3::boolean OR p.folder_id IS NULL)
 ORDER BY p.modified_at DESC, p.id`;

/** One project with its current version's preview; parameter: project id. */
export const projectWithPreviewQuery = `SELECT ${projectColumns}
  FROM "project"."projects" p
  LEFT JOIN "project"."project_versions" v ON v.id = p.current_project_version_id
 WHERE p.id = $1`;
