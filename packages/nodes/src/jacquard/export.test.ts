import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RasterImage } from '@atelier/graph';
import type { LiftingPlan } from '@atelier/weave';
import { jacquardExportNode, type JacquardFile } from './export';
import { designOf, readBmp, readWif, runOnDesign, valuesOf } from './testing';

const cream = [240, 230, 200, 255];
const navy = [20, 30, 90, 255];
const gold = [210, 170, 40, 255];

// A woven label 5 x 2 cm at 60 ends and 40 picks per cm: a navy border, a cream satin ground and
// a gold block in warp-faced satin.
const label = designOf(50, 20, (x, y) =>
  x < 3 || x >= 47 || y < 3 || y >= 17 ? navy : x >= 15 && x < 35 && y >= 7 && y < 13 ? gold : cream,
);
const labelControls = {
  widthCentimetres: 5,
  heightCentimetres: 2,
  endsPerCentimetre: 60,
  picksPerCentimetre: 40,
  areas: 3,
  area1: 'satin-8-weft',
  area2: 'twill-2-2-z',
  area3: 'satin-8-warp',
  floatLimit: 0,
};

async function exported(controls: Record<string, unknown>) {
  const values = valuesOf(await runOnDesign(jacquardExportNode, label, { ...labelControls, ...controls }));
  return {
    file: values['file'] as JacquardFile,
    image: values['image'] as RasterImage,
    plan: values['plan'] as LiftingPlan,
  };
}

/** The lifting plan's cell shown at image row `row` (the last pick at the top). */
const cellAt = (plan: LiftingPlan, cells: Uint8Array, x: number, row: number) =>
  cells[(plan.picks - 1 - row) * plan.ends + x]!;

