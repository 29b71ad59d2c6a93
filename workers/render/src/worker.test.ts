import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encryptNodegraph, exportFileName } from '@atelier/contracts';
import { evaluateGraphFile } from '@atelier/nodes/node';
import { job } from '@atelier/proto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNodeCodeDirectory } from './test-support/node-code';
import {
  createUser,
  finished,
  repositoryRoot,
  startTestProduct,
  type TestProduct,
} from './test-support/product';

// The render worker inside the product, as `npm start` runs it (RENDER_WORKERS=1): jobs go
// through the job service, the queue and the worker, and their files are compared with what
// the graph command line writes for the same graph.

const patchGraph = path.join(repositoryRoot, 'examples/embroidery/patch-production.json');
let testProduct: TestProduct;
let cliDirectory: string;
let ada: string;
let grace: string;

beforeAll(async () => {
  const nodeCodeDirectory = await testNodeCodeDirectory();
  testProduct = await startTestProduct({ ackWaitSeconds: 10, renderWorkers: 1, nodeCodeDirectory });
  ada = await createUser(testProduct.database, 'ada');
  grace = await createUser(testProduct.database, 'grace');
  cliDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-render-cli-'));
});

afterAll(async () => {
  await testProduct?.stop();
  if (cliDirectory) await rm(cliDirectory, { recursive: true, force: true });
});

async function fileBytes(done: job.Job, name: string): Promise<Buffer> {
  const file = done.files.find((candidate) => candidate.content?.name === name);
  if (!file)
    throw new Error(`no job file ${name} among ${done.files.map((each) => each.content?.name).join(', ')}`);
  return testProduct.blobs.read(file.content!.blobKey);
}

describe('an export job', () => {
  it('writes the DST and worksheet PDF the command line writes for the same graph, named after the project', async () => {
    const { projectId, versionId } = await testProduct.saveProject(ada, patchGraph, 'Rose patch');
    const started = await testProduct.runJob(ada, { target: projectId, type: 'export', name: 'Export' });
    const done = await testProduct.waitForJob(ada, started.id, finished, 25_000);
    expect(done.errorMessage).toBe('');
    expect(done.state).toBe(job.JobState.SUCCESS);
    expect(done.projectVersionId).toBe(versionId);
    expect(done.progressMessage).toBe('done');

    const cli = await evaluateGraphFile({ graphPath: patchGraph, outputDirectory: cliDirectory });
    const cliFile = (nodeId: string) =>
      readFile(cli.exports.find((each) => each.nodeId === nodeId)!.file!.path);
    const dstName = exportFileName('Rose patch', 'patch-dst', 'dst');
    const pdfName = exportFileName('Rose patch', 'patch-worksheet', 'pdf');
    expect(done.files.map((file) => file.content!.name).sort()).toEqual([dstName, pdfName].sort());
    expect((await fileBytes(done, dstName)).equals(await cliFile('patch-dst'))).toBe(true);
    expect((await fileBytes(done, pdfName)).equals(await cliFile('patch-worksheet'))).toBe(true);
    const pdf = done.files.find((file) => file.content!.name === pdfName)!;
    expect(pdf.content).toMatchObject({
      contentType: 'application/pdf',
      blobKey: `jobs/${done.id}/${pdfName}`,
    });
  });

  it('writes only the nodes it names, in the language it asks for', async () => {
    const { versionId } = await testProduct.saveProject(ada, patchGraph, 'Sheet only');
    const started = await testProduct.runJob(ada, {
      target: versionId,
      type: 'export',
      parameters: { nodeIds: ['patch-worksheet'], language: 'de', projectName: 'Rosen-Aufnäher' },
    });
    const done = await testProduct.waitForJob(ada, started.id, finished, 25_000);
    expect(done.state).toBe(job.JobState.SUCCESS);
    const name = exportFileName('Rosen-Aufnäher', 'patch-worksheet', 'pdf');
    expect(done.files.map((file) => file.content!.name)).toEqual([name]);
    const cli = await evaluateGraphFile({
      graphPath: patchGraph,
      outputDirectory: path.join(cliDirectory, 'de'),
      worksheetLanguage: 'de',
    });
    const expected = await readFile(
      cli.exports.find((each) => each.nodeId === 'patch-worksheet')!.file!.path,
    );
    expect((await fileBytes(done, name)).equals(expected)).toBe(true);
  });
});

