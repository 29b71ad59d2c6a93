import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  jobsResourceId,
  runGraphJob,
  type GraphDocument,
  type GraphJob,
  type GraphJobs,
  type GraphNode,
  type NodeDefinition,
  type RasterImage,
} from '@atelier/graph';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imageCodecResourceId, serveEngine, type EngineScope } from './engineHost';
import { GraphEngine, type EngineWorker } from './graphEngine';

// The engine as the page uses it, with the worker's side on the other end of a MessageChannel
// and node code from the real build (the modules the gateway serves), imported on demand.
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
let folder: string;
let manifest: { nodes: Record<string, { versions: Record<string, { worker: { file: string } }> }> };
const imported: string[] = [];
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'atelier-engine-'));
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('packages', 'nodes', 'scripts', 'build-node-code.ts'), '--out', folder],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the node code build failed: ${build.stderr}`);
  manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'));
}, 60_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  imported.length = 0;
});

/** Serves node code as the gateway would: unknown types and versions are not found. */
async function importModule(url: string): Promise<{ default?: unknown }> {
  imported.push(url);
  const [, type, version] = /^test:\/\/node\/([^/]+)\/([^/]+)$/.exec(url)!;
  if (type === farmNode.id && version === farmNode.version) return { default: farmNode };
  const built = manifest.nodes[type!]?.versions[version!]?.worker;
  if (!built) throw new Error(`404 for ${url}`);
  return import(pathToFileURL(path.join(folder, built.file)).href);
}

/** A node that hands its work to the farm through the engine's job calls and outputs the file's size. */
const farmNode: NodeDefinition = {
  id: 'test.farm',
  version: '1.0.0',
  family: 'test',
  title: 'Farm',
  inputs: [],
  outputs: [{ name: 'number', type: 'number', label: 'Bytes' }],
  controls: [],
  async evaluate({ resource, signal }) {
    const jobs = resource(jobsResourceId) as GraphJobs;
    const { outputs } = await runGraphJob(
      jobs,
      { target: 'version-1', type: 'export', parameters: { nodeIds: ['a'] } },
      { signal, pollIntervalMilliseconds: 1 },
    );
    return { number: outputs.get('a.dst')!.length };
  },
};

function startEngine(hostResources: Record<string, unknown> = {}, jobs?: GraphJobs): GraphEngine {
  const channel = new MessageChannel();
  const stop = serveEngine(channel.port1 as unknown as EngineScope, { importModule, hostResources });
  const engine = GraphEngine.create({
    jobs,
    worker: channel.port2 as unknown as EngineWorker,
    codeUrl: (type, version) => `test://node/${type}/${version}`,
  });
  cleanups.push(() => {
    engine.destroy();
    stop();
    channel.port1.close();
  });
  return engine;
}

function node(
  id: string,
  type: string,
  controls: Record<string, unknown> = {},
  version = '1.0.0',
): GraphNode {
  return {
    id,
    type,
    version,
    options: { x: 0, y: 0, selectedUnit: null },
    controls: [Object.entries(controls).map(([controlId, value]) => ({ id: controlId, value }))],
  };
}

function chain(...nodes: GraphNode[]): GraphDocument {
  return {
    version: '1.0.0',
    nodes,
    connections: nodes.slice(1).map((target, index) => ({
      id: 1000 + index,
      from: { nodeId: nodes[index]!.id, output: 'image' },
      to: { nodeId: target.id, input: 'title' },
    })),
    groups: [],
  };
}

const orange = { red: 200, green: 100, blue: 50, alpha: 255 };

