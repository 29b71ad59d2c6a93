// 3D render benchmark: a 1024 x 1024 product shot of a 100,352-triangle model (a draped cloth
// with a printed design) lit by the studio HDRI and three lights (a key light casting shadows, a
// spot and an ambient fill), rendered by the Node hosts' renderer in headless Chromium on software
// WebGL, pixels read back included. The peer, in the same run, is an empty scene rendered the same
// way at the same size, without an environment: the floor any render pays (a WebGL context, the
// page call, clearing, reading 4 MB back and bringing them to Node). The first render, Chromium's start-up and the renderer's bundling
// included, is timed once at the start. Diagnostic rows take the HDRI, the shadows or the mesh away
// to show where the time goes. Ratios and the target use the fastest of the runs after two
// warm-up renders; the median is shown beside it. Prints a markdown table.
// Usage: npm run bench -w @atelier/scene [-- --runs 8]
import type { RasterImage } from '@atelier/graph';
import { defaultMaterial, emptyScene, identityMatrix, type Scene, type SceneMesh } from '../src/index';
import { createChromiumSceneRenderer } from '../src/node';
import { encodeValue } from '../src/render';

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const runs = Number(argument('runs', '8'));
const size = { width: 1024, height: 1024, transparent: false };

interface Timing {
  fastest: number;
  median: number;
}

const render = createChromiumSceneRenderer({ idleMilliseconds: 60_000 });

/** The fastest and the median of `runs` renders in milliseconds, after two warm-up renders. */
async function time(scene: Scene): Promise<Timing> {
  for (let run = 0; run < 2; run++) await render(scene, size);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await render(scene, size);
    samples.push(performance.now() - started);
  }
  samples.sort((left, right) => left - right);
  return { fastest: samples[0]!, median: samples[Math.floor(samples.length / 2)]! };
}

/** A 224 x 224 grid of squares (100,352 triangles), 0.5 m across, draped in soft folds. */
function clothMesh(): SceneMesh {
  const cells = 224;
  const side = cells + 1;
  const positions = new Float32Array(side * side * 3);
  const uvs = new Float32Array(side * side * 2);
  for (let row = 0; row < side; row++) {
    for (let column = 0; column < side; column++) {
      const u = column / cells;
      const v = row / cells;
      const fold = 0.02 * Math.sin(u * Math.PI * 6) * Math.sin(v * Math.PI * 2);
      positions.set([(u - 0.5) * 0.5, v * 0.5, fold], (row * side + column) * 3);
      uvs.set([u * 1.6 - 0.3, v * 1.6 - 0.3], (row * side + column) * 2);
    }
  }
  const indices = new Uint32Array(cells * cells * 6);
  for (let row = 0; row < cells; row++) {
    for (let column = 0; column < cells; column++) {
      const corner = row * side + column;
      indices.set(
        [corner, corner + 1, corner + side + 1, corner, corner + side + 1, corner + side],
        (row * cells + column) * 6,
      );
    }
  }
  // A 512 x 512 design: a warm radial gradient, printed once in the middle of the cloth.
  const design = new Uint8ClampedArray(512 * 512 * 4);
  for (let y = 0; y < 512; y++) {
    for (let x = 0; x < 512; x++) {
      const distance = Math.hypot(x - 256, y - 256) / 362;
      design.set([255 - 200 * distance, 200 - 170 * distance, 120, 255], (y * 512 + x) * 4);
    }
  }
  const map: RasterImage = { width: 512, height: 512, pixels: design, dotsPerInch: 150 };
  return {
    id: 'cloth',
    name: 'cloth',
    geometry: { positions, uvs, indices },
    matrix: [...identityMatrix],
    material: {
      ...defaultMaterial('cotton'),
      colour: { red: 240, green: 240, blue: 236 },
      roughness: 0.9,
      sheen: 0.5,
      doubleSided: true,
      map,
    },
    castShadow: true,
    receiveShadow: true,
  };
}

const white = { red: 255, green: 255, blue: 255 };
const productShot: Scene = {
  ...emptyScene(),
  meshes: [clothMesh()],
  lights: [
    {
      kind: 'directional',
      id: 'key',
      colour: white,
      intensity: 2,
      position: [1, 2, 2],
      target: [0, 0.25, 0],
      castShadow: true,
    },
    {
      kind: 'spot',
      id: 'rim',
      colour: white,
      intensity: 4,
      position: [-1, 1.5, 1],
      target: [0, 0.25, 0],
      angle: 0.5,
      penumbra: 0.5,
      distance: 0,
      castShadow: false,
    },
    { kind: 'ambient', id: 'fill', colour: white, intensity: 0.3 },
  ],
  environment: { id: 'studio', intensity: 0.6, rotation: 0, visibleBackground: false },
  camera: {
    view: 'orbit',
    azimuth: 0.3,
    elevation: 0.15,
    distance: 1,
    target: [0, 0.25, 0],
    fieldOfView: 40,
  },
  toneMapping: 'aces',
  exposure: 1,
  background: { red: 222, green: 220, blue: 214, alpha: 255 },
};
const nothing: Scene = {
  ...emptyScene(),
  environment: { id: 'none', intensity: 1, rotation: 0, visibleBackground: false },
  background: productShot.background,
};

const triangles = productShot.meshes[0]!.geometry.indices!.length / 3;
const transferBytes = encodeValue(productShot).chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);

const firstStarted = performance.now();
await render(productShot, size);
const first = performance.now() - firstStarted;

const shot = await time(productShot);
const empty = await time(nothing);
const withoutEnvironment = await time({
  ...productShot,
  environment: { ...productShot.environment, id: 'none' },
});
const withoutShadows = await time({
  ...productShot,
  lights: productShot.lights.map((light) =>
    light.kind === 'ambient' ? light : { ...light, castShadow: false },
  ),
});
await render.close();

const target = 250;
const verdict = shot.fastest < target ? 'met' : 'missed';
const cell = (value: number) => value.toFixed(0);
console.log(`Scene data sent to the page: ${(transferBytes / 1e6).toFixed(1)} MB in typed arrays.`);
console.log('');
console.log('| Benchmark | Fastest (ms) | Median (ms) | Peer | Peer fastest (ms) | Ratio | Target |');
console.log('| --- | ---: | ---: | --- | ---: | ---: | --- |');
console.log(
  `| Render 1024 x 1024, ${triangles} triangles, studio HDRI, 3 lights (key with shadows) | ${cell(shot.fastest)} | ${cell(shot.median)} | ` +
    `empty scene, same size | ${cell(empty.fastest)} | ${(shot.fastest / empty.fastest).toFixed(1)} | under ${target} ms: ${verdict} |`,
);
console.log(
  `| The same, first render of the process (Chromium start-up and bundling included) | ${cell(first)} | | | | | |`,
);
console.log(
  `| The same without the HDRI (no PMREM) | ${cell(withoutEnvironment.fastest)} | ${cell(withoutEnvironment.median)} | | | | |`,
);
console.log(
  `| The same without shadows | ${cell(withoutShadows.fastest)} | ${cell(withoutShadows.median)} | | | | |`,
);
