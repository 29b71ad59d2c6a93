// What a job works on, read as the job's owner through the project service, so the project
// service itself decides whether the owner may read it: a project (its current version when
// the worker takes the job) or one project version, and the files its file controls name.
import { decryptNodegraph } from '@atelier/contracts';
import { parseGraph, type GraphDocument } from '@atelier/graph';
import { isServiceError, type BlobStore, type ServiceClient } from '@atelier/platform';
import type { ProjectServiceService } from '@atelier/proto';

export type ProjectClient = ServiceClient<typeof ProjectServiceService>;

/** The target is missing, not the owner's to read, or not a graph this worker can read. */
export class TargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetError';
  }
}

export interface ResolvedTarget {
  projectId: string;
  projectVersionId: string;
  projectName: string;
  graph: GraphDocument;
}

const notReadable = new Set(['NOT_FOUND', 'PERMISSION_DENIED', 'INVALID_ARGUMENT', 'UNAUTHENTICATED']);

/** Rethrows a refusal of the project service as a TargetError; other errors pass unchanged. */
async function refusedAsTarget<T>(work: () => Promise<T>, what: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isServiceError(error) && notReadable.has(error.code))
      throw new TargetError(`${what}: ${error.message}`);
    throw error;
  }
}

/**
 * Resolves a project id or project version id to a graph. Call it inside the owner's request
 * context: every call goes to the project service as the owner.
 */
export async function resolveTarget(
  projects: ProjectClient,
  target: string,
  ownerId: string,
): Promise<ResolvedTarget> {
  // A project id is tried first; a version id is not a project, so that call answers NOT_FOUND.
  let versionId = target;
  let projectName: string | undefined;
  try {
    const { project } = await projects.getProject({ projectId: target });
    if (project) {
      if (!project.currentProjectVersionId) throw new TargetError('The project has no saved version.');
      versionId = project.currentProjectVersionId;
      projectName = project.name;
    }
  } catch (error) {
    if (!(isServiceError(error) && error.code === 'NOT_FOUND')) {
      if (isServiceError(error) && notReadable.has(error.code))
        throw new TargetError(`The project cannot be read: ${error.message}`);
      throw error;
    }
  }
  const stored = await refusedAsTarget(
    () => projects.getProjectVersionNodegraph({ projectVersionId: versionId }),
    'The project version cannot be read',
  );
  if (projectName === undefined) {
    const { project } = await refusedAsTarget(
      () => projects.getProject({ projectId: stored.projectId }),
      'The project cannot be read',
    );
    projectName = project?.name ?? '';
  }
  const plain = stored.encrypted ? await decryptNodegraph(stored.content, ownerId) : stored.content;
  if (!plain) throw new TargetError('The stored graph cannot be decrypted with its owner’s key.');
  const parsed = parseGraph(new TextDecoder().decode(plain));
  if (!parsed.ok) {
    throw new TargetError(
      `The stored graph is not a graph: ${parsed.problems
        .slice(0, 3)
        .map((problem) => `${problem.path}: ${problem.message}`)
        .join('; ')}`,
    );
  }
  return {
    projectId: stored.projectId,
    projectVersionId: stored.projectVersionId,
    projectName,
    graph: parsed.graph,
  };
}

/**
 * The bytes of the files by id, read as the owner (project service, then the blob store). A
 * file the owner may not read, or that is gone, is left out: its node then reports the missing
 * file itself, as it does in the editor.
 */
export async function readControlFiles(
  projects: ProjectClient,
  blobs: BlobStore,
  fileIds: readonly string[],
): Promise<Record<string, Uint8Array>> {
  const contents: Record<string, Uint8Array> = {};
  for (const fileId of fileIds) {
    try {
      const answer = await projects.getFile({ fileId, backgroundRemoval: false });
      const key = answer.content?.blobKey ?? answer.file?.content?.blobKey;
      if (key) contents[fileId] = new Uint8Array(await blobs.read(key));
    } catch (error) {
      if (!(isServiceError(error) && notReadable.has(error.code))) throw error;
    }
  }
  return contents;
}
