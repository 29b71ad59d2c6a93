// Editor benchmark: a 500-node graph in headless Chromium with software WebGL (SwiftShader).
// Measures the time to open (navigation start to the first frame with the graph drawn) and
// frames per second while panning and zooming, beside an empty graph in the same run as the
// reference. Then the 3D editor: frames drawn per second while orbiting (a mouse drag on the
// view) a sphere of 100,350 triangles, beside a scene with nothing to draw in the same run.
// Prints markdown tables.
//   npm run bench -w @atelier/web
//   EDITOR_BENCH=scene npm run bench -w @atelier/web   # the 3D editor only
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';

const webDirectory = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'atelier-editor-bench-'));
const configFile = path.join(webDirectory, 'vite.config.ts');

await build({
  root: webDirectory,
  configFile,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { input: path.join(webDirectory, 'bench/harness/index.html') },
  },
});
// A plain static server: the app's own preview server proxies API paths (among them /assets).
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};
const server = createServer((request, response) => {
  const file = path.join(
    outDir,
    decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname),
  );
  if (!file.startsWith(outDir)) {
    response.writeHead(403).end();
    return;
  }
  readFile(file)
    .then((body) =>
      response
        .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
        .end(body),
    )
    .catch(() => response.writeHead(404).end());
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

interface Run {
  openMilliseconds: number;
  panFps: number;
  zoomFps: number;
  panFpsClose: number;
}

// Written as page source text: functions handed to page.evaluate would carry the TypeScript
// loader's helpers, which the page does not have.
const framesSource = `(async ({ kind, frameCount }) => new Promise((resolve) => {
  const editor = window.editorHarness.session.editor;
  const start = { ...editor.camera };
  let frame = 0;
  let began = 0;
  const step = (time) => {
    if (frame === 0) began = time;
    if (kind === 'pan') editor.setCamera({ ...start, x: start.x + Math.sin(frame / 20) * 300, y: start.y + frame * 2 });
    else editor.zoomAround({ x: editor.viewport.width / 2, y: editor.viewport.height / 2 }, frame % 60 < 30 ? 1.03 : 1 / 1.03);
    frame += 1;
    if (frame <= frameCount) requestAnimationFrame(step);
    else {
      editor.setCamera(start);
      resolve(((frame - 1) * 1000) / (time - began));
    }
  };
  requestAnimationFrame(step);
}))`;

async function frames(page: Page, kind: 'pan' | 'zoom', frameCount: number): Promise<number> {
  return page.evaluate(`${framesSource}(${JSON.stringify({ kind, frameCount })})`) as Promise<number>;
}

/** `query` adds harness settings: `antialias=1&motion=redraw` draws every frame with multisampling. */
async function measure(nodes: number, query = ''): Promise<Run> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('console:', message.text());
  });
  await page.goto(`${address}bench/harness/index.html?nodes=${nodes}${query ? `&${query}` : ''}`);
  await page.waitForFunction('(window.editorHarness?.openedAt ?? 0) > 0', undefined, { timeout: 120_000 });
  const openMilliseconds = (await page.evaluate('window.editorHarness.openedAt')) as number;
  // Warm up, then measure with the whole graph in view (zoomed to fit).
  await frames(page, 'pan', 30);
  const panFps = await frames(page, 'pan', 240);
  const zoomFps = await frames(page, 'zoom', 240);
  // And at 100%, where titles, labels and sockets are drawn.
  await page.evaluate('window.editorHarness.session.editor.setCamera({ x: 0, y: 0, zoom: 1 })');
  await frames(page, 'pan', 30);
  const panFpsClose = await frames(page, 'pan', 240);
  await page.close();
  return { openMilliseconds, panFps, zoomFps, panFpsClose };
}

interface SceneRun {
  /** Frames the 3D view drew a second while the pointer orbited it. */
  orbitFps: number;
  /** Pointer moves a second the run managed: the most frames the view could have drawn. */
  movesPerSecond: number;
  /** Milliseconds from the detail view's canvas appearing to the first frame of the scene. */
  firstFrameMilliseconds: number;
}

