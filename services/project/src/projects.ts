import { ServiceError } from '@atelier/platform';
import type { SqlClient } from '@atelier/platform';
import { projectNotFound } from './access';
import { projectMessage, type ProjectRow } from './mapping';
import { projectWithPreviewQuery } from './queries';

/** The project as the API returns it, with its current version's preview. */
export async function loadProjectMessage(sql: SqlClient, projectId: string) {
  const { rows } = await sql.query<ProjectRow>(projectWithPreviewQuery, [projectId]);
  const row = rows[0];
  if (!row) throw projectNotFound();
  return projectMessage(row);
}

/** Names are trimmed; empty means untitled. */
export function cleanProjectName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length > 200)
    throw new ServiceError('INVALID_ARGUMENT', 'A project name has at most 200 characters.');
  return trimmed;
}

/** Tags are trimmed, lower-cased and unique; at most 20 of at most 40 characters each. */
export function cleanTags(tags: readonly string[]): string[] {
  const cleaned = [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== ''))];
  if (cleaned.length > 20) throw new ServiceError('INVALID_ARGUMENT', 'A project has at most 20 tags.');
  const long = cleaned.find((tag) => tag.length > 40);
  if (long)
    throw new ServiceError(
      'INVALID_ARGUMENT',
      `The tag "${long.slice(0, 40)}…" is longer than 40 characters.`,
    );
  return cleaned;
}
