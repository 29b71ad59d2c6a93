import { common, project } from '@atelier/proto';
import type { Project } from './generated/prisma/client';

/** Stored words (the spec's own) and their proto enum values, in both directions. */
export const editions = {
  composer: common.Edition.COMPOSER,
  pro: common.Edition.PRO,
  studio: common.Edition.STUDIO,
} as const;
export const projectStates = {
  active: project.ProjectState.ACTIVE,
  draft: project.ProjectState.DRAFT,
  deleted: project.ProjectState.DELETED,
  duplicating: project.ProjectState.DUPLICATING,
} as const;
export const visibilities = {
  private: project.Visibility.PRIVATE,
  shared: project.Visibility.SHARED,
  public: project.Visibility.PUBLIC,
} as const;
export const categories = {
  three_d_elements: project.ProjectCategory.THREE_D_ELEMENTS,
  photo: project.ProjectCategory.PHOTO,
  vector_graphic: project.ProjectCategory.VECTOR_GRAPHIC,
  text: project.ProjectCategory.TEXT,
  pattern: project.ProjectCategory.PATTERN,
  embroidery: project.ProjectCategory.EMBROIDERY,
  knitting: project.ProjectCategory.KNITTING,
} as const;

export function wordOf<Value>(table: Record<string, Value>, value: Value | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Object.entries(table).find(([, candidate]) => candidate === value)?.[0];
}

function valueOf<Value>(table: Record<string, Value>, word: string | null, fallback: Value): Value {
  return word !== null && word in table ? table[word]! : fallback;
}

export function projectMessage(row: Project): project.Project {
  return {
    id: row.id,
    ownerUserId: row.ownerId,
    name: row.name,
    state: valueOf(projectStates, row.state, project.ProjectState.UNSPECIFIED),
    environment: valueOf(editions, row.environment, common.Edition.UNSPECIFIED),
    visibility: valueOf(visibilities, row.visibility, project.Visibility.UNSPECIFIED),
    category: valueOf(categories, row.category, project.ProjectCategory.UNSPECIFIED),
    tags: row.tags,
    folderId: row.folderId ?? undefined,
    createdAt: row.createdAt,
    modifiedAt: row.modifiedAt,
    currentProjectVersionId: row.currentProjectVersionId ?? undefined,
    templateProjectVersionId: row.templateProjectVersionId ?? undefined,
    clonedFromProjectId: row.cloneOf ?? undefined,
    preview: undefined,
    milestone: row.milestone,
  };
}
