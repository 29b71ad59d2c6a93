import { common, project } from '@atelier/proto';
import type { File, Folder, Project } from './generated/prisma/client';
import type { GraphChanges } from './graph-changes';

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
export const folderStates = {
  active: project.FolderState.ACTIVE,
  deleted: project.FolderState.DELETED,
} as const;

export function wordOf<Value>(table: Record<string, Value>, value: Value | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Object.entries(table).find(([, candidate]) => candidate === value)?.[0];
}

function valueOf<Value>(table: Record<string, Value>, word: string | null, fallback: Value): Value {
  return word !== null && word in table ? table[word]! : fallback;
}

/** A project row, with the blob key of its current version's preview when the query joined it. */
export type ProjectRow = Project & { previewBlobKey?: string | null };

export function previewFile(blobKey: string | null | undefined): common.BlobFile | undefined {
  return blobKey ? { blobKey, name: 'preview.png', contentType: 'image/png', sizeBytes: 0 } : undefined;
}

export function projectMessage(row: ProjectRow): project.Project {
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
    preview: previewFile(row.previewBlobKey),
    milestone: row.milestone,
    deletedAt: row.deletedAt ?? undefined,
  };
}

/** A version as the history lists it: everything but the graph's bytes, with their size. */
export interface VersionRow {
  id: string;
  projectId: string;
  number: number;
  label: string | null;
  milestone: boolean;
  encrypted: boolean;
  presets: unknown;
  previewBlobKey: string | null;
  createdBy: string;
  createdAt: Date;
  nodegraphSize: number;
  /** Null for versions saved before stretches were recorded: a stretch of their own. */
  stretchId: string | null;
  changes: StoredVersionChanges | null;
}

/** What a save changed, as stored in the version's changes column (the JSON contract's words). */
export interface StoredVersionChanges {
  nodes_added: string[];
  nodes_removed: string[];
  parameters_changed: number;
  connections_changed: number;
}

export function storedChanges(changes: GraphChanges): StoredVersionChanges {
  return {
    nodes_added: changes.nodesAdded,
    nodes_removed: changes.nodesRemoved,
    parameters_changed: changes.parametersChanged,
    connections_changed: changes.connectionsChanged,
  };
}

/** The columns of VersionRow, for queries on "project"."project_versions" aliased v. */
export const versionColumns = `v.id, v.project_id AS "projectId", v.number, v.label, v.milestone, v.encrypted,
  v.presets, v.preview_blob_key AS "previewBlobKey", v.created_by AS "createdBy", v.created_at AS "createdAt",
  octet_length(v.nodegraph) AS "nodegraphSize", v.stretch_id AS "stretchId", v.changes`;

export interface NodePreviewRow {
  nodeId: string;
  blobKey: string;
}

/** Node-preview file names: the node id stripped to letters, digits, "_" and "-", plus ".png". */
export function nodePreviewFileName(nodeId: string): string {
  const stripped = nodeId.replace(/[^A-Za-z0-9_-]/g, '');
  return `${stripped === '' ? 'node' : stripped}.png`;
}

export function nodePreviewMessage(row: NodePreviewRow): project.NodePreview {
  return {
    nodeId: row.nodeId,
    image: {
      blobKey: row.blobKey,
      name: nodePreviewFileName(row.nodeId),
      contentType: 'image/png',
      sizeBytes: 0,
    },
  };
}

export function versionMessage(row: VersionRow, nodePreviews: NodePreviewRow[] = []): project.ProjectVersion {
  return {
    id: row.id,
    projectId: row.projectId,
    number: row.number,
    name: row.label ?? '',
    milestone: row.milestone,
    createdAt: row.createdAt,
    createdByUserId: row.createdBy,
    stretchId: row.stretchId ?? row.id,
    changes: row.changes
      ? {
          nodesAdded: row.changes.nodes_added,
          nodesRemoved: row.changes.nodes_removed,
          parametersChanged: row.changes.parameters_changed,
          connectionsChanged: row.changes.connections_changed,
        }
      : undefined,
    nodegraph: {
      blobKey: '',
      name: 'nodegraph.json',
      contentType: row.encrypted ? 'application/octet-stream' : 'application/json',
      sizeBytes: Number(row.nodegraphSize),
    },
    encrypted: row.encrypted,
    presets: row.presets ?? {},
    preview: previewFile(row.previewBlobKey),
    nodePreviews: nodePreviews.map(nodePreviewMessage),
  };
}

export type FolderRow = Folder & { children: Array<{ id: string }>; projects: Array<{ id: string }> };

export function folderMessage(row: FolderRow): project.Folder {
  return {
    id: row.id,
    name: row.name,
    state: valueOf(folderStates, row.state, project.FolderState.UNSPECIFIED),
    parentFolderId: row.parentId ?? undefined,
    childFolderIds: row.children.map((child) => child.id),
    projectIds: row.projects.map((entry) => entry.id),
    createdAt: row.createdAt,
  };
}

export function fileMessage(row: File): project.File {
  return {
    id: row.id,
    projectId: row.projectId ?? undefined,
    templateId: row.templateId ?? undefined,
    ownerUserId: row.ownerId,
    content: { blobKey: row.blobKey, name: row.name, contentType: row.contentType, sizeBytes: row.size },
    createdAt: row.createdAt,
    width: row.width ?? undefined,
    height: row.height ?? undefined,
  };
}
