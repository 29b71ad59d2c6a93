import type { NodeDefinition } from '@atelier/graph';
import { drawingBounds } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { evaluateGraph, graphOf, nodeOf } from '../support/testing';
import { outputDrawing } from '../support/vector-testing';
import { svgImportNode } from './svg-import';

async function importFile(content: unknown, controls: Record<string, unknown> = {}) {
  const graph = graphOf([nodeOf(svgImportNode as NodeDefinition, 'node', { file: 'upload', ...controls })]);
  return (
    await evaluateGraph([svgImportNode], graph, ['node'], content === undefined ? {} : { upload: content })
  )['node']!;
}

describe('the SVG import node', () => {
  it('reads an uploaded file’s bytes into millimetres', async () => {
    const svg =
      '<svg width="40mm" height="20mm" viewBox="0 0 80 40"><rect x="10" y="10" width="20" height="10" fill="red"/></svg>';
    const drawing = outputDrawing(await importFile(new TextEncoder().encode(svg)));
    expect(drawingBounds(drawing)).toEqual({ minX: 5, minY: 5, maxX: 15, maxY: 10 });
    expect(drawing.paths[0]!.fill).toEqual({ red: 255, green: 0, blue: 0, alpha: 255 });
  });

  it('counts px at the chosen pixels per inch', async () => {
    const drawing = outputDrawing(
      await importFile('<svg><rect width="72" height="72"/></svg>', { pixelsPerInch: 72 }),
    );
    expect(drawingBounds(drawing)!.maxX).toBeCloseTo(25.4, 12);
  });

  it('fits a file drawn at an arbitrary size to a chosen width', async () => {
    const huge = '<svg viewBox="0 0 51500 25750"><rect width="51500" height="25750"/></svg>';
    const drawing = outputDrawing(await importFile(huge, { fitWidth: 200 }));
    expect(drawingBounds(drawing)!.maxX).toBeCloseTo(200, 9);
  });

  it('warns about text it leaves out', async () => {
    const result = await importFile(
      '<svg><text>Hi</text><text>there</text><rect width="1" height="1"/></svg>',
    );
    expect(result.status).toBe('fresh');
    expect(result.messages).toEqual([
      expect.objectContaining({ code: 'svg-unsupported-element', severity: 'warning', values: { count: 2 } }),
    ]);
  });

  it('is empty without a file, and fails clearly on a broken or missing one', async () => {
    const graph = graphOf([nodeOf(svgImportNode as NodeDefinition, 'node')]);
    expect((await evaluateGraph([svgImportNode], graph, ['node']))['node']!.status).toBe('empty');
    expect((await importFile('<svg><g></svg>')).messages[0]).toMatchObject({ code: 'invalid-svg' });
    expect((await importFile(undefined)).messages[0]).toMatchObject({ code: 'missing-file' });
    const huge =
      '<svg width="6000mm" height="10mm" viewBox="0 0 6000 10"><rect width="6000" height="10"/></svg>';
    expect((await importFile(huge)).messages[0]).toMatchObject({ code: 'geometry-too-large' });
  });
});
