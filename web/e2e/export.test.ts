import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importDesign } from '@atelier/embroidery';
import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot, startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Exporting from the editor in real Chromium against the whole product with one render worker
// (a process of its own on NATS):
// an embroidery design's DST written by the browser's own engine, byte for byte what the graph
// command line writes; its worksheet PDF written by an export job in the render worker; and a
// PNG poster from the browser and from a job, decoding to the same pixels, size and resolution.
const email = 'exporter@example.com';
const shots = process.env['EXPORT_E2E_SCREENSHOTS'];

let harness: BrowserTestProduct;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  harness = await startBrowserTestProduct('export', { renderWorkerProcess: true });
  context = await harness.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('browser console:', message.text());
  });
  await page.goto(harness.product.url);
  await harness.signIn(page, email);
  await page.waitForURL(`${harness.product.url}/projects`);
}, 300_000);

afterAll(async () => {
  await context?.close();
  await harness?.stop();
});

/**
 * A project of the signed-in user with an example graph (a file under examples/, or the graph's
 * JSON text) saved as its version, through the API.
 */
async function projectWithExample(
  name: string,
  example: string,
  change?: (graph: { nodes: Array<{ options: Record<string, unknown> }> }) => void,
): Promise<string> {
  let graph = example.startsWith('{')
    ? example
    : readFileSync(path.join(repositoryRoot, 'examples', example), 'utf8');
  if (change) {
    const parsed = JSON.parse(graph) as { nodes: Array<{ options: Record<string, unknown> }> };
    change(parsed);
    graph = JSON.stringify(parsed);
  }
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

/** The export jobs of the signed-in user, newest first, as GET /job answers them. */
async function exportJobs() {
  return page.evaluate(async () => {
    const response = await fetch('/job?type=export&limit=20', { credentials: 'include' });
    return (
      (await response.json()) as {
        jobs: Array<{ id: string; state: string; files: Array<{ name: string; content_type: string }> }>;
      }
    ).jobs;
  });
}

/** What the graph command line (evaluateGraphFile) writes for an example, by file name. */
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

async function openEditor(projectId: string) {
  await page.goto(`${harness.product.url}/editor/${projectId}`);
  await page.getByRole('toolbar', { name: 'Editor tools' }).waitFor();
}

async function openExportDialog(): Promise<Locator> {
  // The keyboard shortcut, as a user who knows it would.
  await page.locator('.editor-stage').click({ position: { x: 10, y: 10 } });
  await page.keyboard.press('Control+Shift+E');
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.waitFor();
  return dialog;
}

function row(dialog: Locator, nodeId: string): Locator {
  return dialog.locator(`li[data-node-id="${nodeId}"]`);
}

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFileSync(file);
}

async function download(trigger: () => Promise<void>, timeout = 60_000): Promise<Download> {
  try {
    const [downloaded] = await Promise.all([page.waitForEvent('download', { timeout }), trigger()]);
    return downloaded;
  } catch (error) {
    // What the jobs were doing, for the failure's report.
    console.error('no download; the export jobs:', JSON.stringify(await exportJobs()));
    await screenshot(`no-download-${Date.now()}`);
    throw error;
  }
}

