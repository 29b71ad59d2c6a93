import { Writer } from 'knitout';
import { describe, expect, it } from 'vitest';
import { stitchCodes } from './chart';
import { applyStitchPattern, limitFloats } from './edit';
import { KnitError } from './errors';
import { writeKnitout } from './knitout';
import { knitMachines, type KnitMachine } from './machines';
import { knitChartStatistics } from './statistics';
import { chartOf, navy, patternChart, red, white } from './test-support/charts';
import { parseKnitout, simulateKnitout } from './test-support/knitout-simulator';

/** A six-needle machine with a yarn inserting hook, so a 4-needle chart sits on needles 2 to 5. */
const smallMachine: KnitMachine = {
  id: 'small',
  name: 'Small',
  needles: 6,
  gauge: 15,
  carriers: ['A', 'B', 'C'],
  yarnInsertingHook: true,
  knitoutMachine: 'SWG091N2',
  formats: ['knitout'],
  coloursPerRowSingleBed: 3,
};

/** Replays every operation through the knitout authors' writer, which refuses bad arguments and carrier misuse. */
function replayThroughAuthorsWriter(text: string): string[] {
  const { headers, operations } = parseKnitout(text);
  const writer = new Writer({ carriers: headers.get('Carriers')!.split(' ') });
  for (const op of operations) {
    const method = writer[op.name] as (...args: unknown[]) => void;
    if (op.name === 'rack') method.call(writer, Number(op.args[0]));
    else method.call(writer, ...op.args);
  }
  return writer._operations.map((line) => line.trim());
}

function expectKnittable(text: string, floatLimit: number): ReturnType<typeof simulateKnitout> {
  const report = simulateKnitout(text);
  expect(report.errors).toEqual([]);
  expect(report.carriersLeftIn).toEqual([]);
  expect(report.loopsLeft).toBe(0);
  expect(report.longestFloat).toBeLessThanOrEqual(floatLimit);
  const operations = parseKnitout(text).operations.map((op) => [op.name, ...op.args].join(' '));
  expect(replayThroughAuthorsWriter(text)).toEqual(operations);
  return report;
}

