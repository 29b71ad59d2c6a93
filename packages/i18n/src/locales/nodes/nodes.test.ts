import { describe, expect, it } from 'vitest';
import {
  locales,
  nodeMessageCodes,
  nodeMessageText,
  nodeMessageTextsKey,
  placeholdersOf,
  supportedLanguages,
} from '../../index';

// Lists every leaf of a message tree as a dotted key, with its value.
function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, String(tree)]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('texts of the node library', () => {
  it('are translated, not copied from English, in German, French and Italian', () => {
    const english = locales['en-US'].node;
    for (const language of ['de', 'fr', 'it'] as const) {
      const node = locales[language].node;
      expect(node.embroidery.satin.title).not.toBe(english.embroidery.satin.title);
      expect(node.embroidery.fill.controls.underlay).not.toBe(english.embroidery.fill.controls.underlay);
      expect(node.image.gaussianBlur.title).not.toBe(english.image.gaussianBlur.title);
      expect(node.family.vector.categories.shapes).not.toBe(english.family.vector.categories.shapes);
      expect(node.messages.hoopOverflow.size).not.toBe(english.messages.hoopOverflow.size);
    }
  });

  it('use the words embroiderers use in each language', () => {
    expect(locales.de.node.embroidery.satin.title).toBe('Satinstich');
    expect(locales.de.node.embroidery.runningStitch.title).toBe('Steppstich');
    expect(locales.de.node.embroidery.fill.controls.underlay).toBe('Unterlage');
    expect(locales.fr.node.embroidery.runningStitch.title).toBe('Point lancé');
    expect(locales.fr.node.embroidery.fill.controls.underlay).toBe('Sous-couche');
    expect(locales.it.node.embroidery.runningStitch.title).toBe('Punto filza');
    expect(locales.it.node.embroidery.satin.title).toBe('Punto raso');
    expect(locales.it.node.embroidery.fill.controls.underlay).toBe('Sottopunto');
  });

  it('spell British English in en-GB and American English in en-US', () => {
    expect(locales['en-GB'].node.image.solidColour.title).toBe('Solid colour');
    expect(locales['en-US'].node.image.solidColour.title).toBe('Solid color');
    expect(locales['en-GB'].node.vector.ellipse.controls.centreX).toBe('Centre X');
    // Placeholders are value names shared by every language, not words.
    const words = (tree: unknown) =>
      leaves(tree).map(([key, text]) => [key, text.replace(/\{\{[^}]*\}\}/g, '')] as const);
    const american = words(locales['en-GB'].node).filter(([, text]) =>
      /\b(colors?|center|gray|miter|recognized|neighbor|millimeters?|centimeters?|posterize)\b/i.test(text),
    );
    expect(american).toEqual([]);
    const british = words(locales['en-US'].node).filter(([, text]) =>
      /\b(colours?|centre|grey|mitre|recognised|neighbour|millimetres?|centimetres?|posterise)\b/i.test(text),
    );
    expect(british).toEqual([]);
  });

  it('keep in every language the placeholders of each English message text', () => {
    const english = leaves(locales['en-US'].node.messages);
    for (const language of supportedLanguages) {
      const texts = new Map(leaves(locales[language].node.messages));
      for (const [key, text] of english) {
        expect([key, placeholdersOf(texts.get(key)!).sort()]).toEqual([key, placeholdersOf(text).sort()]);
      }
    }
  });

  it('give every message code a text for every value it may carry, ending with a generic one', () => {
    for (const code of nodeMessageCodes) {
      const texts = Object.entries(
        locales['en-US'].node.messages[
          nodeMessageTextsKey(code) as keyof (typeof locales)['en-US']['node']['messages']
        ],
      );
      expect(texts.length).toBeGreaterThan(0);
      const [lastName, lastText] = texts[texts.length - 1]!;
      expect([code, lastName, placeholdersOf(lastText)]).toEqual([code, 'generic', []]);
    }
  });
});

describe('nodeMessageText', () => {
  it('picks the most specific text the message’s values fill', () => {
    const size = { width: 20000, height: 20000, pixels: 400000000, maximumPixels: 268435456 };
    expect(nodeMessageText('image-too-large', size)).toBe('node.messages.imageTooLarge.size');
    expect(nodeMessageText('image-too-large', { maximumPixels: 268435456 })).toBe(
      'node.messages.imageTooLarge.limit',
    );
    expect(nodeMessageText('image-too-large')).toBe('node.messages.imageTooLarge.generic');
    expect(nodeMessageText('invalid-parameter', { control: 'angle', minimum: 0, maximum: 180 })).toBe(
      'node.messages.invalidParameter.range',
    );
    expect(nodeMessageText('invalid-parameter', { control: 'points', value: '1;2' })).toBe(
      'node.messages.invalidParameter.control',
    );
    expect(nodeMessageText('design-too-large', { format: 'DST', limit: 1000 })).toBe(
      'node.messages.designTooLarge.format',
    );
  });

  it('treats an empty or non-finite value as missing', () => {
    expect(nodeMessageText('yarnbook-not-found', { control: 'yarnbook', yarnbook: '' })).toBe(
      'node.messages.yarnbookNotFound.generic',
    );
    expect(nodeMessageText('yarnbook-not-found', { control: 'yarnbook', yarnbook: 'Spring' })).toBe(
      'node.messages.yarnbookNotFound.named',
    );
    expect(nodeMessageText('low-fps', { milliseconds: Number.NaN })).toBe('node.messages.lowFps.generic');
  });

  it('knows no text for a code outside the list', () => {
    expect(nodeMessageText('something-new', { control: 'x' })).toBeUndefined();
  });
});
