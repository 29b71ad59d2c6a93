import { describe, expect, it } from 'vitest';
import type { StitchPlan, StitchStatistics } from '@atelier/embroidery';
import { createDrawing } from '@atelier/vector';
import { fillNode } from './fill';
import { filledDrawing, penetrationsOf, runOn, square, valuesOf } from './testing';

describe('the fill node', () => {
  it('fills a 10 mm square in its fill colour, rows 1 mm apart from y = 0.5 to 9.5 mm', async () => {
    const values = valuesOf(
      await runOn(fillNode, 'vector', filledDrawing([square(0, 0, 10)]), {
        rowSpacing: 1,
        underlay: false,
        maxStitchLength: 4,
        stagger: 0.25,
      }),
    );
    const plan = values['plan'] as StitchPlan;
    expect(plan.blocks).toHaveLength(1);
    expect(plan.blocks[0]!.thread.colour).toEqual({ red: 200, green: 30, blue: 30 });
    const rows = new Set(penetrationsOf(plan).map(([, y]) => y));
    expect([...rows].sort((a, b) => a - b)).toEqual([5, 15, 25, 35, 45, 55, 65, 75, 85, 95]);
    const statistics = values['statistics'] as StitchStatistics;
    expect(statistics.width).toBe(10);
    expect(statistics.colours).toBe(1);
  });

  it('leaves the hole of a compound path unsewn', async () => {
    const values = valuesOf(
      await runOn(fillNode, 'vector', filledDrawing([square(0, 0, 10), square(3, 3, 4)]), { rowSpacing: 1 }),
    );
    const inside = penetrationsOf(values['plan'] as StitchPlan).filter(
      ([x, y]) => x > 30 && x < 70 && y > 30 && y < 70,
    );
    expect(inside).toEqual([]);
  });

  it('says so for a drawing with no filled shape, a degenerate one or one smaller than a stitch', async () => {
    const empty = await runOn(fillNode, 'vector', createDrawing([]));
    expect(empty.messages[0]).toMatchObject({ code: 'empty-geometry', severity: 'error' });
    const flat = await runOn(
      fillNode,
      'vector',
      filledDrawing([
        [
          { x: 0, y: 0 },
          { x: 5, y: 5 },
          { x: 10, y: 10 },
        ],
      ]),
    );
    expect(flat.status).toBe('failed');
    expect(['empty-geometry', 'degenerate-geometry']).toContain(flat.messages[0]!.code);
    const tiny = await runOn(fillNode, 'vector', filledDrawing([square(0.1, 0.1, 0.2)]), { rowSpacing: 0.4 });
    expect(tiny.messages[0]).toMatchObject({ code: 'shape-too-small' });
  });

  it('refuses a 5-metre drawing as every vector node does, and a 1.5-metre shape as larger than any machine field', async () => {
    const metres = await runOn(fillNode, 'vector', filledDrawing([square(0, 0, 5000)]));
    expect(metres.status).toBe('failed');
    expect(metres.messages[0]).toMatchObject({ code: 'geometry-too-large' });
    const field = await runOn(fillNode, 'vector', filledDrawing([square(0, 0, 1500)]));
    expect(field.status).toBe('failed');
    expect(field.messages[0]).toMatchObject({ code: 'design-too-large', values: { limit: 1000 } });
  });
});