async function screenshot(name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

// A loaded test machine draws and encodes a 2048 px poster in software, so each test may take minutes.
describe('exporting from the editor', () => {
  it('downloads the DST from the browser and the worksheet PDF from a render worker', async () => {
    const projectId = await projectWithExample('Rose patch', 'embroidery/patch-production.json');
    await openEditor(projectId);
    const dialog = await openExportDialog();
    const dst = row(dialog, 'patch-dst');
    const worksheet = row(dialog, 'patch-worksheet');
    await expect.poll(() => dst.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');
    await expect.poll(() => dst.textContent()).toContain('Rose-patch-patch-dst.dst');
    expect(await dst.textContent()).toContain('DST');
    expect(await dst.textContent()).toMatch(/\d+(\.\d)? × \d+(\.\d)? mm/);
    expect(await worksheet.getAttribute('data-state')).toBe('server');
    expect(await worksheet.textContent()).toContain('Rose-patch-patch-worksheet.pdf');
    expect(await worksheet.textContent()).toContain('210 × 297 mm');
    await screenshot('export-dialog-dark');

    const expected = commandLineFiles('embroidery/patch-production.json');

    // The DST: written at once by the browser's engine, no job.
    const jobsBefore = (await exportJobs()).length;
    const dstDownload = await download(() =>
      dst.getByRole('button', { name: 'Download Rose-patch-patch-dst.dst' }).click(),
    );
    expect(dstDownload.suggestedFilename()).toBe('Rose-patch-patch-dst.dst');
    const dstBytes = await bytesOf(dstDownload);
    expect(dstBytes.subarray(0, 3).toString('latin1')).toBe('LA:');
    const design = importDesign(new Uint8Array(dstBytes), 'design.dst');
    const stitches = design.plan.blocks.reduce(
      (count, block) => count + block.stitches.filter((stitch) => stitch.kind === 'stitch').length,
      0,
    );
    expect(stitches).toBeGreaterThan(0);
    expect(Buffer.compare(dstBytes, expected.get('patch-dst.dst')!)).toBe(0);
    expect((await exportJobs()).length).toBe(jobsBefore);

    // The worksheet: an export job in the render worker, downloaded when it succeeds.
    const pdfDownload = await download(
      () => worksheet.getByRole('button', { name: 'Download Rose-patch-patch-worksheet.pdf' }).click(),
      90_000,
    );
    expect(pdfDownload.suggestedFilename()).toBe('Rose-patch-patch-worksheet.pdf');
    const pdfBytes = await bytesOf(pdfDownload);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdfFile = path.join(harness.folder, 'worksheet.pdf');
    writeFileSync(pdfFile, pdfBytes);
    const text = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' });
    expect(text).toContain('Four-colour patch');
    const jobs = await exportJobs();
    expect(jobs.length).toBe(jobsBefore + 1);
    expect(jobs[0]!.state).toBe('success');
    expect(jobs[0]!.files.map((file) => file.name)).toEqual(['Rose-patch-patch-worksheet.pdf']);
    expect(await worksheet.locator('.export-row-state').textContent()).toBe('Downloaded');

    // Both at once: a zip of the browser's DST and a second job's PDF.
    const zipDownload = await download(
      () => dialog.getByRole('button', { name: 'Download all' }).click(),
      90_000,
    );
    expect(zipDownload.suggestedFilename()).toBe('Rose-patch-export.zip');
    const zipped = unzipSync(new Uint8Array(await bytesOf(zipDownload)));
    expect(Object.keys(zipped).sort()).toEqual([
      'Rose-patch-patch-dst.dst',
      'Rose-patch-patch-worksheet.pdf',
    ]);
    expect(Buffer.compare(Buffer.from(zipped['Rose-patch-patch-dst.dst']!), dstBytes)).toBe(0);
    expect(Buffer.from(zipped['Rose-patch-patch-worksheet.pdf']!).subarray(0, 5).toString('latin1')).toBe(
      '%PDF-',
    );
    expect((await exportJobs()).length).toBe(jobsBefore + 2);
  }, 300_000);

  it('writes the same PNG pixels, size and resolution in the browser and in a job', async () => {
    // The two nodes side by side, 260 apart, so that after "fit to view" each sits 130 from the centre.
    const projectId = await projectWithExample('Sunset poster', 'image/gradient-poster-2048.json', (graph) =>
      graph.nodes.forEach((node, index) => {
        node.options = { x: index * 260, y: 0 };
      }),
    );
    await openEditor(projectId);

    // The export node's own Download, in its controls panel.
    await page.locator('canvas.editor-canvas').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('f');
    const stage = (await page.locator('.editor-canvas-host').boundingBox())!;
    await page.mouse.click(stage.x + stage.width / 2 + 130, stage.y + stage.height / 2);
    const panel = page.getByRole('complementary', { name: 'Node controls' });
    await panel.getByRole('heading', { name: 'Export image' }).waitFor();
    const panelDownload = await download(() =>
      panel.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    expect(panelDownload.suggestedFilename()).toBe('Sunset-poster-poster-png.png');
    const fromPanel = await sharp(await bytesOf(panelDownload)).metadata();
    expect([fromPanel.format, fromPanel.width, fromPanel.height, fromPanel.density]).toEqual([
      'png',
      2048,
      2048,
      300,
    ]);

    const dialog = await openExportDialog();
    const poster = row(dialog, 'poster-png');
    await expect.poll(() => poster.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');
    expect(await poster.textContent()).toContain('2048 × 2048 px');
    expect(await poster.textContent()).toContain('300 dpi');

    const browserDownload = await download(() =>
      poster.getByRole('button', { name: 'Download Sunset-poster-poster-png.png' }).click(),
    );
    expect(browserDownload.suggestedFilename()).toBe('Sunset-poster-poster-png.png');
    const jobDownload = await download(
      () => dialog.getByRole('button', { name: 'Export all on the server' }).click(),
      90_000,
    );
    expect(jobDownload.suggestedFilename()).toBe('Sunset-poster-poster-png.png');
    const jobs = await exportJobs();
    expect(jobs[0]!.state).toBe('success');

    const decode = async (bytes: Buffer) => {
      const image = sharp(bytes);
      const metadata = await image.metadata();
      const raw = await image.ensureAlpha().raw().toBuffer();
      return {
        width: metadata.width,
        height: metadata.height,
        density: metadata.density,
        format: metadata.format,
        raw,
      };
    };
    const fromBrowser = await decode(await bytesOf(browserDownload));
    const fromJob = await decode(await bytesOf(jobDownload));
    expect(fromBrowser.format).toBe('png');
    expect(fromJob.format).toBe('png');
    expect([fromBrowser.width, fromBrowser.height, fromBrowser.density]).toEqual([2048, 2048, 300]);
    expect([fromJob.width, fromJob.height, fromJob.density]).toEqual([2048, 2048, 300]);
    expect(Buffer.compare(fromBrowser.raw, fromJob.raw)).toBe(0);
  }, 300_000);

  it('writes an image over the browser’s pixel budget in a job', async () => {
    const node = (id: string, type: string, controls: Record<string, unknown>, x: number) => ({
      id,
      type,
      version: '1.0.0',
      options: { x, y: 0 },
      controls: [Object.entries(controls).map(([controlId, value]) => ({ id: controlId, value }))],
    });
    const graph = {
      version: '1.0.0',
      nodes: [
        node(
          'tile',
          'image.solid-colour',
          { width: 64, height: 64, dpi: 300, colour: { red: 20, green: 120, blue: 200, alpha: 255 } },
          0,
        ),
        node(
          'mural',
          'image.export',
          { format: 'png', width: 4200, height: 4200, units: 'pixels', dpi: 0 },
          260,
        ),
      ],
      connections: [
        { id: 1000, from: { nodeId: 'tile', output: 'image' }, to: { nodeId: 'mural', input: 'title' } },
      ],
    };
    const projectId = await projectWithExample('Mural', JSON.stringify(graph));
    await openEditor(projectId);
    const dialog = await openExportDialog();
    const mural = row(dialog, 'mural');
    await expect.poll(() => mural.getAttribute('data-state'), { timeout: 60_000 }).toBe('server');
    expect(await mural.textContent()).toContain('4200 × 4200 px');
    expect(await mural.textContent()).toContain(
      'Over the 16.8 megapixels a browser writes; made on the server.',
    );
    const jobsBefore = (await exportJobs()).length;
    const muralDownload = await download(
      () => mural.getByRole('button', { name: 'Download Mural-mural.png' }).click(),
      120_000,
    );
    expect(muralDownload.suggestedFilename()).toBe('Mural-mural.png');
    const metadata = await sharp(await bytesOf(muralDownload)).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.density]).toEqual([
      'png',
      4200,
      4200,
      300,
    ]);
    const jobs = await exportJobs();
    expect(jobs.length).toBe(jobsBefore + 1);
    expect(jobs[0]!.state).toBe('success');
  }, 300_000);

  it('fits a phone in both themes, from the toolbar button', async () => {
    const projectId = await projectWithExample('Sunset poster copy', 'image/gradient-poster-2048.json');
    await page.setViewportSize({ width: 390, height: 844 });
    await openEditor(projectId);
    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click();
      expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
      await page
        .getByRole('toolbar', { name: 'Editor tools' })
        .getByRole('button', { name: 'Export…' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Export' });
      await expect
        .poll(() => row(dialog, 'poster-png').getAttribute('data-state'), { timeout: 60_000 })
        .toBe('ready');
      const box = await dialog.evaluate((element) => {
        const rectangle = element.getBoundingClientRect();
        return {
          left: rectangle.left,
          right: rectangle.right,
          overflow: element.scrollWidth - element.clientWidth,
        };
      });
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
      expect(box.overflow).toBeLessThanOrEqual(0);
      await screenshot(`export-dialog-${theme}-390`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.setViewportSize({ width: 1400, height: 900 });
  }, 300_000);

  it('says so when a project has nothing to export', async () => {
    const projectId = await projectWithExample('Empty', 'image/gradient-poster-2048.json');
    await openEditor(projectId);
    // Every node deleted: the project then has no export node.
    await page.locator('.editor-stage').click({ position: { x: 10, y: 10 } });
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    const dialog = await openExportDialog();
    await dialog.getByText('This project has no export nodes yet; add one from the Output family.').waitFor();
    await screenshot('export-dialog-empty-light');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  }, 300_000);
});
