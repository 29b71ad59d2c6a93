import type { Colour, NodeDefinition } from '@atelier/graph';
import {
  bundledFonts,
  defaultFontId,
  maximumTextLength,
  textAlignments,
  textToPaths,
  type TextAlignment,
} from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, millimetreUnits } from '../support/vectors';

const label = nodeLabels('vector', 'text');

/** Text set as outlines in one of the bundled open-licence fonts: one shape per letter. */
export const textNode = defineVectorNode({
  id: 'vector.text',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** The text; line breaks start new lines. A text wire can drive it. */
      {
        id: 'text',
        kind: 'text',
        label: label.control('text'),
        default: 'Atelier',
        multiline: true,
        maxLength: maximumTextLength,
      },
    ],
    [
      /** The typeface, one of the fonts shipped with the product. */
      {
        id: 'font',
        kind: 'dropdown',
        label: label.control('font'),
        default: defaultFontId,
        options: bundledFonts.map((font) => ({ value: font.id, label: label.option('font', font.id) })),
      },
      /** The font size (the height of the em square) in millimetres. */
      {
        id: 'size',
        kind: 'number',
        label: label.control('size'),
        default: 20,
        min: 0.1,
        max: 1000,
        units: millimetreUnits,
      },
    ],
    [
      /** How lines line up: on their left ends, their middles or their right ends. */
      {
        id: 'align',
        kind: 'dropdown',
        label: label.control('align'),
        default: 'left',
        options: textAlignments.map((value) => ({ value, label: label.option('align', value) })),
      },
      /** The distance between baselines, as a multiple of the font size. */
      {
        id: 'lineHeight',
        kind: 'number',
        label: label.control('lineHeight'),
        default: 1.2,
        min: 0,
        max: 10,
        step: 0.05,
      },
      /** Millimetres added after every letter; negative brings letters closer. */
      {
        id: 'letterSpacing',
        kind: 'number',
        label: label.control('letterSpacing'),
        default: 0,
        min: -100,
        max: 100,
        step: 0.1,
        units: millimetreUnits,
      },
      /** Use the font's kerning pairs, which tighten combinations such as "AV". */
      { id: 'kerning', kind: 'toggle', label: label.control('kerning'), default: true },
    ],
    [
      /** Where the first line's baseline starts, in millimetres to the right of the origin. */
      {
        id: 'x',
        kind: 'number',
        label: label.control('x'),
        default: 0,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
      /** Where the first line's baseline lies, in millimetres below the origin. */
      {
        id: 'y',
        kind: 'number',
        label: label.control('y'),
        default: 20,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
      /** The letters' fill colour. */
      {
        id: 'fill',
        kind: 'colour',
        label: label.control('fill'),
        default: { red: 0, green: 0, blue: 0, alpha: 255 },
      },
    ],
  ],
  evaluate({ controls, addMessage }) {
    const fill = controls['fill'] as Colour;
    const result = textToPaths({
      text: controls['text'] as string,
      font: controls['font'] as string,
      size: controls['size'] as number,
      x: controls['x'] as number,
      y: controls['y'] as number,
      align: controls['align'] as TextAlignment,
      lineHeight: controls['lineHeight'] as number,
      letterSpacing: controls['letterSpacing'] as number,
      kerning: controls['kerning'] as boolean,
      fill: fill.alpha > 0 ? fill : null,
    });
    if (result.missingCharacters.length) {
      addMessage({
        code: 'missing-glyphs',
        severity: 'warning',
        values: { characters: result.missingCharacters.join(''), count: result.missingCharacters.length },
        detail: 'the font has no letter for some characters; they are set as blank boxes',
      });
    }
    if (!result.drawing.paths.length) return undefined;
    return { vector: result.drawing };
  },
} satisfies NodeDefinition);