describe('a job on an encrypted version', () => {
  it('decrypts the graph with its owner’s key and writes the same file', async () => {
    const projectId = await testProduct.createProject(ada, 'Secret patch');
    const plain = await readFile(
      path.join(repositoryRoot, 'examples/embroidery/running-stitch-ellipse.json'),
    );
    await testProduct.saveVersion(ada, projectId, await encryptNodegraph(plain, ada), true);
    const started = await testProduct.runJob(ada, { target: projectId, type: 'export' });
    const done = await testProduct.waitForJob(ada, started.id, finished, 25_000);
    expect(done.state).toBe(job.JobState.SUCCESS);
    const cli = await evaluateGraphFile({
      graphPath: path.join(repositoryRoot, 'examples/embroidery/running-stitch-ellipse.json'),
      outputDirectory: path.join(cliDirectory, 'encrypted'),
    });
    const expected = await readFile(cli.exports[0]!.file!.path);
    const name = exportFileName('Secret patch', 'ellipse-exp', 'exp');
    expect((await fileBytes(done, name)).equals(expected)).toBe(true);
  });
});

describe('a job whose graph loads an uploaded image', () => {
  /** image.load of the file, then a PNG export. */
  function imageGraph(fileId: string): string {
    return JSON.stringify({
      version: '1.0.0',
      nodes: [
        {
          id: 'photo',
          type: 'image.load',
          version: '1.0.0',
          options: { x: 0, y: 0, selectedUnit: null },
          controls: [[{ id: 'file', value: fileId }]],
          params: {},
        },
        {
          id: 'poster',
          type: 'image.export',
          version: '1.0.0',
          options: { x: 300, y: 0, selectedUnit: null },
          controls: [],
          params: {},
        },
      ],
      connections: [
        { id: 1000, from: { nodeId: 'photo', output: 'image' }, to: { nodeId: 'poster', input: 'title' } },
      ],
      groups: [],
    });
  }

  const picture = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();

  it('reads the file as the owner and writes the PNG the command line writes', async () => {
    const projectId = await testProduct.createProject(ada, 'Photo');
    const png = await picture();
    const fileId = await testProduct.addFile(ada, projectId, png, 'rose.png', 'image/png');
    const graph = imageGraph(fileId);
    await testProduct.saveVersion(ada, projectId, new TextEncoder().encode(graph));
    const started = await testProduct.runJob(ada, { target: projectId, type: 'export' });
    const done = await testProduct.waitForJob(ada, started.id, finished, 25_000);
    expect(done.errorMessage).toBe('');
    expect(done.state).toBe(job.JobState.SUCCESS);

    const graphPath = path.join(cliDirectory, 'photo.json');
    const picturePath = path.join(cliDirectory, 'rose.png');
    await writeFile(graphPath, graph);
    await writeFile(picturePath, png);
    const cli = await evaluateGraphFile({
      graphPath,
      outputDirectory: path.join(cliDirectory, 'photo'),
      files: { [fileId]: picturePath },
    });
    const expected = await readFile(cli.exports[0]!.file!.path);
    const written = await fileBytes(done, exportFileName('Photo', 'poster', 'png'));
    expect(written.equals(expected)).toBe(true);
    expect(await sharp(written).metadata()).toMatchObject({ width: 40, height: 30, format: 'png' });
  });

  it('cannot read another user’s file: the loading node fails the job', async () => {
    const adasProject = await testProduct.createProject(ada, 'Private photo');
    const fileId = await testProduct.addFile(ada, adasProject, await picture(), 'rose.png', 'image/png');
    const gracesProject = await testProduct.createProject(grace, 'Borrowed photo');
    await testProduct.saveVersion(grace, gracesProject, new TextEncoder().encode(imageGraph(fileId)));
    const started = await testProduct.runJob(grace, { target: gracesProject, type: 'export' });
    const done = await testProduct.waitForJob(grace, started.id, finished, 25_000);
    expect(done.state).toBe(job.JobState.FAILED);
    expect(done.errorReason).toBe('node_failed');
    expect(done.errorMessage).toContain('"photo"');
    expect(done.files).toEqual([]);
  });
});

