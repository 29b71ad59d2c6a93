// The files read back by readers written here from the published specifications (BMP: Microsoft's
// BITMAPFILEHEADER/BITMAPINFOHEADER; PNG: the W3C PNG specification's chunks, inflated with
// node:zlib; WIF 1.1: an INI reader), never by the writers' own code.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  areaMapBitmap,
  composeLiftingPlan,
  liftingPlanBitmap,
  writeBmp,
  writeIndexedPng,
  writeWif,
  type DesignImage,
  type LiftingPlan,
} from '../index';

function design(width: number, height: number, colourAt: (x: number, y: number) => number[]): DesignImage {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) pixels.set(colourAt(x, y), (y * width + x) * 4);
  return { width, height, pixels };
}

const cream = [240, 230, 200, 255];
const navy = [20, 30, 90, 255];
const gold = [210, 170, 40, 255];

/** A 3-area label, 37 ends (not a multiple of 8 or 4, so rows are padded) by 23 picks. */
const label = composeLiftingPlan(
  design(37, 23, (x, y) => (y < 3 || y > 19 ? navy : x > 10 && x < 26 && y > 7 && y < 15 ? gold : cream)),
  {
    widthCentimetres: 3.7,
    heightCentimetres: 2.3,
    endsPerCentimetre: 10,
    picksPerCentimetre: 10,
    structures: ['satin-8-weft', 'twill-2-2-z', 'satin-8-warp'],
    hooks: 1000,
    overflow: 'refuse',
  },
).plan;

/** The lifting plan's cell seen at image row `row` (top first) and column `x`. */
const cellAtImage = (plan: LiftingPlan, cells: Uint8Array, x: number, row: number) =>
  cells[(plan.picks - 1 - row) * plan.ends + x]!;

interface BmpImage {
  width: number;
  height: number;
  bitsPerPixel: number;
  compression: number;
  pixelsPerMetre: [number, number];
  palette: number[][];
  indexAt(x: number, row: number): number;
}

function readBmp(bytes: Uint8Array): BmpImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('BM');
  expect(view.getUint32(2, true)).toBe(bytes.length);
  const pixelOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const width = view.getInt32(18, true);
  const height = view.getInt32(22, true);
  expect(view.getUint16(26, true)).toBe(1);
  const bitsPerPixel = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const coloursUsed = view.getUint32(46, true) || 2 ** bitsPerPixel;
  const palette = Array.from({ length: coloursUsed }, (_, index) => {
    const offset = 14 + headerSize + index * 4;
    return [bytes[offset + 2]!, bytes[offset + 1]!, bytes[offset]!];
  });
  const rowBytes = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  const bottomUp = height > 0;
  return {
    width,
    height: Math.abs(height),
    bitsPerPixel,
    compression,
    pixelsPerMetre: [view.getInt32(38, true), view.getInt32(42, true)],
    palette,
    indexAt(x, row) {
      const stored = bottomUp ? Math.abs(height) - 1 - row : row;
      const offset = pixelOffset + stored * rowBytes;
      if (bitsPerPixel === 8) return bytes[offset + x]!;
      return (bytes[offset + Math.floor(x / 8)]! >> (7 - (x % 8))) & 1;
    },
  };
}

