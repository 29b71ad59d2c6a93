// What saving needs from the server, as an interface: the autosave controller and its tests
// do not care whether the calls go through the gateway or a fake.

export interface OpenedGraph {
  projectId: string;
  versionId: string | null;
  /** The project's current version; a version other than it opens read-only. */
  currentVersionId: string | null;
  /** nodegraph.json text, or null for a project without a saved graph yet. */
  nodegraph: string | null;
  /** The project's name (GET /project/{id}); absent where only a version was read. */
  name?: string;
  /** The project owner's user id (GET /project/{id}); absent where only a version was read. */
  ownerId?: string;
}

export interface NamedPng {
  /** For node previews: the node id (the part's field name). */
  nodeId?: string;
  fileName: string;
  png: Blob;
}

export interface ProjectStorage {
  /** POST /project/version/create/new: a new, empty project, named when a name is given. */
  createProject(name?: string): Promise<{ projectId: string; versionId: string | null }>;
  /** POST /project/{id} with the new name. */
  renameProject(projectId: string, name: string): Promise<void>;
  /**
   * POST /project/{id}/duplicate?project_versions=latest: a copy in the caller's own projects
   * (of someone else's public or shared project: its current version, private), named `name`
   * when given (numbered by the server when the caller has a project of that name already).
   */
  duplicateProject(
    projectId: string,
    name?: string,
  ): Promise<{ projectId: string; versionId: string | null; name?: string }>;
  /** GET /project/{id}, then its current version's graph. */
  openProject(projectId: string): Promise<OpenedGraph>;
  /** GET /project/version/{projectId}?limit=1: the project's current version (what the server has now). */
  readCurrentVersionId(projectId: string): Promise<string | null>;
  /** GET /project/{id}: the project's name ('' when it cannot be read) and its owner's id. */
  readProjectName(projectId: string): Promise<{ name: string; ownerId?: string }>;
  /** GET /project/version/{id}/nodegraph. */
  openVersion(versionId: string): Promise<OpenedGraph>;
  /** POST /project/version/create/{projectId}: the graph (and presets) as a new version. */
  saveVersion(projectId: string, nodegraph: string): Promise<{ versionId: string }>;
  /** PUT /project/version/{id}/preview. */
  uploadProjectPreview(versionId: string, preview: NamedPng): Promise<void>;
  /** POST /project/{id}/node-previews. */
  uploadNodePreviews(projectId: string, previews: NamedPng[]): Promise<void>;
  /** POST /file/create: a file a node uses (an image to load), kept with the project. */
  uploadFile(projectId: string, file: Blob, name: string): Promise<{ fileId: string }>;
  /** GET /file/{id}: a file's bytes. */
  readFile(fileId: string): Promise<Blob>;
}

/** Node-preview file names: letters, digits, underscore and hyphen, then .png (spec section 5). */
export function nodePreviewFileName(nodeId: string): string {
  const stripped = nodeId.replace(/[^A-Za-z0-9_-]/g, '');
  return `${stripped === '' ? 'node' : stripped}.png`;
}
