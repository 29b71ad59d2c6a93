import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEvaluator, parseGraph } from '@atelier/graph';
import { sampleModel, triangleCount, type Scene, type SceneStatistics } from '@atelier/scene';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateGraphFile } from '../cli/evaluate-graph';
import { createHostResources } from '../host-resources';
import { nodeRegistry } from '../registry';

// The example graphs shipped in examples/3d, evaluated as `npm run graph -- eval` does; each ends
// in the scene of its last node, whose statistics and design texture are checked here.
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const examplesFolder = path.join(repositoryRoot, 'examples', '3d');
let output: string;

beforeAll(async () => {
  output = await mkdtemp(path.join(tmpdir(), 'atelier-3d-examples-'));
});
afterAll(async () => {
  await rm(output, { recursive: true, force: true });
});

/** Evaluates an example as the command line does, then the scene its last node gives. */
async function finalScene(name: string, files: Record<string, Uint8Array> = {}) {
  const graphPath = path.join(examplesFolder, `${name}.json`);
  const evaluation = await evaluateGraphFile({ graphPath, outputDirectory: path.join(output, name) });
  expect(evaluation.issues).toEqual([]);
  const parsed = parseGraph(await readFile(graphPath, 'utf8'));
  if (!parsed.ok) throw new Error('the example is not a graph');
  const resources: Record<string, unknown> = {
    ...(await createHostResources({ graph: parsed.graph })),
    ...files,
  };
  const evaluator = createEvaluator({ registry: nodeRegistry, resources: { get: (id) => resources[id] } });
  const result = await evaluator.evaluate(parsed.graph, [{ nodeId: 'camera' }]);
  for (const node of Object.values(result.nodes))
    expect([node.nodeId, node.status, node.messages]).toEqual([node.nodeId, 'fresh', []]);
  const camera = result.nodes['camera']!;
  return {
    scene: camera.values['scene'] as Scene,
    statistics: camera.values['statistics'] as SceneStatistics,
  };
}

const trianglesOf = (id: 't-shirt' | 'cap', polyCount: 'medium' | 'high') =>
  sampleModel(id, { polyCount, includeMaterials: true }).reduce(
    (sum, mesh) => sum + triangleCount(mesh.geometry),
    0,
  );

describe('examples/3d', () => {
  it('puts the gradient design on the T-shirt’s front only, lit by two lights and the studio', async () => {
    const { scene, statistics } = await finalScene('design-on-tshirt');
    expect(statistics).toEqual({
      triangles: trianglesOf('t-shirt', 'medium'),
      vertices: statistics.vertices,
      meshes: 3,
      materials: 1,
      textures: [{ material: 'cotton jersey', slot: 'map', width: 512, height: 576 }],
      lights: 2,
    });
    expect(scene.meshes.filter((mesh) => mesh.material.map).map((mesh) => mesh.name)).toEqual(['front']);
    // The radial gradient starts warm yellow at its centre, which the chest's middle shows.
    const map = scene.meshes[0]!.material.map!;
    const centre = (288 * 512 + 256) * 4;
    expect([...map.pixels.subarray(centre, centre + 3)]).toEqual([255, 214, 120]);
    expect(scene.environment.id).toBe('studio');
    expect(scene.camera).toMatchObject({ view: 'orbit', target: [0, 0.38, 0], fieldOfView: 35 });
  });

  it('puts the patch on the cap’s front panel, read from the PNG shipped beside the graph', async () => {
    const patch = new Uint8Array(await readFile(path.join(examplesFolder, 'patch.png')));
    // The command line reads the file a graph's file control names from beside the graph.
    const { scene, statistics } = await finalScene('patch-on-cap', { 'patch.png': patch });
    expect(statistics.triangles).toBe(trianglesOf('cap', 'high'));
    expect(statistics.textures).toEqual([{ material: 'cotton twill', slot: 'map', width: 96, height: 96 }]);
    const front = scene.meshes.find((mesh) => mesh.material.map)!;
    expect(front.name).toBe('front');
    expect(front.material.mapPlacement).toEqual({
      offsetU: -0.25,
      offsetV: -0.2,
      repeatU: 1.5,
      repeatV: 1.5,
      rotation: 0,
    });
    // The patch's pixels are the PNG's, as sharp reads it.
    const png = await sharp(path.join(examplesFolder, 'patch.png')).ensureAlpha().raw().toBuffer();
    expect(Buffer.from(front.material.map!.pixels).equals(png)).toBe(true);
  });
});