describe('the jacquard export node', () => {
  it('writes the lifting plan as a 1-bit BMP, one pixel per end and pick, read back by its headers', async () => {
    const { file, plan } = await exported({ format: 'bmp' });
    expect(file).toMatchObject({
      format: 'bmp',
      extension: 'bmp',
      mimeType: 'image/bmp',
      width: 300,
      height: 80,
    });
    const bmp = readBmp(file.bytes);
    expect([bmp.signature, bmp.fileSize, bmp.width, bmp.height, bmp.bitsPerPixel, bmp.compression]).toEqual([
      'BM',
      file.bytes.length,
      300,
      80,
      1,
      0,
    ]);
    expect(bmp.palette).toEqual([
      [255, 255, 255],
      [0, 0, 0],
    ]);
    let mismatches = 0;
    for (let row = 0; row < 80; row += 1) {
      for (let x = 0; x < 300; x += 1)
        if (bmp.indexAt(x, row) !== cellAt(plan, plan.cells, x, row)) mismatches += 1;
    }
    expect(mismatches).toBe(0);
    // In the weft-faced 8-end satin ground (pick 16, ends 24 to 63) every pick raises one end in eight.
    const groundPick = plan.cells.subarray(16 * 300 + 24, 16 * 300 + 64);
    expect(groundPick.reduce((sum, cell) => sum + cell, 0)).toBe(5);
  });

  it('leaves the BMP to the header reader: sharp (libvips) here reads no BMP at all', async () => {
    const { file } = await exported({ format: 'bmp' });
    await expect(sharp(file.bytes).metadata()).rejects.toThrow(/unsupported image format/i);
  });

  it('writes the area map as an 8-bit BMP with the areas’ colours', async () => {
    const { file, plan } = await exported({ format: 'areaMapBmp' });
    const bmp = readBmp(file.bytes);
    expect([bmp.width, bmp.height, bmp.bitsPerPixel]).toEqual([300, 80, 8]);
    expect(bmp.palette).toEqual([cream, navy, gold].map((colour) => colour.slice(0, 3)));
    expect([bmp.indexAt(0, 0), bmp.indexAt(150, 40), bmp.indexAt(60, 40)]).toEqual([1, 2, 0]);
    expect(plan.areas.map((area) => area.structure)).toEqual(['satin-8-weft', 'twill-2-2-z', 'satin-8-warp']);
  });

  it('writes indexed PNGs that sharp reads as palette images of the plan’s size and colours', async () => {
    const { file, image } = await exported({ format: 'png' });
    expect(file).toMatchObject({ extension: 'png', mimeType: 'image/png' });
    const metadata = await sharp(file.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.isPalette]).toEqual([
      'png',
      300,
      80,
      true,
    ]);
    const decoded = await sharp(file.bytes).removeAlpha().raw().toBuffer();
    let mismatches = 0;
    for (let pixel = 0; pixel < 300 * 80; pixel += 1) {
      if (decoded[pixel * 3] !== image.pixels[pixel * 4]) mismatches += 1;
    }
    expect(mismatches).toBe(0);

    const areas = await exported({ format: 'areaMapPng' });
    expect((await sharp(areas.file.bytes).metadata()).isPalette).toBe(true);
    const areaPixels = await sharp(areas.file.bytes).removeAlpha().raw().toBuffer();
    const at = (x: number, y: number) => [...areaPixels.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3)];
    expect([at(0, 0), at(150, 40), at(60, 40)]).toEqual(
      [navy, gold, cream].map((colour) => colour.slice(0, 3)),
    );
  });

  it('writes a WIF dobby draft whose threading, tie-up and treadling weave the lifting plan', async () => {
    // A 2/2 twill with a plain border, 2 x 1 cm at 20 ends and picks per cm.
    const design = designOf(40, 20, (x, y) => (x < 4 || x >= 36 || y < 2 || y >= 18 ? navy : cream));
    const result = await runOnDesign(
      jacquardExportNode,
      design,
      {
        format: 'wif',
        maximumShafts: 8,
        widthCentimetres: 2,
        heightCentimetres: 1,
        endsPerCentimetre: 20,
        picksPerCentimetre: 20,
        area1: 'twill-2-2-z',
        area2: 'plain',
        floatLimit: 0,
      },
      [
        { red: 240, green: 230, blue: 200, alpha: 255 },
        { red: 20, green: 30, blue: 90, alpha: 255 },
      ],
    );
    const values = valuesOf(result);
    const file = values['file'] as JacquardFile;
    const plan = values['plan'] as LiftingPlan;
    expect(file).toMatchObject({ extension: 'wif', mimeType: 'text/plain' });
    const wif = readWif(new TextDecoder().decode(file.bytes));
    expect(wif.get('WIF')!.get('version')).toBe('1.1');
    expect(Number(wif.get('WEAVING')!.get('shafts'))).toBe(6);
    expect([wif.get('WARP')!.get('threads'), wif.get('WEFT')!.get('threads')]).toEqual(['40', '20']);
    const shafts = (list: string | undefined) => (list ? list.split(',').map(Number) : []);
    let mismatches = 0;
    for (let pick = 0; pick < 20; pick += 1) {
      const treadle = wif.get('TREADLING')!.get(String(pick + 1))!;
      const tied = shafts(wif.get('TIEUP')!.get(treadle));
      const lifted = shafts(wif.get('LIFTPLAN')!.get(String(pick + 1)));
      for (let end = 0; end < 40; end += 1) {
        const shaft = Number(wif.get('THREADING')!.get(String(end + 1)));
        const raised = plan.cells[pick * 40 + end];
        if ((tied.includes(shaft) ? 1 : 0) !== raised || (lifted.includes(shaft) ? 1 : 0) !== raised)
          mismatches += 1;
      }
    }
    expect(mismatches).toBe(0);
  });

  it('refuses a WIF draft of a design that needs more shafts than the dobby has', async () => {
    // Border ends weave the 2/2 twill (4 shafts); ground ends the twill in the border bands and
    // the 8-end satin between (8); ends under the gold block the warp-faced satin too (8): 20.
    const result = await runOnDesign(jacquardExportNode, label, {
      ...labelControls,
      format: 'wif',
      maximumShafts: 16,
    });
    expect(result.status).toBe('failed');
    expect(result.messages[0]).toMatchObject({
      code: 'too-many-dobby-shafts',
      values: { shafts: 20, limit: 16 },
    });
  });
});
