// The example graphs shipped in examples/jacquard, evaluated as `npm run graph -- eval` does, and
// the files they write read back: the label's BMP by its headers, its area map by sharp, the
// dobby draft by an INI reader that weaves the draft again.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateGraphFile, type GraphFileEvaluation } from '../cli/evaluate-graph';
import { readBmp, readWif } from './testing';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const examplesFolder = path.join(repositoryRoot, 'examples', 'jacquard');
let output: string;

beforeAll(async () => {
  output = await mkdtemp(path.join(tmpdir(), 'atelier-jacquard-examples-'));
});
afterAll(async () => {
  await rm(output, { recursive: true, force: true });
});

async function evaluateExample(name: string): Promise<GraphFileEvaluation> {
  const evaluation = await evaluateGraphFile({
    graphPath: path.join(examplesFolder, `${name}.json`),
    outputDirectory: path.join(output, name),
  });
  expect(evaluation.issues).toEqual([]);
  for (const outcome of evaluation.exports) expect(outcome.failure).toBeUndefined();
  return evaluation;
}

const writtenFile = (evaluation: GraphFileEvaluation, nodeId: string) =>
  readFile(evaluation.exports.find((outcome) => outcome.nodeId === nodeId)!.file!.path);

/** Raised ends among `ends` consecutive ends of an image row. */
function raisedAcross(indexAt: (x: number, row: number) => number, row: number, from: number, ends: number) {
  let raised = 0;
  for (let x = from; x < from + ends; x += 1) raised += indexAt(x, row);
  return raised;
}

describe('examples/jacquard', () => {
  it('holds the woven label and the dobby draft, each beside its design image', async () => {
    const names = (await readdir(examplesFolder)).sort();
    expect(names).toEqual([
      'label-design.png',
      'twill-border-design.png',
      'twill-border-dobby.json',
      'woven-label.json',
    ]);
  });

  it('weaves the label: a 360 x 96 lifting plan BMP with satin ground, twill border and warp-faced satin diamonds', async () => {
    const evaluation = await evaluateExample('woven-label');
    expect(evaluation.exports.map((outcome) => outcome.nodeId).sort()).toEqual([
      'label-area-map',
      'label-lifting-plan',
    ]);
    const bmp = readBmp(await writtenFile(evaluation, 'label-lifting-plan'));
    // 6 cm at 60 ends/cm, 2.4 cm at 40 picks/cm.
    expect([bmp.signature, bmp.width, bmp.height, bmp.bitsPerPixel, bmp.compression]).toEqual([
      'BM',
      360,
      96,
      1,
      0,
    ]);
    expect(bmp.palette).toEqual([
      [255, 255, 255],
      [0, 0, 0],
    ]);
    // The design is 60 x 24 px, so each design pixel is 6 ends by 4 picks. Cream ground at design
    // pixels x 4-8, y 4: weft-faced 8-end satin, one end in eight raised on every pick.
    for (let row = 16; row < 20; row += 1) expect(raisedAcross(bmp.indexAt, row, 24, 24)).toBe(3);
    // The navy border's top band (design rows 0-2): 2/2 twill, two ends in four raised.
    for (let row = 0; row < 12; row += 1) expect(raisedAcross(bmp.indexAt, row, 0, 360)).toBe(180);
    // The middle gold diamond's centre (design x 28-31, y 10-13): warp-faced satin, seven in eight.
    for (let row = 40; row < 56; row += 1) expect(raisedAcross(bmp.indexAt, row, 168, 24)).toBe(21);

    const areaMap = await writtenFile(evaluation, 'label-area-map');
    const metadata = await sharp(areaMap).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.isPalette]).toEqual([
      'png',
      360,
      96,
      true,
    ]);
    const pixels = await sharp(areaMap).removeAlpha().raw().toBuffer();
    const at = (x: number, y: number) => [...pixels.subarray((y * 360 + x) * 3, (y * 360 + x) * 3 + 3)];
    expect(at(0, 0)).toEqual([20, 30, 90]);
    expect(at(30, 20)).toEqual([240, 230, 200]);
    expect(at(180, 48)).toEqual([210, 170, 40]);
  });

  it('drafts the twill with a border for an 8-shaft dobby: the WIF weaves back the plain border and the 2/2 twill', async () => {
    const evaluation = await evaluateExample('twill-border-dobby');
    const wif = readWif((await writtenFile(evaluation, 'twill-border-draft')).toString('utf8'));
    expect(wif.get('WIF')!.get('version')).toBe('1.1');
    const shafts = Number(wif.get('WEAVING')!.get('shafts'));
    expect(shafts).toBeLessThanOrEqual(8);
    const ends = Number(wif.get('WARP')!.get('threads'));
    const picks = Number(wif.get('WEFT')!.get('threads'));
    expect([ends, picks]).toEqual([80, 40]);
    expect(wif.get('COLOR TABLE')!.get(wif.get('WARP')!.get('color')!)).toBe('20,30,90');
    // The drawdown woven from threading x tie-up x treadling, pick 1 first, and from the lift plan.
    const list = (value: string | undefined) => (value ? value.split(',').map(Number) : []);
    const drawdown = Array.from({ length: picks }, (_, pick) => {
      const tied = list(wif.get('TIEUP')!.get(wif.get('TREADLING')!.get(String(pick + 1))!));
      const lifted = list(wif.get('LIFTPLAN')!.get(String(pick + 1)));
      return Array.from({ length: ends }, (_, end) => {
        const shaft = Number(wif.get('THREADING')!.get(String(end + 1)));
        expect(tied.includes(shaft)).toBe(lifted.includes(shaft));
        return tied.includes(shaft) ? 1 : 0;
      });
    });
    // The border (2 design pixels = 4 ends at each side): plain weave, alternating on every pick.
    for (let pick = 0; pick < picks; pick += 1) {
      for (let end = 0; end < 4; end += 1) expect(drawdown[pick]![end]).toBe((end + pick) % 2 === 0 ? 1 : 0);
    }
    // The ground (ends 4-75, picks 4-35): 2/2 Z twill, two up two down, moving one end each pick.
    for (let pick = 4; pick < 36; pick += 1) {
      for (let end = 4; end < 76; end += 1)
        expect(drawdown[pick]![end]).toBe((((end - pick) % 4) + 4) % 4 < 2 ? 1 : 0);
    }
  });
});