function readPng(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    chunks.push({ type, data: bytes.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset);
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  const depth = chunks[0]!.data[8]!;
  const colourType = chunks[0]!.data[9]!;
  const plte = chunks.find((chunk) => chunk.type === 'PLTE')!.data;
  const palette = Array.from({ length: plte.length / 3 }, (_, index) => [
    ...plte.subarray(index * 3, index * 3 + 3),
  ]);
  const raw = inflateSync(
    Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)),
  );
  // Undo the scanline filters (PNG specification, section 9); bytes per pixel is 1 for indexed.
  const rowBytes = Math.ceil((width * depth) / 8);
  const rows: Uint8Array[] = [];
  for (let row = 0; row < height; row += 1) {
    const filter = raw[row * (rowBytes + 1)]!;
    const line = Uint8Array.from(raw.subarray(row * (rowBytes + 1) + 1, (row + 1) * (rowBytes + 1)));
    const previous = rows[row - 1] ?? new Uint8Array(rowBytes);
    for (let index = 0; index < rowBytes; index += 1) {
      const left = index > 0 ? line[index - 1]! : 0;
      const up = previous[index]!;
      const upLeft = index > 0 ? previous[index - 1]! : 0;
      const paeth = () => {
        const estimate = left + up - upLeft;
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, Math.floor((left + up) / 2), filter === 4 ? paeth() : 0][filter]!;
      line[index] = (line[index]! + predictor) & 255;
    }
    rows.push(line);
  }
  return {
    width,
    height,
    depth,
    colourType,
    palette,
    indexAt: (x: number, row: number) =>
      depth === 8 ? rows[row]![x]! : (rows[row]![Math.floor(x / 8)]! >> (7 - (x % 8))) & 1,
  };
}

/** Sections of an INI text: name -> key -> value, keys lower-cased as WIF readers match them. */
function readIni(text: string): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith(';')) continue;
    const heading = /^\[(.+)\]$/.exec(line);
    if (heading) {
      current = new Map();
      sections.set(heading[1]!.toUpperCase(), current);
      continue;
    }
    const equals = line.indexOf('=');
    current!.set(line.slice(0, equals).trim().toLowerCase(), line.slice(equals + 1).trim());
  }
  return sections;
}

const numbers = (value: string | undefined) => (value ? value.split(',').map(Number) : []);

describe('the lifting plan as BMP', () => {
  it('is a 1-bit BMP, raised ends black, one pixel per end and pick, the first pick at the bottom', () => {
    const bmp = readBmp(writeBmp(liftingPlanBitmap(label)));
    expect([bmp.width, bmp.height, bmp.bitsPerPixel, bmp.compression]).toEqual([37, 23, 1, 0]);
    expect(bmp.palette).toEqual([
      [255, 255, 255],
      [0, 0, 0],
    ]);
    expect(bmp.pixelsPerMetre).toEqual([1000, 1000]);
    for (let row = 0; row < 23; row += 1) {
      for (let x = 0; x < 37; x += 1)
        expect(bmp.indexAt(x, row)).toBe(cellAtImage(label, label.cells, x, row));
    }
  });

  it('writes the area map as an 8-bit BMP with the areas colours', () => {
    const bmp = readBmp(writeBmp(areaMapBitmap(label)));
    expect([bmp.width, bmp.height, bmp.bitsPerPixel]).toEqual([37, 23, 8]);
    expect(bmp.palette).toEqual(label.areas.map(({ colour }) => [colour.red, colour.green, colour.blue]));
    // The gold block sits at design column 18, row 11; the navy band along the top row.
    const gold = label.areas.findIndex((area) => area.colour.red === 210);
    const navy = label.areas.findIndex((area) => area.colour.red === 20);
    expect(bmp.indexAt(18, 11)).toBe(gold);
    expect(bmp.indexAt(0, 0)).toBe(navy);
    for (let row = 0; row < 23; row += 1) {
      for (let x = 0; x < 37; x += 1)
        expect(bmp.indexAt(x, row)).toBe(cellAtImage(label, label.areaIndices, x, row));
    }
  });
});

describe('the lifting plan as indexed PNG', () => {
  it('is a palette PNG, 1 bit for the plan and 8 bits for the area map, pixel for pixel', () => {
    const plan = readPng(writeIndexedPng(liftingPlanBitmap(label)));
    expect([plan.width, plan.height, plan.depth, plan.colourType]).toEqual([37, 23, 1, 3]);
    expect(plan.palette).toEqual([
      [255, 255, 255],
      [0, 0, 0],
    ]);
    const areas = readPng(writeIndexedPng(areaMapBitmap(label)));
    expect([areas.depth, areas.colourType, areas.palette.length]).toEqual([8, 3, 3]);
    for (let row = 0; row < 23; row += 1) {
      for (let x = 0; x < 37; x += 1) {
        expect(plan.indexAt(x, row)).toBe(cellAtImage(label, label.cells, x, row));
        expect(areas.indexAt(x, row)).toBe(cellAtImage(label, label.areaIndices, x, row));
      }
    }
  });
});

