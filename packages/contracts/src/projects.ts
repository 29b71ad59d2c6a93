/**
 * REST shapes of the Projects, Folders and Files calls (spec section 7), as the gateway writes
 * them and the web app reads them: snake_case names as spec section 3 spells them, dates as ISO
 * strings, enum values as the spec's lower-case words.
 */

/** Headers of GET /project/version/{id}/nodegraph (spec section 7). */
export const nodegraphHeaders = {
  projectId: 'X-Project-Id',
  projectVersionId: 'X-Project-Version-Id',
  currentProjectVersionId: 'X-Current-Project-Version-Id',
  /** "true" when the body is AES-GCM encrypted for the caller, "false" for plain JSON. */
  encrypted: 'X-Nodegraph-Encrypted',
} as const;

export const projectStates = ['active', 'draft', 'deleted', 'duplicating'] as const;
export type ProjectStateName = (typeof projectStates)[number];

export const visibilities = ['private', 'shared', 'public'] as const;
export type VisibilityName = (typeof visibilities)[number];

export const editions = ['composer', 'pro', 'studio'] as const;
export type EditionName = (typeof editions)[number];

/** Gallery categories of spec section 3, in the order the gallery shows them. */
export const projectCategories = [
  'three_d_elements',
  'photo',
  'vector_graphic',
  'text',
  'pattern',
  'embroidery',
  'knitting',
] as const;
export type ProjectCategoryName = (typeof projectCategories)[number];

export interface ProjectJson {
  id: string;
  owner_id: string;
  /** Empty means untitled. */
  name: string;
  state: ProjectStateName;
  environment: EditionName;
  visibility: VisibilityName;
  category: ProjectCategoryName | null;
  tags: string[];
  /** The folder holding the project, or null. */
  folder: string | null;
  created_at: string;
  modified_at: string;
  /** When the project went to Recently Deleted, or null. */
  deleted_at: string | null;
  current_project_version_id: string | null;
  template_project_version_id: string | null;
  clone_of: string | null;
  /** True when the current version is a milestone. */
  milestone: boolean;
  /** URL of the current version's preview image, or null when none was rendered. */
  preview: string | null;
}

export interface NodePreviewJson {
  node_id: string;
  /** The sanitised file name: letters, digits, "_" and "-", then ".png". */
  name: string;
  url: string;
}

export interface ProjectVersionJson {
  id: string;
  project_id: string;
  number: number;
  /** The label shown in the history; empty when none. */
  name: string;
  milestone: boolean;
  created_at: string;
  encrypted: boolean;
  size: number;
  presets: unknown;
  preview: string | null;
  node_previews: NodePreviewJson[];
  /** The id of the user who saved the version. */
  created_by: string;
  /**
   * The id of the first version of the editing stretch this save belongs to (its own id when it
   * starts one). A save continues the previous version's stretch when the same user saved it from
   * the same editor tab (`editing_session`) less than a pause before, and the previous version is
   * neither a milestone nor labelled.
   */
  stretch_id: string;
  /**
   * What changed against the version before it in the project; null for the first version and for
   * versions saved before changes were recorded.
   */
  changes: VersionChangesJson | null;
}

/** What one save changed in the graph, against the version before it. */
export interface VersionChangesJson {
  /** Node types (e.g. "image.gradient"), once per node added. */
  nodes_added: string[];
  /** Node types, once per node removed. */
  nodes_removed: string[];
  /** Changed parameter values of nodes present in both versions. */
  parameters_changed: number;
  /** Wires added plus wires removed. */
  connections_changed: number;
}

/**
 * The optional multipart text field of POST /project/version/create/{projectId} naming the editor
 * tab that saves: one random id per tab, at most 64 letters, digits, "-" or "_". A restore of an
 * older version is saved with a fresh id of its own, so it stands as its own stretch (and the
 * tab's next autosave starts another); its `changes` are those from the version it replaced.
 * A save made as a milestone or with a label also starts a stretch of its own.
 */
export const editingSessionPattern = /^[A-Za-z0-9_-]{1,64}$/;

export interface ProjectVersionPageJson {
  versions: ProjectVersionJson[];
  total: number;
  current_project_version_id: string | null;
}

export interface GalleryJson {
  projects: ProjectJson[];
  total: number;
  tags: Array<{ tag: string; count: number }>;
}

export interface FolderJson {
  id: string;
  name: string;
  state: 'active' | 'deleted';
  parent: string | null;
  children: string[];
  projects: string[];
  created_at: string;
}

/** GET /folder/{id}: the folder, the folders directly inside it and its projects. */
export interface FolderDetailJson {
  folder: FolderJson;
  child_folders: FolderJson[];
  projects: ProjectJson[];
}

export interface FileJson {
  id: string;
  project_id: string | null;
  template_id: string | null;
  name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: string;
  url: string;
}

/** Projects in Recently Deleted are deleted for good this many days after they were deleted. */
export const recentlyDeletedRetentionDays = 30;

const mebibyte = 1024 * 1024;

/** What an upload may be; the gateway refuses anything beyond, the web app checks first. */
export const uploadLimits = {
  /** nodegraph.json of one version. */
  nodegraphBytes: 32 * mebibyte,
  /** presets.json of one version. */
  presetsBytes: 1 * mebibyte,
  /** A version preview or one node preview (PNG). */
  previewBytes: 8 * mebibyte,
  /** A file uploaded for a project or template. */
  fileBytes: 50 * mebibyte,
  /** Decoded pixels of any uploaded image (width x height), read from its header. */
  imagePixels: 50_000_000,
  /** Node previews in one request. */
  nodePreviewsPerRequest: 200,
} as const;
