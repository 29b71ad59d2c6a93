import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot, startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Knitting and cutting-plotter production in real Chromium against the whole product with one
// render worker process: a drawing made into a knit chart in the editor shows as knitted loops
// and downloads as knitout; the ribbed hat band example's knitout comes from the browser byte for
// byte as the graph command line writes it and its worksheet PDF from a render worker; the vinyl
// decal's HP-GL from the browser stays inside its cutter's area.
const email = 'textiles@example.com';
const shots = process.env['TEXTILE_E2E_SCREENSHOTS'];

let harness: BrowserTestProduct;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  harness = await startBrowserTestProduct('textile', { renderWorkerProcess: true });
  context = await harness.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(harness.product.url);
  await harness.signIn(page, email);
  await page.waitForURL(`${harness.product.url}/projects`);
}, 300_000);

afterAll(async () => {
  await context?.close();
  await harness?.stop();
});

async function screenshot(name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** A project of the signed-in user with an example graph saved as its version, through the API. */
async function projectWithExample(name: string, example: string): Promise<string> {
  const graph = readFileSync(path.join(repositoryRoot, 'examples', example), 'utf8');
  return page.evaluate(
    async ({ name, graph }) => {
      const csrf = decodeURIComponent(/(?:^|; )atelier_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const created = await fetch('/project/version/create/new', {
        method: 'POST',
        credentials: 'include',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'X-CSRF-Token': csrf },
        body: JSON.stringify({ name }),
      });
      if (created.status !== 201) throw new Error(`creating the project answered ${created.status}`);
      const projectId = ((await created.json()) as { project: { id: string } }).project.id;
      const form = new FormData();
      form.append('nodegraph', new Blob([graph], { type: 'application/json' }), 'nodegraph.json');
      const saved = await fetch(`/project/version/create/${projectId}`, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { 'X-CSRF-Token': csrf },
      });
      if (saved.status !== 201) throw new Error(`saving the graph answered ${saved.status}`);
      return projectId;
    },
    { name, graph },
  );
}

/** What the graph command line writes for an example, by file name. */
function commandLineFiles(example: string): Map<string, Buffer> {
  const out = mkdtempSync(path.join(harness.folder, 'cli-'));
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join('packages', 'nodes', 'src', 'cli', 'main.ts'),
      'eval',
      path.join('examples', example),
      '--out',
      out,
    ],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  return new Map(readdirSync(out).map((name) => [name, readFileSync(path.join(out, name))]));
}

async function openExportDialog(): Promise<Locator> {
  await page.locator('.editor-stage').click({ position: { x: 10, y: 10 } });
  await page.keyboard.press('Control+Shift+E');
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.waitFor();
  return dialog;
}

async function download(trigger: () => Promise<void>, timeout = 60_000): Promise<Buffer> {
  const [downloaded] = await Promise.all([page.waitForEvent('download', { timeout }), trigger()]);
  return readFileSync(await (downloaded as Download).path());
}

/** Knitout read as its specification defines it: the operations with their carriers and needles. */
function knitoutOperations(text: string) {
  return text
    .split('\n')
    .map((line) => line.replace(/;.*$/, '').trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split(/\s+/));
}

/**
 * Every carrier a knitting operation names was brought in (`in`/`inhook`) before and is taken
 * out (`out`/`outhook`) after, and every needle is on the bed's width.
 */
function expectKnittable(text: string, width: number) {
  const lines = text.split('\n');
  expect(lines[0]).toBe(';!knitout-2');
  const carriers = /^;;Carriers:(.*)$/m.exec(text)![1]!.trim().split(/\s+/);
  const active = new Set<string>();
  for (const [operation, ...rest] of knitoutOperations(text)) {
    if (operation === 'in' || operation === 'inhook') {
      for (const carrier of rest) active.add(carrier);
    } else if (operation === 'out' || operation === 'outhook') {
      for (const carrier of rest) {
        expect(active.has(carrier)).toBe(true);
        active.delete(carrier);
      }
    } else if (operation === 'knit' || operation === 'tuck' || operation === 'miss') {
      const [, needle, ...used] = rest;
      const number = Number(/^[fb]s?(-?\d+)$/.exec(needle!)![1]);
      expect(number).toBeGreaterThanOrEqual(0);
      expect(number).toBeLessThan(width);
      for (const carrier of used) {
        expect(carriers).toContain(carrier);
        expect(active.has(carrier)).toBe(true);
      }
    }
  }
  expect([...active]).toEqual([]);
}