describe('the lifting plan as a WIF 1.1 dobby draft', () => {
  // A 2/2 twill ground with a plain-weave border: 24 ends x 16 picks.
  const draftPlan = composeLiftingPlan(
    design(24, 16, (x, y) => (x < 4 || x >= 20 || y < 2 || y >= 14 ? navy : cream)),
    {
      widthCentimetres: 2.4,
      heightCentimetres: 1.6,
      endsPerCentimetre: 10,
      picksPerCentimetre: 10,
      palette: [
        { red: 240, green: 230, blue: 200 },
        { red: 20, green: 30, blue: 90 },
      ],
      structures: ['twill-2-2-z', 'plain'],
      hooks: 1000,
      overflow: 'refuse',
    },
  ).plan;
  const text = writeWif(draftPlan, {
    maximumShafts: 8,
    warpColour: { red: 20, green: 30, blue: 90 },
    weftColour: { red: 240, green: 230, blue: 200 },
    title: 'Twill with border',
  });
  const wif = readIni(text);

  it('declares its sections, version, threads and colours as WIF 1.1 asks', () => {
    expect(wif.get('WIF')!.get('version')).toBe('1.1');
    expect(wif.get('WIF')!.get('date')).toBe('April 20, 1997');
    for (const name of [
      'WEAVING',
      'WARP',
      'WEFT',
      'THREADING',
      'TIEUP',
      'TREADLING',
      'LIFTPLAN',
      'COLOR TABLE',
      'COLOR PALETTE',
    ]) {
      expect(wif.get('CONTENTS')!.get(name.toLowerCase())).toBe('true');
      expect(wif.has(name)).toBe(true);
    }
    expect(wif.get('WARP')!.get('threads')).toBe('24');
    expect(wif.get('WEFT')!.get('threads')).toBe('16');
    expect(wif.get('WARP')!.get('spacing')).toBe('0.1');
    expect(wif.get('COLOR TABLE')!.get(wif.get('WARP')!.get('color')!)).toBe('20,30,90');
    expect(wif.get('WEAVING')!.get('rising shed')).toBe('true');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('rebuilds the lifting plan cell by cell from threading x tie-up x treadling and from the lift plan', () => {
    const shafts = Number(wif.get('WEAVING')!.get('shafts'));
    // The border ends weave plain throughout: two shafts (odd and even ends). The ground's ends
    // weave the 2/2 twill between plain bands: one shaft for each end of the twill's repeat.
    expect(shafts).toBe(6);
    const threading = (end: number) => Number(wif.get('THREADING')!.get(String(end + 1)));
    const treadling = (pick: number) => Number(wif.get('TREADLING')!.get(String(pick + 1)));
    const tieUp = (treadle: number) => numbers(wif.get('TIEUP')!.get(String(treadle)));
    const lifted = (pick: number) => numbers(wif.get('LIFTPLAN')!.get(String(pick + 1)));
    for (let pick = 0; pick < draftPlan.picks; pick += 1) {
      for (let end = 0; end < draftPlan.ends; end += 1) {
        const expected = draftPlan.cells[pick * draftPlan.ends + end];
        const shaft = threading(end);
        expect(shaft >= 1 && shaft <= shafts).toBe(true);
        expect(tieUp(treadling(pick)).includes(shaft) ? 1 : 0).toBe(expected);
        expect(lifted(pick).includes(shaft) ? 1 : 0).toBe(expected);
      }
    }
  });

  it('refuses a design that needs more shafts than the dobby has', () => {
    expect(() =>
      writeWif(label, {
        maximumShafts: 8,
        warpColour: { red: 0, green: 0, blue: 0 },
        weftColour: { red: 255, green: 255, blue: 255 },
      }),
    ).toThrow(
      expect.objectContaining({ code: 'too-many-shafts', values: expect.objectContaining({ limit: 8 }) }),
    );
  });
});