describe('the graph engine in its worker', () => {
  it('loads the node code a graph uses, once, and evaluates it', async () => {
    const engine = startEngine();
    const graph = chain(
      node('colour', 'image.solid-colour', { width: 2, height: 1, colour: orange }),
      node('negative', 'image.invert'),
    );
    const result = await engine.evaluate(graph, [{ nodeId: 'negative' }]);
    const image = result.nodes['negative']!.values['image'] as RasterImage;
    expect([...image.pixels]).toEqual([55, 155, 205, 255, 55, 155, 205, 255]);
    expect(imported.sort()).toEqual([
      'test://node/image.invert/1.0.0',
      'test://node/image.solid-colour/1.0.0',
    ]);

    graph.nodes.push(node('blurred', 'image.box-blur', { radius: 1 }));
    graph.connections.push({
      id: 1001,
      from: { nodeId: 'negative', output: 'image' },
      to: { nodeId: 'blurred', input: 'title' },
    });
    const second = await engine.evaluate(graph, [{ nodeId: 'blurred' }]);
    expect(second.nodes['blurred']!.status).toBe('fresh');
    expect(imported).toHaveLength(3);
  });

  it('keeps a loaded node’s own failure codes and evaluates the rest when a version does not exist', async () => {
    const engine = startEngine();
    const graph = chain(
      node('colour', 'image.solid-colour', { width: 1, height: 1, colour: orange }),
      node('blur', 'image.box-blur', { radius: 0.5 }),
    );
    graph.nodes.push(node('future', 'image.invert', {}, '7.0.0'), node('fine', 'image.invert'));
    graph.connections.push(
      { id: 1001, from: { nodeId: 'colour', output: 'image' }, to: { nodeId: 'future', input: 'title' } },
      { id: 1002, from: { nodeId: 'colour', output: 'image' }, to: { nodeId: 'fine', input: 'title' } },
    );
    expect(await engine.loadNodesOf(graph)).toEqual([
      { type: 'image.invert', version: '7.0.0', reason: '404 for test://node/image.invert/7.0.0' },
    ]);
    const result = await engine.evaluate(graph, [
      { nodeId: 'blur' },
      { nodeId: 'future' },
      { nodeId: 'fine' },
    ]);
    expect(result.nodes['blur']!.messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'radius' },
    });
    expect(result.nodes['future']!.messages[0]?.code).toBe('unknown-node-version');
    expect(result.nodes['fine']!.status).toBe('fresh');
  });

  it('offers the host’s codec to the nodes that read files', async () => {
    const decoded = { width: 1, height: 1, data: new Uint8ClampedArray([1, 2, 3, 4]), dpi: 300 };
    const codec = { decode: async () => decoded, encode: async () => new Uint8Array([9]) };
    const engine = startEngine({ [imageCodecResourceId]: codec });
    engine.putResource('upload-1', new Uint8Array([0x89, 0x50]));
    const result = await engine.evaluate(chain(node('photo', 'image.load', { file: 'upload-1' })), [
      { nodeId: 'photo' },
    ]);
    const image = result.nodes['photo']!.values['image'] as RasterImage;
    expect([image.width, image.dotsPerInch, ...image.pixels]).toEqual([1, 300, 1, 2, 3, 4]);
  });

  it('lets a node hand work to the farm: its job calls are made by the page and answered in the worker', async () => {
    const calls: string[] = [];
    let job: GraphJob = {
      id: 'job-1',
      type: 'export',
      state: 'created',
      progress: 0,
      stage: '',
      errorReason: '',
      errorMessage: '',
      files: [],
    };
    const farm: GraphJobs = {
      async create(request) {
        calls.push(`create ${request.type} ${request.target}`);
        return job;
      },
      async upload() {
        throw new Error('no inputs expected');
      },
      async start(jobId) {
        calls.push(`start ${jobId}`);
        job = { ...job, state: 'queued' };
        return job;
      },
      async get(jobId) {
        calls.push(`get ${jobId}`);
        job = {
          ...job,
          state: 'success',
          progress: 1,
          files: [
            { id: 'file-1', role: 'output', name: 'a.dst', contentType: 'application/octet-stream', size: 3 },
          ],
        };
        return job;
      },
      async getFile(jobId, fileId) {
        calls.push(`file ${jobId} ${fileId}`);
        return new Uint8Array([1, 2, 3]);
      },
      async cancel() {
        throw new Error('not canceled');
      },
    };
    const engine = startEngine({}, farm);
    const result = await engine.evaluate(chain(node('farmed', 'test.farm')), [{ nodeId: 'farmed' }]);
    expect(result.nodes['farmed']!.status).toBe('fresh');
    expect(result.nodes['farmed']!.values['number']).toBe(3);
    expect(calls).toEqual(['create export version-1', 'start job-1', 'get job-1', 'file job-1 file-1']);
  });

  it('fails the node with the page’s reason when a job call is refused', async () => {
    const refusing = new Proxy({} as GraphJobs, {
      get: () => async () => {
        throw new Error('Job target not found.');
      },
    });
    const engine = startEngine({}, refusing);
    const result = await engine.evaluate(chain(node('farmed', 'test.farm')), [{ nodeId: 'farmed' }]);
    expect(result.nodes['farmed']!.status).toBe('failed');
    expect(JSON.stringify(result.nodes['farmed']!.messages)).toContain('Job target not found.');
  });
});
