/**
 * Queries read on hot paths, written as SQL so the benchmark can send the very same text
 * straight to PostgreSQL and compare.
 */
import { categories, editions, projectStates, visibilities } from './mapping';

/** The columns of a project row (as Prisma names them) plus its current version's preview. */
const projectColumns = `p.id, p.owner_id AS "ownerId", p.name, p.state, p.environment, p.visibility, p.category,
  p.tags, p.folder_id AS "folderId", p.milestone, p.clone_of AS "cloneOf",
  p.current_project_version_id AS "currentProjectVersionId",
  p.template_project_version_id AS "templateProjectVersionId", p.created_at AS "createdAt",
  p.modified_at AS "modifiedAt", p.deleted_at AS "deletedAt", v.preview_blob_key AS "previewBlobKey"`;

/** One owner's projects in the given states, optionally only those in no folder. */
const ownedProjects = `FROM "project"."projects" p
  LEFT JOIN "project"."project_versions" v ON v.id = p.current_project_version_id
 WHERE p.owner_id = $1 AND p.state = ANY($2::text[]) AND (NOT $3::boolean OR p.folder_id IS NULL)`;

/**
 * GET /project/read-all: one owner's projects in the given states, optionally only those in no
 * folder, most recently modified first. Parameters: owner id, states (text[]), exclude folders.
 */
export const listProjectsQuery = `SELECT ${projectColumns}
  ${ownedProjects}
 ORDER BY p.modified_at DESC, p.id`;

/** A stored word when it is one of `words`, else JSON null (as the REST API shows an unknown one). */
const knownWord = (column: string, words: readonly string[]) =>
  `CASE WHEN ${column} = ANY(ARRAY[${words.map((word) => `'${word}'`).join(', ')}]) THEN ${column} END`;

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds). */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * GET /project/read-all answered by the database: the same projects in the same order as
 * `listProjectsQuery`, as one JSON array in the REST API's shape (the gateway's presentProject),
 * so a thousand projects cross the service hop as one text instead of a thousand messages built,
 * encoded, decoded and presented again. Same parameters; one row with one column, `projects`.
 */
export const listProjectsJsonQuery = `SELECT coalesce(json_agg(json_build_object(
    'id', p.id,
    'owner_id', p.owner_id,
    'name', p.name,
    'state', ${knownWord('p.state', Object.keys(projectStates))},
    'environment', ${knownWord('p.environment', Object.keys(editions))},
    'visibility', ${knownWord('p.visibility', Object.keys(visibilities))},
    'category', ${knownWord('p.category', Object.keys(categories))},
    'tags', p.tags,
    'folder', p.folder_id,
    'created_at', ${isoTime('p.created_at')},
    'modified_at', ${isoTime('p.modified_at')},
    'deleted_at', ${isoTime('p.deleted_at')},
    'current_project_version_id', p.current_project_version_id,
    'template_project_version_id', p.template_project_version_id,
    'clone_of', p.clone_of,
    'milestone', p.milestone,
    'preview', CASE WHEN v.preview_blob_key <> '' AND p.current_project_version_id IS NOT NULL
                    THEN '/project/version/' || p.current_project_version_id || '/preview' END
  ) ORDER BY p.modified_at DESC, p.id), '[]')::text AS projects
  ${ownedProjects}`;

/** One project with its current version's preview; parameter: project id. */
export const projectWithPreviewQuery = `SELECT ${projectColumns}
  FROM "project"."projects" p
  LEFT JOIN "project"."project_versions" v ON v.id = p.current_project_version_id
 WHERE p.id = $1`;
