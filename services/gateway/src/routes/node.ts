// The node code the browser's engine loads on demand (spec section 7, "Node"): the node menu,
// and each node version's compiled module. They are files that the node package's build writes
// (packages/nodes/scripts/build-node-code.ts): `manifest.json` lists every node version with
// its file and content hash, `menu.json` is the menu. A versioned module never changes, so it
// is cached for a year; `latest` and the menu are revalidated on every use.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gatewayErrorCodes } from '@atelier/contracts';
import express, { type Response, type Router } from 'express';
import { sendError } from '../errors';

interface NodeCodeFile {
  file: string;
  sha256: string;
  bytes: number;
}

interface NodeCodeManifest {
  format: 1;
  nodes: Record<string, { latest: string; versions: Record<string, Record<string, NodeCodeFile>> }>;
}

/** The code types a node version may have; the engine's worker evaluates `worker` code. */
const codeTypes = ['worker'];

const immutable = 'public, max-age=31536000, immutable';

function isManifest(value: unknown): value is NodeCodeManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as NodeCodeManifest).format === 1 &&
    typeof (value as NodeCodeManifest).nodes === 'object'
  );
}

/** Reads the build's files, again whenever the manifest changes (a rebuild while running). */
function nodeCodeStore(directory: string) {
  let loaded: { modified: number; manifest: NodeCodeManifest; menu: Buffer } | undefined;
  const contents = new Map<string, Buffer>();

  async function current() {
    const manifestPath = path.join(directory, 'manifest.json');
    const modified = (await stat(manifestPath).catch(() => undefined))?.mtimeMs;
    if (modified === undefined) return undefined;
    if (loaded?.modified !== modified) {
      const manifest: unknown = JSON.parse(await readFile(manifestPath, 'utf8'));
      if (!isManifest(manifest)) return undefined;
      loaded = { modified, manifest, menu: await readFile(path.join(directory, 'menu.json')) };
      contents.clear();
    }
    return loaded;
  }

  async function code(file: NodeCodeFile): Promise<Buffer> {
    let content = contents.get(file.sha256);
    if (!content) {
      // Paths come from the manifest the build wrote, never from the request.
      content = await readFile(path.join(directory, file.file));
      contents.set(file.sha256, content);
    }
    return content;
  }

  return { current, code };
}

function notBuilt(response: Response): void {
  sendError(response, 503, 'UNAVAILABLE', 'Node code is not available right now. Please try again later.');
}

/**
 * GET /node/menu, GET /node/{id}/code/{version} and GET /node/{id}/code/latest, each with an
 * optional `type` (only `worker`). Unknown ids and versions answer 404 in the gateway's error
 * shape; a missing build answers 503.
 */
export function nodeRoutes(directory: string | undefined): Router {
  const router = express.Router();
  const store = directory ? nodeCodeStore(directory) : undefined;

  router.get('/node/menu', async (_request, response) => {
    const loaded = await store?.current();
    if (!loaded) {
      notBuilt(response);
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('ETag', `"menu-${loaded.modified}"`);
    response.type('application/json').send(loaded.menu);
  });

  router.get('/node/:id/code/:version', async (request, response) => {
    const { id, version } = request.params;
    const type = request.query['type'] ?? 'worker';
    if (typeof type !== 'string' || !codeTypes.includes(type)) {
      sendError(
        response,
        400,
        gatewayErrorCodes.malformedBody,
        `Unknown code type "${String(type)}"; use worker.`,
        {
          fields: { type: `must be one of ${codeTypes.join(', ')}` },
        },
      );
      return;
    }
    const loaded = await store?.current();
    if (!loaded) {
      notBuilt(response);
      return;
    }
    const node = Object.hasOwn(loaded.manifest.nodes, id) ? loaded.manifest.nodes[id] : undefined;
    if (!node) {
      sendError(response, 404, gatewayErrorCodes.routeNotFound, `There is no node "${id}".`);
      return;
    }
    const resolvedVersion = version === 'latest' ? node.latest : version;
    const built = Object.hasOwn(node.versions, resolvedVersion)
      ? node.versions[resolvedVersion]?.[type]
      : undefined;
    if (!built) {
      sendError(response, 404, gatewayErrorCodes.routeNotFound, `Node "${id}" has no version "${version}".`, {
        versions: Object.keys(node.versions),
      });
      return;
    }
    response.setHeader('ETag', `"${built.sha256}"`);
    response.setHeader('Node-Version', resolvedVersion);
    if (version === 'latest') {
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Content-Location', `/node/${id}/code/${resolvedVersion}?type=${type}`);
    } else {
      response.setHeader('Cache-Control', immutable);
    }
    response.type('text/javascript').send(await store!.code(built));
  });

  return router;
}
