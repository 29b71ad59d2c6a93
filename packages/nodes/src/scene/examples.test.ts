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

/** A PNG as sharp reads it, with the mean colour of the 9 x 9 pixels about a point. */
async function pixelsOf(file: string) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const meanAround = (x: number, y: number): [number, number, number] => {
    const sum = [0, 0, 0];
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const offset = ((y + dy) * info.width + x + dx) * info.channels;
        for (let channel = 0; channel < 3; channel += 1) sum[channel]! += data[offset + channel]!;
      }
    }
    return [sum[0]! / 81, sum[1]! / 81, sum[2]! / 81];
  };
  return { width: info.width, height: info.height, meanAround };
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

  it('prints the design once on the T-shirt’s chest: the shirt around it keeps its own colour', async () => {
    await finalScene('design-on-tshirt');
    const shot = await pixelsOf(path.join(output, 'design-on-tshirt', 'tshirt-png.png'));
    expect([shot.width, shot.height]).toEqual([1024, 1024]);
    // The camera looks at the print area's middle height (0.38 m) from 15 degrees to the right:
    // the chest's centre is at the picture's centre. There the gradient's warm yellow centre
    // (255, 214, 120) shows, under the lights: red over green over blue, far from grey.
    const [red, green, blue] = shot.meanAround(505, 515);
    expect(red).toBeGreaterThan(green);
    expect(green).toBeGreaterThan(blue);
    expect(red - blue).toBeGreaterThan(40);
    // Below the print area (0.1 m above the hem), on the sleeves and between print and collar, the
    // white cotton shows, light and grey; the design repeated there would be pink, red or violet.
    for (const [x, y] of [
      [512, 760],
      [220, 420],
      [800, 420],
      [512, 320],
    ] as const) {
      const [r, g, b] = shot.meanAround(x, y);
      expect(Math.max(r, g, b) - Math.min(r, g, b), `at ${x}, ${y}`).toBeLessThan(10);
      expect(Math.min(r, g, b), `at ${x}, ${y}`).toBeGreaterThan(200);
    }
  });

  it('wraps a knitted panel of stars onto the cushion’s front: the picture shows both yarns', async () => {
    const { scene } = await finalScene('knitted-cushion');
    // The chart's fabric: 5 x 5 repeats of a star 72 mm across (14 needles at 20 stitches per
    // 10 cm) and 3 needles each side, at 10 pixels a stitch.
    const front = scene.meshes.find((mesh) => mesh.name === 'front')!;
    expect(front.material.map!.width).toBe((5 * 14 + 6) * 10);
    expect(front.material.mapWrap).toBe('print');
    const { data, info } = await sharp(path.join(output, 'knitted-cushion', 'cushion-png.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 1024]);
    // The cushion fills the middle of the picture. There the red yarn (190, 30, 45) and the cream
    // (238, 230, 210) show under the lights, each over a good part of it, and nothing of the
    // cushion's own blue-grey linen (182, 190, 200), bluer than it is red.
    let red = 0;
    let cream = 0;
    let linen = 0;
    let counted = 0;
    for (let y = 300; y < 720; y += 1) {
      for (let x = 300; x < 700; x += 1) {
        const offset = (y * info.width + x) * 3;
        const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
        counted += 1;
        if (r > g + 60 && r > b + 40) red += 1;
        else if (Math.min(r, g, b) > 150 && Math.max(r, g, b) - Math.min(r, g, b) < 40) cream += 1;
        if (b > r + 8) linen += 1;
      }
    }
    expect(red / counted).toBeGreaterThan(0.15);
    expect(cream / counted).toBeGreaterThan(0.3);
    expect(linen).toBe(0);
  });

  it('puts an embroidered patch on the cap’s front panel: the stitches of its plan, drawn as thread', async () => {
    const { scene, statistics } = await finalScene('patch-on-cap');
    expect(statistics.triangles).toBe(trianglesOf('cap', 'high'));
    const front = scene.meshes.find((mesh) => mesh.material.map)!;
    expect(front.name).toBe('front');
    expect(front.material.mapPlacement).toEqual({
      offsetU: -0.25,
      offsetV: -0.2,
      repeatU: 1.5,
      repeatV: 1.5,
      rotation: 0,
    });
    // The patch is 40 mm across (a satin border of radius 18.5 mm, 2.5 mm wide, round a 20 mm
    // centre) with 0.5 mm of margin and 0.5 mm thread, at 10 pixels per millimetre: about 412
    // pixels each way.
    const map = front.material.map!;
    expect(Math.abs(map.width - 412)).toBeLessThanOrEqual(4);
    expect(Math.abs(map.height - map.width)).toBeLessThanOrEqual(1);
    const at = (xMm: number, yMm: number) => {
      const x = Math.round(map.width / 2 + xMm * 10);
      const y = Math.round(map.height / 2 + yMm * 10);
      const offset = (y * map.width + x) * 4;
      return Array.from(map.pixels.subarray(offset, offset + 4));
    };
    const gold = ([r, g, b, a]: number[]) => a! > 200 && r! > 150 && g! > 100 && b! < 120;
    const navy = ([r, , b, a]: number[]) => a! > 200 && b! > r! + 20 && r! < 90;
    expect(gold(at(0, 0))).toBe(true); // the star's middle
    expect(navy(at(0, 10))).toBe(true); // between the star's two lower points, on the disc
    expect(gold(at(-18.5, 0))).toBe(true); // the satin border
    expect(at(-19, -19)[3]).toBe(0); // outside the round patch: nothing, the cap shows
  });
});