describe('the knitout writer', () => {
  it('writes a 4 × 4 two-colour chart line by line as worked out by hand', () => {
    const chart = chartOf(['0000', '0110', '0110', '0000'], [white, red]);
    const text = writeKnitout(chart, { machine: smallMachine, wasteRows: 1 });
    expect(text.split('\n')).toEqual([
      ';!knitout-2',
      ';;Machine: SWG091N2',
      ';;Gauge: 15',
      ';;Width: 6',
      ';;Carriers: A B C',
      ';;Position: Keep',
      '; carrier A: #ffffff White',
      '; carrier B: #ff0000 Red',
      '; cast-on and waste rows',
      'inhook A',
      // Every other needle from the right (needles 5 and 3), then the others from the left.
      'tuck - f5 A',
      'tuck - f3 A',
      'tuck + f2 A',
      'tuck + f4 A',
      'releasehook A',
      'knit - f5 A',
      'knit - f4 A',
      'knit - f3 A',
      'knit - f2 A',
      // The red yarn comes in with two waste rows of its own.
      'inhook B',
      'knit - f5 B',
      'knit - f4 B',
      'knit - f3 B',
      'knit - f2 B',
      'releasehook B',
      'knit + f2 B',
      'knit + f3 B',
      'knit + f4 B',
      'knit + f5 B',
      '; row 1',
      'knit + f2 A',
      'knit + f3 A',
      'knit + f4 A',
      'knit + f5 A',
      // Two colours: white knits the edges and floats behind the red; red knits the middle and
      // tucks on the edge needles so it turns on the fabric.
      '; row 2',
      'knit - f5 A',
      'knit - f2 A',
      'tuck - f5 B',
      'knit - f4 B',
      'knit - f3 B',
      'tuck - f2 B',
      '; row 3',
      'knit + f2 A',
      'knit + f5 A',
      'tuck + f2 B',
      'knit + f3 B',
      'knit + f4 B',
      'tuck + f5 B',
      '; row 4',
      'knit - f5 A',
      'knit - f4 A',
      'knit - f3 A',
      'knit - f2 A',
      '; waste rows',
      'knit + f2 A',
      'knit + f3 A',
      'knit + f4 A',
      'knit + f5 A',
      'outhook A',
      'outhook B',
      'drop f2',
      'drop f3',
      'drop f4',
      'drop f5',
      '',
    ]);
    const report = expectKnittable(text, 2);
    // White floats behind the two red stitches of rows 2 and 3.
    expect(report.longestFloat).toBe(2);
    expect(knitChartStatistics(chart).longestFloat).toBe(2);
  });

  it('knits a large birdseye jacquard on the Kniterate with every yarn tied to the back at most two needles apart', () => {
    const chart = patternChart(200, 120, [white, red, navy], 'birdseye');
    const text = writeKnitout(chart, { machine: knitMachines.kniterate });
    const report = expectKnittable(text, 2);
    expect(report.counts.get('rack')).toBeGreaterThan(0);
    // Centred on the 252-needle bed: needles 27 to 226.
    expect(report.needlesUsed).toEqual({ minimum: 27, maximum: 226 });
    // Every yarn knits both the front stitches and its share of the back every row.
    expect(report.loops.size).toBe(3);
    expect(parseKnitout(text).headers.get('Machine')).toBe('Kniterate');
    expect(report.counts.get('in')).toBe(3);
    expect(report.counts.get('out')).toBe(3);
  });

  it('ties long floats down with tucks so no float passes more needles than the limit', () => {
    const chart = patternChart(150, 60, [white, red, navy], 'float');
    const before = simulateKnitout(writeKnitout(chart, { machine: knitMachines.swg091n2 }));
    expect(before.longestFloat).toBeGreaterThan(5);
    const limited = limitFloats(chart, 5, 'tuck');
    expect(limited.catches).toBeGreaterThan(0);
    expect(knitChartStatistics(limited.chart).longestFloat).toBeLessThanOrEqual(5);
    const report = expectKnittable(writeKnitout(limited.chart, { machine: knitMachines.swg091n2 }), 5);
    expect(report.counts.get('inhook')).toBe(3);
    expect(report.counts.get('releasehook')).toBe(3);
    expect(report.counts.get('outhook')).toBe(3);
  });

  it('switches a chart with long floats to a ladderback, whose floats stay within one needle', () => {
    const chart = patternChart(80, 40, [white, red], 'float');
    const limited = limitFloats(chart, 3, 'ladderback');
    expect(limited.switchedBacking).toBe(true);
    expectKnittable(writeKnitout(limited.chart, { machine: knitMachines.kniterate }), 1);
  });

  it('moves purl stitches to the back bed and crosses cables by transfers with racking', () => {
    const chart = applyStitchPattern(
      chartOf(['00000000', '00000000', '00000000', '00000000'], [white], 'none'),
      'cable',
    );
    expect(chart.stitches[3 * 8]).toBe(stitchCodes.cableLeft);
    const text = writeKnitout(chart, { machine: knitMachines.kniterate, wasteRows: 2 });
    const report = expectKnittable(text, 1);
    const lines = text.split('\n');
    // Needles 1 to 8 of the chart sit on 123 to 130; purl columns 3-4 and 7-8 go to the back in row 1.
    expect(lines).toContain('xfer f125 b125');
    expect(lines).toContain('xfer f130 b130');
    // Row 4 crosses needles 1 and 2 (123, 124): both to the back, then the left stitch right at
    // racking 1 and the right stitch left, on top, at racking -1.
    const row4 = lines.indexOf('; row 4');
    expect(lines.slice(row4 + 1, row4 + 8)).toEqual([
      'xfer f123 b123',
      'xfer f124 b124',
      'rack 1',
      'xfer b123 f124',
      'rack -1',
      'xfer b124 f123',
      'rack 0',
    ]);
    expect(report.counts.get('xfer')).toBeGreaterThan(8);
  });

  it('refuses a chart wider than the machine, more yarns than carriers, and purl under a birdseye', () => {
    const wide = patternChart(253, 2, [white, red], 'birdseye');
    expect(() => writeKnitout(wide, { machine: knitMachines.kniterate })).toThrow(
      expect.objectContaining({
        code: 'chart-wider-than-machine',
        values: expect.objectContaining({ limit: 252 }),
      }),
    );
    const many = chartOf(
      ['0123456'],
      [white, red, navy, white, red, navy, white].map((yarn, index) => ({ ...yarn, code: String(index) })),
    );
    expect(() => writeKnitout(many, { machine: knitMachines.kniterate })).toThrow(KnitError);
    const purl = applyStitchPattern(chartOf(['0101', '1010'], [white, red], 'birdseye'), 'rib-1x1');
    expect(() => writeKnitout(purl, { machine: knitMachines.kniterate })).toThrow(
      expect.objectContaining({ code: 'structure-needs-back-bed' }),
    );
    expect(() => writeKnitout(wide, { machine: knitMachines.brother200 })).toThrow(
      expect.objectContaining({ code: 'machine-cannot-read-format' }),
    );
  });
});