describe('a production job', () => {
  it('writes every embroidery file and worksheet of the version', async () => {
    const { projectId } = await testProduct.saveProject(ada, patchGraph, 'Production');
    const started = await testProduct.runJob(ada, { target: projectId, type: 'production' });
    const done = await testProduct.waitForJob(ada, started.id, finished, 25_000);
    expect(done.state).toBe(job.JobState.SUCCESS);
    expect(done.files.map((file) => file.content!.name).sort()).toEqual(
      [
        exportFileName('Production', 'patch-dst', 'dst'),
        exportFileName('Production', 'patch-worksheet', 'pdf'),
      ].sort(),
    );
  });
});

describe('a production job for knitting and cutting', () => {
  it('writes the knitout and knitting worksheet, and the cut file, as the command line writes them', async () => {
    const cases = [
      {
        graph: path.join(repositoryRoot, 'examples/knitting/ribbed-hat-band.json'),
        name: 'Hat band',
        files: [
          ['knitout', 'k'],
          ['worksheet', 'pdf'],
        ],
      },
      {
        graph: path.join(repositoryRoot, 'examples/plotter/vinyl-decal-weeded.json'),
        name: 'Decal',
        files: [['decal-hpgl', 'plt']],
      },
    ] as const;
    for (const example of cases) {
      const { projectId } = await testProduct.saveProject(ada, example.graph, example.name);
      const started = await testProduct.runJob(ada, { target: projectId, type: 'production' });
      const done = await testProduct.waitForJob(ada, started.id, finished, 60_000);
      expect(done.errorMessage).toBe('');
      expect(done.state).toBe(job.JobState.SUCCESS);
      expect(done.files.map((file) => file.content!.name).sort()).toEqual(
        example.files.map(([nodeId, extension]) => exportFileName(example.name, nodeId, extension)).sort(),
      );
      const cli = await evaluateGraphFile({
        graphPath: example.graph,
        outputDirectory: path.join(cliDirectory, example.name),
      });
      for (const [nodeId, extension] of example.files) {
        const bytes = await fileBytes(done, exportFileName(example.name, nodeId, extension));
        if (extension === 'pdf') {
          expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          continue;
        }
        const written = await readFile(cli.exports.find((each) => each.nodeId === nodeId)!.file!.path);
        expect(bytes.equals(written)).toBe(true);
        if (extension === 'k') {
          // A knitout file as its specification opens one: the version line, then the headers.
          const text = bytes.toString('utf8');
          expect(text.split('\n')[0]).toBe(';!knitout-2');
          expect(text).toMatch(/^;;Carriers:/m);
        }
        if (extension === 'plt') expect(bytes.subarray(0, 3).toString('latin1')).toBe('IN;');
      }
    }
  }, 180_000);
});

/** Luma of an image as sharp decodes it, Rec. 601 weights. */
async function lumaOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const luma = new Float64Array(info.width * info.height);
  for (let pixel = 0; pixel < luma.length; pixel += 1) {
    luma[pixel] = 0.299 * data[pixel * 3]! + 0.587 * data[pixel * 3 + 1]! + 0.114 * data[pixel * 3 + 2]!;
  }
  return { width: info.width, height: info.height, luma, rgb: data };
}

/**
 * The mean structural similarity of two images' luma over 8 x 8 blocks (Wang, Bovik, Sheikh and
 * Simoncelli, "Image quality assessment: from error visibility to structural similarity", 2004,
 * with its constants for 8-bit images).
 */
function structuralSimilarity(left: Float64Array, right: Float64Array, width: number, height: number) {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let blocks = 0;
  for (let top = 0; top + 8 <= height; top += 8) {
    for (let leftEdge = 0; leftEdge + 8 <= width; leftEdge += 8) {
      let sumLeft = 0;
      let sumRight = 0;
      for (let y = top; y < top + 8; y += 1) {
        for (let x = leftEdge; x < leftEdge + 8; x += 1) {
          sumLeft += left[y * width + x]!;
          sumRight += right[y * width + x]!;
        }
      }
      const meanLeft = sumLeft / 64;
      const meanRight = sumRight / 64;
      let varianceLeft = 0;
      let varianceRight = 0;
      let covariance = 0;
      for (let y = top; y < top + 8; y += 1) {
        for (let x = leftEdge; x < leftEdge + 8; x += 1) {
          const a = left[y * width + x]! - meanLeft;
          const b = right[y * width + x]! - meanRight;
          varianceLeft += a * a;
          varianceRight += b * b;
          covariance += a * b;
        }
      }
      varianceLeft /= 63;
      varianceRight /= 63;
      covariance /= 63;
      total +=
        ((2 * meanLeft * meanRight + c1) * (2 * covariance + c2)) /
        ((meanLeft ** 2 + meanRight ** 2 + c1) * (varianceLeft + varianceRight + c2));
      blocks += 1;
    }
  }
  return total / blocks;
}

