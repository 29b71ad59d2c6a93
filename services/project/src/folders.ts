import { ServiceError } from '@atelier/platform';
import { folderNotFound } from './access';
import type { ProjectServiceDependencies } from './dependencies';
import { folderMessage } from './mapping';

/** What a folder lists: its active child folders and the projects in it that are not deleted. */
export const folderContents = {
  children: { where: { state: 'active' }, select: { id: true }, orderBy: { createdAt: 'asc' } },
  projects: { where: { state: { not: 'deleted' } }, select: { id: true }, orderBy: { modifiedAt: 'desc' } },
} as const;

export async function loadFolderMessage({ prisma }: ProjectServiceDependencies, folderId: string) {
  const row = await prisma.folder.findUnique({ where: { id: folderId }, include: folderContents });
  if (!row) throw folderNotFound();
  return folderMessage(row);
}

/** Folder names are trimmed and 1 to 100 characters long. */
export function cleanFolderName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new ServiceError('INVALID_ARGUMENT', 'Give the folder a name.');
  if (trimmed.length > 100)
    throw new ServiceError('INVALID_ARGUMENT', 'A folder name has at most 100 characters.');
  return trimmed;
}

/** The folder and every folder below it, however deep; UNION stops even on a damaged tree. */
export const folderTreeQuery = `WITH RECURSIVE tree AS (
    SELECT id FROM "project"."folders" WHERE id = $1 AND owner_id = $2
    UNION
    SELECT child.id FROM "project"."folders" child JOIN tree ON child.parent_id = tree.id
  ) SELECT id FROM tree`;
