// 3D render benchmark: a 1024 x 1024 product shot of a 100,352-triangle model (a draped cloth
// with a printed design) lit by the studio HDRI and three lights (a key light casting shadows, a
// spot and an ambient fill), rendered by the Node hosts' renderer in headless Chromium on software
// WebGL, pixels read back included. The peer, in the same run, is an empty scene rendered the same
// way at the same size, without an environment: the floor any render pays (the page call,
// clearing, reading 4 MB back and bringing them to Node). The rendering page keeps its WebGL
// context, compiled shaders, prefiltered HDRIs and the scene data it was sent between renders;
// a row sends a model new to the page every time. The first render, Chromium's start-up and the renderer's bundling
// included, is timed once at the start. Diagnostic rows take the HDRI, the shadows or the mesh away
// to show where the time goes. Ratios and the target use the fastest of the runs after two
// warm-up renders; the median is shown beside it. Prints a markdown table.
// Usage: npm run bench -w @atelier/scene [-- --runs 8]
import type { Scene } from '../src/index';
import { createChromiumSceneRenderer } from '../src/node';
import { encodeValue } from '../src/render';
import { nothing, productShot } from './scenes';

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

/**
 * The fastest and the median of `runs` renders in milliseconds, after two warm-up renders; each
 * render's scene from `sceneOf(run)` (made before the clock starts).
 */
async function time(scene: Scene, sceneOf: (run: number) => Scene = () => scene): Promise<Timing> {
  for (let run = 0; run < 2; run++) await render(scene, size);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const next = sceneOf(run);
    const started = performance.now();
    await render(next, size);
    samples.push(performance.now() - started);
  }
  samples.sort((left, right) => left - right);
  return { fastest: samples[0]!, median: samples[Math.floor(samples.length / 2)]! };
}

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
// Every render a model the page has not seen: its positions moved by a hair, so all 3.3 MB go again.
const newModel = await time(productShot, (run) => ({
  ...productShot,
  meshes: productShot.meshes.map((mesh) => {
    const positions = new Float32Array(mesh.geometry.positions);
    positions[2] = positions[2]! + (run + 1) * 1e-6;
    return { ...mesh, geometry: { ...mesh.geometry, positions } };
  }),
}));
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
  `| The same, the model new to the page each render (all its data sent) | ${cell(newModel.fastest)} | ${cell(newModel.median)} | | | | |`,
);
console.log(
  `| The same without the HDRI (no environment lighting) | ${cell(withoutEnvironment.fastest)} | ${cell(withoutEnvironment.median)} | | | | |`,
);
console.log(
  `| The same without shadows | ${cell(withoutShadows.fastest)} | ${cell(withoutShadows.median)} | | | | |`,
);
