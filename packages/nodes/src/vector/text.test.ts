import { bundledFontIds } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runSource } from '../support/vector-testing';
import { textNode } from './text';

describe('the text node', () => {
  it('sets one shape per visible letter with its baseline at y', async () => {
    const drawing = outputDrawing(await runSource(textNode, { text: 'Hi there', size: 10, y: 30 }));
    expect(drawing.paths).toHaveLength(7);
    const baselineY = Math.max(
      ...drawing.paths.flatMap((path) => path.subpaths.map((subpath) => subpath.start.y)),
    );
    expect(baselineY).toBeLessThanOrEqual(30.2);
    expect(baselineY).toBeGreaterThan(25);
  });

  it('offers every bundled font', async () => {
    const options = (
      textNode.controls.flat().find((control) => control.id === 'font') as { options: { value: string }[] }
    ).options;
    expect(options.map((option) => option.value)).toEqual(bundledFontIds);
    for (const font of bundledFontIds) {
      expect(outputDrawing(await runSource(textNode, { text: 'Ag', font })).paths).toHaveLength(2);
    }
  });

  it('warns about characters the font lacks and is empty for blank text', async () => {
    const result = await runSource(textNode, { text: 'a✓' });
    expect(result.messages[0]).toMatchObject({
      code: 'missing-glyphs',
      values: { characters: '✓', count: 1 },
    });
    expect((await runSource(textNode, { text: '   ' })).status).toBe('empty');
  });

  it('fails clearly when the text would be wider than 2 m', async () => {
    const result = await runSource(textNode, { text: 'W'.repeat(200), size: 500 });
    expect(result.messages[0]).toMatchObject({ code: 'geometry-too-large' });
  });
});
