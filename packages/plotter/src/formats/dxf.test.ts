import { parseString } from 'dxf';
import { describe, expect, it } from 'vitest';
import { defaultCutSettings } from '../job';
import { cuttingMachines } from '../machines';
import { planCutJob } from '../plan/plan';
import { registrationShapes } from '../plan/registration';
import { weedingShapes } from '../plan/weed';
import { cut, square, stickerSheet } from '../test-support/shapes';
import { writeDxf } from './dxf';

interface ParsedPolyline {
  type: string;
  layer: string;
  closed?: boolean;
  vertices: { x: number; y: number }[];
}

describe('the DXF writer', () => {
  it('writes a 10 mm square as one closed polyline on the cut layer, in millimetres, y up', () => {
    const job = planCutJob({
      width: 20,
      height: 20,
      shapes: [cut(square(5, 5, 10))],
      machine: cuttingMachines['cricut-maker'],
      settings: { ...defaultCutSettings, direction: 'clockwise', bladeOffset: 0, overcut: 0 },
    });
    const parsed = parseString(writeDxf(job));
    // $INSUNITS 4 is millimetres.
    expect(parsed.header.insUnits).toBe(4);
    expect(parsed.entities).toHaveLength(1);
    const polyline = parsed.entities[0] as unknown as ParsedPolyline;
    expect(polyline.type).toBe('LWPOLYLINE');
    expect(polyline.layer).toBe('cut');
    expect(polyline.closed).toBe(true);
    // y up: the design's y of 5 mm is 20 − 5 = 15 mm.
    expect(polyline.vertices.map(({ x, y }) => [x, y])).toEqual([
      [5, 15],
      [15, 15],
      [15, 5],
      [5, 5],
    ]);
  });

  it('writes a sheet with weeding and registration marks with one layer per tool and the paths’ own vertices', () => {
    const shapes = stickerSheet(6, 4, 30);
    const withExtras = [
      ...shapes,
      ...weedingShapes(shapes, { margin: 3, verticalLines: 2, horizontalLines: 1 }),
    ];
    const all = [...withExtras, ...registrationShapes(withExtras, 10)];
    const moved = all.map((shape) => ({
      ...shape,
      points: shape.points.map((p) => ({ x: p.x + 20, y: p.y + 20 })),
    }));
    const job = planCutJob({
      width: 260,
      height: 200,
      shapes: moved,
      machine: cuttingMachines['cricut-maker'],
      settings: { ...defaultCutSettings, precut: true },
    });
    const parsed = parseString(writeDxf(job));
    expect(parsed.header.insUnits).toBe(4);
    const layers = Object.keys(parsed.tables.layers).filter((name) => name !== '0');
    expect(layers.sort()).toEqual(['cut', 'precut', 'registration', 'weed']);
    const entities = parsed.entities as unknown as ParsedPolyline[];
    expect(entities).toHaveLength(job.paths.length);
    entities.forEach((entity, index) => {
      const path = job.paths[index]!;
      expect(entity.type).toBe('LWPOLYLINE');
      expect(entity.layer).toBe(path.tool);
      const expected = entity.closed ? path.points.slice(0, -1) : path.points;
      expect(entity.vertices).toHaveLength(expected.length);
      entity.vertices.forEach((vertex, vertexIndex) => {
        expect(Math.abs(vertex.x - expected[vertexIndex]!.x)).toBeLessThan(0.01);
        expect(Math.abs(job.height - vertex.y - expected[vertexIndex]!.y)).toBeLessThan(0.01);
      });
    });
  });
});
