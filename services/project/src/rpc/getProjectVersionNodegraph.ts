import type { RpcFactory } from '../dependencies';
import { nodegraphForReader } from '../nodegraph';
import { readableVersion } from '../versions';

/**
 * GET /project/version/{id}/nodegraph: the stored graph with the ids the gateway puts in the
 * headers. Its creator gets it as stored (encrypted or plain); another reader of a shared or
 * public project gets plain JSON.
 */
export const getProjectVersionNodegraph: RpcFactory<'getProjectVersionNodegraph'> =
  (dependencies) => async (request, context) => {
    const { version, project } = await readableVersion(
      dependencies,
      request.projectVersionId,
      context.userId,
    );
    const stored = await dependencies.prisma.projectVersion.findUniqueOrThrow({
      where: { id: version.id },
      select: { nodegraph: true },
    });
    const readable = await nodegraphForReader(
      stored.nodegraph,
      version.encrypted,
      version.createdBy,
      context.userId,
    );
    return {
      projectId: project.id,
      projectVersionId: version.id,
      currentProjectVersionId: project.currentProjectVersionId ?? '',
      nodegraph: {
        blobKey: '',
        name: 'nodegraph.json',
        contentType: readable.encrypted ? 'application/octet-stream' : 'application/json',
        sizeBytes: readable.bytes.length,
      },
      encrypted: readable.encrypted,
      content: readable.bytes,
    };
  };