describe('an export job of a 3D product shot', () => {
  it('renders the T-shirt in the worker’s headless Chromium: the PNG the command line writes', async () => {
    const graph = path.join(repositoryRoot, 'examples/3d/design-on-tshirt.json');
    const { projectId } = await testProduct.saveProject(ada, graph, 'Tee');
    const started = await testProduct.runJob(ada, { target: projectId, type: 'export' });
    const done = await testProduct.waitForJob(ada, started.id, finished, 150_000);
    expect(done.errorMessage).toBe('');
    expect(done.state).toBe(job.JobState.SUCCESS);
    const name = exportFileName('Tee', 'tshirt-png', 'png');
    expect(done.files.map((file) => file.content!.name)).toEqual([name]);
    const shot = await lumaOf(await fileBytes(done, name));
    expect([shot.width, shot.height]).toEqual([1024, 1024]);
    // Not all background: the shirt and its print cover a good part of the picture.
    let background = 0;
    for (let pixel = 0; pixel < shot.width * shot.height; pixel += 1) {
      const [r, g, b] = [shot.rgb[pixel * 3]!, shot.rgb[pixel * 3 + 1]!, shot.rgb[pixel * 3 + 2]!];
      if (Math.abs(r - 222) + Math.abs(g - 220) + Math.abs(b - 214) <= 3) background += 1;
    }
    expect(background / (shot.width * shot.height)).toBeLessThan(0.8);
    expect(background / (shot.width * shot.height)).toBeGreaterThan(0.2);
    const cli = await evaluateGraphFile({
      graphPath: graph,
      outputDirectory: path.join(cliDirectory, 'tee'),
    });
    const written = await lumaOf(
      await readFile(cli.exports.find((each) => each.nodeId === 'tshirt-png')!.file!.path),
    );
    expect(structuralSimilarity(shot.luma, written.luma, 1024, 1024)).toBeGreaterThanOrEqual(0.98);
  }, 240_000);
});

describe('a preview job', () => {
  it('draws the design’s output node as a PNG of at most 512 px and makes it the version’s preview', async () => {
    const { projectId, versionId } = await testProduct.saveProject(ada, patchGraph, 'Preview');
    const started = await testProduct.runJob(ada, { target: projectId, type: 'preview' });
    const done = await testProduct.waitForJob(ada, started.id, finished, 25_000);
    expect(done.state).toBe(job.JobState.SUCCESS);
    expect(done.files.map((file) => file.content!.name)).toEqual(['preview.png']);
    const png = await fileBytes(done, 'preview.png');
    const metadata = await sharp(png).metadata();
    expect(metadata.format).toBe('png');
    expect(Math.max(metadata.width!, metadata.height!)).toBe(512);
    // The design is a four-colour patch: the four thread colours are drawn.
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<string>();
    for (let offset = 0; offset < data.length; offset += info.channels) {
      if (data[offset + 3] === 255) colours.add(`${data[offset]},${data[offset + 1]},${data[offset + 2]}`);
    }
    expect(colours.size).toBeGreaterThanOrEqual(4);
    const versions = await testProduct
      .projectsAs(ada)
      .listProjectVersions({ projectId, limit: 10, offset: 0 });
    const version = versions.versions.find((each) => each.id === versionId)!;
    expect(version.preview?.blobKey).toMatch(/^previews\//);
    expect((await testProduct.blobs.read(version.preview!.blobKey)).equals(png)).toBe(true);
  });
});

describe('a job on a target its owner may not read', () => {
  it('fails with target_not_found, for a missing target and for another user’s project', async () => {
    const { projectId } = await testProduct.saveProject(grace, patchGraph, 'Grace’s own');
    for (const target of [projectId, '00000000-0000-4000-8000-000000000001']) {
      const started = await testProduct.runJob(ada, { target, type: 'export' });
      const done = await testProduct.waitForJob(ada, started.id, finished, 25_000);
      expect(done.state).toBe(job.JobState.FAILED);
      expect(done.errorReason).toBe('target_not_found');
      expect(done.files).toEqual([]);
    }
  });
});
