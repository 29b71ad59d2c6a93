import { printFileJobType } from '@atelier/contracts';
import { job } from '@atelier/proto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNodeCodeDirectory } from './test-support/node-code';
import { createUser, finished, startTestProduct, type TestProduct } from './test-support/product';

// A print-file job in the product's render worker: the project's image output fitted into a
// product's print area, as a PNG with the area's dpi, read back with sharp.

let testProduct: TestProduct;
let ada: string;

beforeAll(async () => {
  const nodeCodeDirectory = await testNodeCodeDirectory();
  testProduct = await startTestProduct({ ackWaitSeconds: 10, renderWorkers: 1, nodeCodeDirectory });
  ada = await createUser(testProduct.database, 'ada');
});

afterAll(async () => {
  await testProduct?.stop();
});

/** image.load of the file, with an image.export after it when asked. */
function imageGraph(fileId: string, withExport: boolean): string {
  const nodes: unknown[] = [
    {
      id: 'photo',
      type: 'image.load',
      version: '1.0.0',
      options: { x: 0, y: 0, selectedUnit: null },
      controls: [[{ id: 'file', value: fileId }]],
      params: {},
    },
  ];
  const connections: unknown[] = [];
  if (withExport) {
    nodes.push({
      id: 'poster',
      type: 'image.export',
      version: '1.0.0',
      options: { x: 300, y: 0, selectedUnit: null },
      controls: [],
      params: {},
    });
    connections.push({
      id: 1000,
      from: { nodeId: 'photo', output: 'image' },
      to: { nodeId: 'poster', input: 'title' },
    });
  }
  return JSON.stringify({ version: '1.0.0', nodes, connections, groups: [] });
}

/** A 40 × 30 picture in one colour. */
const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

async function printFileOf(done: job.Job) {
  expect(done.errorMessage).toBe('');
  expect(done.state).toBe(job.JobState.SUCCESS);
  expect(done.files).toHaveLength(1);
  const file = done.files[0]!.content!;
  expect(file.contentType).toBe('image/png');
  return testProduct.blobs.read(file.blobKey);
}

/** The RGBA of one pixel. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe('a print-file job', () => {
  for (const withExport of [true, false]) {
    it(`fits the design ${withExport ? 'its image export writes' : 'of its output node'} into the print area, as a PNG at the area’s dpi`, async () => {
      const projectId = await testProduct.createProject(ada, 'Tee design');
      const fileId = await testProduct.addFile(ada, projectId, await picture(), 'rose.png', 'image/png');
      await testProduct.saveVersion(ada, projectId, new TextEncoder().encode(imageGraph(fileId, withExport)));

      const started = await testProduct.runJob(ada, {
        target: projectId,
        type: printFileJobType,
        name: 'Print file',
        parameters: { width: 300, height: 400, dotsPerInch: 150, placement: 'front' },
      });
      const done = await testProduct.waitForJob(ada, started.id, finished, 25_000);
      const png = await printFileOf(done);

      expect(done.files[0]!.content!.name).toBe('Tee-design-print-file-front.png');
      const metadata = await sharp(png).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 300, height: 400, density: 150 });
      // 40 × 30 scaled by 7.5 is 300 × 225, centred: rows 0 to 87 stay transparent above it.
      expect(await pixel(png, 150, 200)).toEqual([200, 40, 90, 255]);
      expect((await pixel(png, 150, 10))[3]).toBe(0);
      expect((await pixel(png, 150, 390))[3]).toBe(0);
    });
  }

  it('fails, saying there is nothing to print, when the print area is missing', async () => {
    const projectId = await testProduct.createProject(ada, 'No area');
    const fileId = await testProduct.addFile(ada, projectId, await picture(), 'rose.png', 'image/png');
    await testProduct.saveVersion(ada, projectId, new TextEncoder().encode(imageGraph(fileId, true)));
    const started = await testProduct.runJob(ada, {
      target: projectId,
      type: printFileJobType,
      parameters: {},
    });
    const done = await testProduct.waitForJob(ada, started.id, finished, 25_000);
    expect(done.state).toBe(job.JobState.FAILED);
    expect(done.errorReason).toBe('nothing_to_export');
    expect(done.files).toEqual([]);
  });
});