describe('knitting in the editor', () => {
  it('makes a drawing into a knit chart shown as knitted loops, and downloads it as knitout', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    const panel = page.getByRole('complementary', { name: 'Node controls' });
    await page
      .getByRole('toolbar', { name: 'Editor tools' })
      .getByRole('button', { name: 'Add node' })
      .click();
    await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill('ellipse');
    await page.getByRole('option', { name: 'Ellipse', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await panel.getByRole('heading', { name: 'Ellipse' }).waitFor();
    await page.waitForURL(/\/editor\/[^/]+$/);
    const projectId = page.url().split('/').at(-1)!;
    await expect
      .poll(async () => (await harness.savedGraph(email, projectId).catch(() => undefined))?.nodes.length, {
        timeout: 60_000,
      })
      .toBe(1);
    const [ellipse] = (
      await harness.savedGraph<{ nodes: Array<{ options: { x: number; y: number } }> }>(email, projectId)
    ).nodes;

    // An empty graph opens at zoom 1 with the world origin in the middle of the canvas; a node is
    // 208 wide with its first output 17 below its top.
    const host = (await page.locator('.editor-canvas-host').boundingBox())!;
    const onScreen = (x: number, y: number) => ({
      x: host.x + host.width / 2 + x,
      y: host.y + host.height / 2 + y,
    });
    const dragWireFrom = async (from: { x: number; y: number }) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 40, from.y + 80, { steps: 6 });
      await page.mouse.move(from.x + 80, from.y + 160, { steps: 6 });
      await page.mouse.up();
    };
    // The knitting family is in the menu a wire from a drawing opens.
    await dragWireFrom(onScreen(ellipse!.options.x + 208, ellipse!.options.y + 17));
    await page
      .getByRole('searchbox', { name: 'Search nodes by name or category' })
      .fill('chart from drawing');
    await page.getByRole('option', { name: 'Chart from drawing', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await panel.getByRole('heading', { name: 'Chart from drawing' }).waitFor();
    await panel.getByRole('button', { name: 'Monitor' }).click();

    // The monitor shows fabric, not squares: the ellipse's yarn (black) and the background yarn
    // (white), with the darker gaps between the loops where neither is.
    const colours = async () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('.editor-monitor canvas');
        if (!canvas || canvas.hidden || canvas.width === 0) return null;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let black = 0;
        let white = 0;
        let between = 0;
        for (let offset = 0; offset < data.length; offset += 4) {
          const [red, green, blue] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
          const spread = Math.max(red, green, blue) - Math.min(red, green, blue);
          if (spread > 12) continue;
          if (red < 20) black += 1;
          else if (red > 235) white += 1;
          else if (red > 30 && red < 60) between += 1;
        }
        return { black, white, between, total: data.length / 4 };
      });
    let seen: Awaited<ReturnType<typeof colours>> = null;
    await expect
      .poll(
        async () => {
          seen = await colours();
          return seen ? Math.min(seen.black, seen.white) : 0;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(500);
    // The gaps between loops (the yarns' mean darkened) cover a real share of the fabric.
    expect(seen!.between / seen!.total).toBeGreaterThan(0.05);
    await screenshot('knit-chart-monitor');

    // The chart written as knitout, from a Knitting file node a wire from the chart offers.
    type Saved = { nodes: Array<{ type: string; options: { x: number; y: number } }> };
    const savedChart = async () =>
      (await harness.savedGraph<Saved>(email, projectId).catch(() => undefined))?.nodes.find(
        (node) => node.type === 'knit.chart-from-drawing',
      );
    await expect.poll(savedChart, { timeout: 60_000 }).toBeTruthy();
    const chartNode = (await savedChart())!;
    await dragWireFrom(onScreen(chartNode.options.x + 208, chartNode.options.y + 17));
    await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill('knitting file');
    await page.getByRole('option', { name: 'Knitting file', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await panel.getByRole('heading', { name: 'Knitting file' }).waitFor();
    const dialog = await openExportDialog();
    const row = dialog.locator('li[data-node-id]').first();
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');
    expect(await row.textContent()).toContain('Knitout');
    const knitout = (
      await download(() => row.getByRole('button', { name: /^Download .*\.k$/ }).click())
    ).toString('utf8');
    const width = Number(/^;;Width:\s*(\d+)/m.exec(knitout)![1]);
    expectKnittable(knitout, width);
    await screenshot('knit-export-dialog');
    await page.keyboard.press('Escape');
  });
});

describe('production files from example projects', () => {
  it('downloads the hat band’s knitout from the browser and its worksheet PDF from a render worker', async () => {
    const projectId = await projectWithExample('Hat band', 'knitting/ribbed-hat-band.json');
    await page.goto(`${harness.product.url}/editor/${projectId}`);
    await page.getByRole('toolbar', { name: 'Editor tools' }).waitFor();
    const dialog = await openExportDialog();
    const knitout = dialog.locator('li[data-node-id="knitout"]');
    const worksheet = dialog.locator('li[data-node-id="worksheet"]');
    await expect.poll(() => knitout.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');
    expect(await worksheet.getAttribute('data-state')).toBe('server');
    const expected = commandLineFiles('knitting/ribbed-hat-band.json');
    const knitoutBytes = await download(() =>
      knitout.getByRole('button', { name: 'Download Hat-band-knitout.k' }).click(),
    );
    expect(Buffer.compare(knitoutBytes, expected.get('knitout.k')!)).toBe(0);
    expectKnittable(
      knitoutBytes.toString('utf8'),
      Number(/^;;Width:\s*(\d+)/m.exec(knitoutBytes.toString())![1]),
    );

    const pdf = await download(
      () => worksheet.getByRole('button', { name: 'Download Hat-band-worksheet.pdf' }).click(),
      120_000,
    );
    const pdfFile = path.join(harness.folder, 'hat-band.pdf');
    writeFileSync(pdfFile, pdf);
    const text = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' });
    expect(text).toContain('Ribbed hat band');
    await page.keyboard.press('Escape');
  });

  it('downloads the vinyl decal’s HP-GL from the browser, every move inside the cutter’s area', async () => {
    const projectId = await projectWithExample('Decal', 'plotter/vinyl-decal-weeded.json');
    await page.goto(`${harness.product.url}/editor/${projectId}`);
    await page.getByRole('toolbar', { name: 'Editor tools' }).waitFor();
    const dialog = await openExportDialog();
    const hpgl = dialog.locator('li[data-node-id="decal-hpgl"]');
    await expect.poll(() => hpgl.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');
    expect(await hpgl.textContent()).toContain('HP-GL');
    expect(await hpgl.textContent()).toMatch(/\d+(\.\d)? × \d+(\.\d)? mm/);
    const bytes = await download(() =>
      hpgl.getByRole('button', { name: 'Download Decal-decal-hpgl.plt' }).click(),
    );
    expect(
      Buffer.compare(bytes, commandLineFiles('plotter/vinyl-decal-weeded.json').get('decal-hpgl.plt')!),
    ).toBe(0);
    // HP-GL read as the language defines it: instructions end in ';', PU/PD carry x,y pairs in
    // plotter units of 0.025 mm.
    const instructions = bytes
      .toString('latin1')
      .split(';')
      .map((instruction) => instruction.trim())
      .filter(Boolean);
    expect(instructions[0]).toBe('IN');
    let down = 0;
    for (const instruction of instructions) {
      const match = /^(PU|PD)(.*)$/.exec(instruction);
      if (!match) continue;
      const numbers = match[2]!.split(',').filter(Boolean).map(Number);
      for (let index = 0; index < numbers.length; index += 2) {
        expect(numbers[index]).toBeGreaterThanOrEqual(0);
        expect(numbers[index + 1]).toBeGreaterThanOrEqual(0);
        // The example's cutter, a Cricut Maker: 305 mm across the mat.
        expect(numbers[index]! / 40).toBeLessThanOrEqual(305);
      }
      if (match[1] === 'PD') down += numbers.length / 2;
    }
    expect(down).toBeGreaterThan(100);
    await screenshot('decal-export-dialog');
    await page.keyboard.press('Escape');
  });
});
