import { createPath, drawingBounds, importSvg, rectangle } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runOnDrawings } from '../support/vector-testing';
import { vectorExportNode, type ExportedVectorFile } from './export';

const drawing = { paths: [createPath([rectangle({ x: 10, y: 20, width: 30, height: 15 })])] };

describe('the vector export node', () => {
  it('writes an SVG file in millimetres that reads back to the same shapes', async () => {
    const result = await runOnDrawings(vectorExportNode, { title: drawing }, { margin: 5 });
    expect(outputDrawing(result)).toEqual(drawing);
    const file = result.values['file'] as ExportedVectorFile;
    expect(file).toMatchObject({
      format: 'svg',
      extension: 'svg',
      mimeType: 'image/svg+xml',
      width: 40,
      height: 25,
    });
    const text = new TextDecoder().decode(file.bytes);
    expect(text).toContain('width="40mm" height="25mm" viewBox="5 15 40 25"');
    // Read back, the page's top left is the origin: the rectangle sits at the margin.
    expect(drawingBounds(importSvg(text).drawing)).toEqual({ minX: 5, minY: 5, maxX: 35, maxY: 20 });
  });

  it('is empty for a drawing without shapes', async () => {
    expect((await runOnDrawings(vectorExportNode, { title: { paths: [] } })).status).toBe('empty');
  });
});