/** Orbits the 3D editor's view by dragging on it, counting the frames its canvas draws. */
async function measureScene(kind: 'sphere' | 'empty'): Promise<SceneRun> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('console:', message.text());
  });
  await page.goto(`${address}bench/harness/index.html?scene=${kind}`);
  const canvas = page.locator('.scene-editor-canvas canvas');
  await canvas.waitFor({ timeout: 120_000 });
  const shownAt = Date.now();
  await page.waitForFunction(
    `Number(document.querySelector('.scene-editor-canvas canvas')?.dataset.frames ?? 0) > 0`,
    undefined,
    { timeout: 120_000 },
  );
  const firstFrameMilliseconds = Date.now() - shownAt;
  // Let the environment load and the first frames settle.
  await page.waitForTimeout(2000);
  const box = (await canvas.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const drawn = async () => Number(await canvas.getAttribute('data-frames'));
  await page.mouse.move(centre.x - 150, centre.y);
  await page.mouse.down();
  const move = (step: number) =>
    page.mouse.move(centre.x + Math.sin(step / 25) * 150, centre.y + Math.sin(step / 40) * 60);
  for (let step = 0; step < 30; step += 1) await move(step);
  const moves = 400;
  const framesBefore = await drawn();
  const began = performance.now();
  for (let step = 0; step < moves; step += 1) await move(step + 30);
  // The last move's frame is drawn before the count is read.
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
  const seconds = (performance.now() - began) / 1000;
  const framesAfter = await drawn();
  await page.mouse.up();
  await page.close();
  return {
    orbitFps: (framesAfter - framesBefore) / seconds,
    movesPerSecond: moves / seconds,
    firstFrameMilliseconds,
  };
}

async function sceneTable() {
  const empty = await measureScene('empty');
  const sphere = await measureScene('sphere');
  console.log('');
  console.log('| 3D editor | Empty scene | Sphere, 100,350 triangles | Ratio to empty |');
  console.log('| --- | ---: | ---: | ---: |');
  const rows: Array<[string, (run: SceneRun) => number]> = [
    ['Orbiting (mouse drag), frames drawn a second', (run) => run.orbitFps],
    ['Pointer moves a second during the drag', (run) => run.movesPerSecond],
    ['First frame after the view appears, ms', (run) => run.firstFrameMilliseconds],
  ];
  for (const [label, read] of rows)
    console.log(
      `| ${label} | ${read(empty).toFixed(1)} | ${read(sphere).toFixed(1)} | ${(read(sphere) / read(empty)).toFixed(2)} |`,
    );
}

try {
  if (process.env.EDITOR_BENCH === 'scene') {
    await sceneTable();
  } else {
    // The editor as users get it (its defaults pick multisampling and how the camera moves from
    // the renderer); beside it the same screen empty, and the 500 nodes drawn every frame with
    // multisampling, as the editor does on a hardware GPU.
    const empty = await measure(0);
    const large = await measure(500);
    const largeRedrawn = await measure(500, 'antialias=1&motion=redraw');
    const columns = [empty, large, largeRedrawn];
    const rows: Array<[string, (run: Run) => number, string]> = [
      ['Time to open (navigation start to first frame), ms', (run) => run.openMilliseconds, 'ms'],
      ['Panning, whole graph in view, fps', (run) => run.panFps, 'fps'],
      ['Zooming, whole graph in view, fps', (run) => run.zoomFps, 'fps'],
      ['Panning at 100%, fps', (run) => run.panFpsClose, 'fps'],
    ];
    console.log(
      '| Measure | Empty graph | 500 nodes, 400 wires | Ratio to empty | 500 nodes, every frame drawn, multisampled | Ratio to empty |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [label, read] of rows) {
      const [base, withAntialias, without] = columns.map(read) as [number, number, number];
      console.log(
        `| ${label} | ${base.toFixed(1)} | ${withAntialias.toFixed(1)} | ${(withAntialias / base).toFixed(2)} | ${without.toFixed(1)} | ${(without / base).toFixed(2)} |`,
      );
    }
    await sceneTable();
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(outDir, { recursive: true, force: true });
}
