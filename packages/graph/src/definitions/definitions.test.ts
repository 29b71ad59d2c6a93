import { describe, expect, it } from 'vitest';
import { createTestRegistry } from '../test-support/test-registry';
import { describeInvalidControlValue, effectiveControlValues } from './controls';
import { createNode } from './create-node';
import type { ControlSpec, NodeDefinition } from './definition';
import { createNodeRegistry, NodeDefinitionError } from './registry';
import { compareSemanticVersions, isSemanticVersion } from './semver';
import { canFeed, convertSocketValue, describeInvalidSocketValue } from './sockets';

function definition(id: string, version: string, extra: Partial<NodeDefinition> = {}): NodeDefinition {
  return {
    id,
    version,
    family: 'test',
    title: id,
    inputs: [],
    outputs: [],
    controls: [],
    evaluate: () => ({}),
    ...extra,
  };
}

describe('semantic versions', () => {
  it('recognises versions with and without pre-release and build parts', () => {
    expect(['1.0.0', '0.0.1', '10.20.30', '2.0.0-beta.1', '1.0.0+build.5'].every(isSemanticVersion)).toBe(
      true,
    );
    expect(['1.0', 'v1.0.0', '01.0.0', 'latest', '1.0.0-'].some(isSemanticVersion)).toBe(false);
  });

  it('orders versions by precedence (semver.org, rule 11)', () => {
    const ordered = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort(compareSemanticVersions)).toEqual(ordered);
    expect(compareSemanticVersions('1.0.0+a', '1.0.0+b')).toBe(0);
  });
});

describe('createNodeRegistry', () => {
  const registry = createNodeRegistry([
    definition('image.blur', '1.0.0'),
    definition('image.blur', '1.10.0'),
    definition('image.blur', '1.2.0'),
    definition('image.blur', '2.0.0-beta.1'),
    definition('image.sharpen', '0.1.0-alpha'),
  ]);

  it('finds a definition by id and exact version only', () => {
    expect(registry.get('image.blur', '1.2.0')?.version).toBe('1.2.0');
    expect(registry.get('image.blur', '1.3.0')).toBeUndefined();
    expect(registry.get('image.unknown', '1.0.0')).toBeUndefined();
  });

  it('names the newest stable version as latest, or the newest pre-release when there is no stable one', () => {
    expect(registry.latest('image.blur')?.version).toBe('1.10.0');
    expect(registry.latest('image.sharpen')?.version).toBe('0.1.0-alpha');
    expect(registry.latest('image.unknown')).toBeUndefined();
  });

  it('lists versions oldest first', () => {
    expect(registry.versions('image.blur')).toEqual(['1.0.0', '1.2.0', '1.10.0', '2.0.0-beta.1']);
    expect(registry.versions('image.unknown')).toEqual([]);
  });

  it('refuses a version defined twice, a bad version and repeated names', () => {
    expect(() => createNodeRegistry([definition('a', '1.0.0'), definition('a', '1.0.0')])).toThrow(
      new NodeDefinitionError('a@1.0.0 is defined twice'),
    );
    expect(() => createNodeRegistry([definition('a', 'one')])).toThrow(
      'a@one: version is not a semantic version',
    );
    const number: ControlSpec = { id: 'title', label: 'x', kind: 'number', default: 0 };
    expect(() =>
      createNodeRegistry([
        definition('a', '1.0.0', {
          inputs: [{ name: 'title', type: 'image', label: 'x' }],
          controls: [[number]],
        }),
      ]),
    ).toThrow('a@1.0.0: control "title" has the name of an input');
  });
});

describe('sockets', () => {
  it('lets each type feed itself and the conversions the table lists', () => {
    expect(canFeed('image', 'image')).toBe(true);
    expect(canFeed('number', 'text')).toBe(true);
    expect(canFeed('colour', 'palette')).toBe(true);
    expect(canFeed('text', 'number')).toBe(false);
    expect(canFeed('image', 'vector')).toBe(false);
    expect(canFeed('stitchPlan', 'knitChart')).toBe(false);
  });

  it('converts a number to text and a colour to a palette of one', () => {
    const red = { red: 255, green: 0, blue: 0, alpha: 255 };
    expect(convertSocketValue(2.5, 'number', 'text')).toBe('2.5');
    expect(convertSocketValue(red, 'colour', 'palette')).toEqual([red]);
    expect(() => convertSocketValue('x', 'text', 'number')).toThrow(RangeError);
  });

  it('holds palettes to 16 colours and gradients to 32 steps', () => {
    const black = { red: 0, green: 0, blue: 0, alpha: 255 };
    expect(describeInvalidSocketValue('palette', Array(16).fill(black))).toBeUndefined();
    expect(describeInvalidSocketValue('palette', Array(17).fill(black))).toBe(
      'a palette holds at most 16 colours, got 17',
    );
    const steps = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ position: index / count, colour: black }));
    expect(describeInvalidSocketValue('gradient', steps(32))).toBeUndefined();
    expect(describeInvalidSocketValue('gradient', steps(33))).toBe(
      'a gradient holds at most 32 steps, got 33',
    );
  });

  it('checks that image pixels match the image size', () => {
    const image = { width: 2, height: 3, pixels: new Uint8ClampedArray(24), dotsPerInch: 300 };
    expect(describeInvalidSocketValue('image', image)).toBeUndefined();
    expect(describeInvalidSocketValue('image', { ...image, pixels: new Uint8ClampedArray(20) })).toBe(
      'an image of 2x3 needs 24 bytes, got 20',
    );
    expect(describeInvalidSocketValue('image', { ...image, width: 0 })).toBe(
      'an image needs a whole-number width and height of at least 1',
    );
  });

  it('refuses NaN on a number socket', () => {
    expect(describeInvalidSocketValue('number', Number.NaN)).toBe('expected a finite number, got NaN');
  });
});

describe('controls', () => {
  const dropdown: ControlSpec = {
    id: 'mode',
    label: 'x',
    kind: 'dropdown',
    default: 'fast',
    options: [
      { value: 'fast', label: 'x' },
      { value: 'fine', label: 'x' },
    ],
  };

  it('explains values a control cannot take', () => {
    const slider: ControlSpec = { id: 'amount', label: 'x', kind: 'slider', default: 0, min: -1, max: 1 };
    expect(describeInvalidControlValue(slider, 0.5)).toBeUndefined();
    expect(describeInvalidControlValue(slider, Number.NaN)).toBe('is not a number (NaN)');
    expect(describeInvalidControlValue(slider, 2)).toBe('must be at most 1, got 2');
    expect(describeInvalidControlValue(slider, '1')).toBe('expected a number, got string');
    expect(describeInvalidControlValue(dropdown, 'slow')).toBe('"slow" is not one of "fast", "fine"');
    expect(describeInvalidControlValue({ id: 't', label: 'x', kind: 'toggle', default: false }, 1)).toBe(
      'expected on or off, got number',
    );
  });

  it('creates a node pinned to its definition with default control values and the first mode', () => {
    const modal = createTestRegistry().registry.get('test.modal', '1.0.0')!;
    const node = createNode(modal, 'm1', { x: 12, y: 34 });
    expect(node).toEqual({
      id: 'm1',
      type: 'test.modal',
      version: '1.0.0',
      options: { x: 12, y: 34, selectedUnit: null },
      controls: [[{ id: 'operand', value: 2 }]],
      params: {},
      modes: [{ id: 'sum' }, { id: 'product' }],
      currentMode: 'sum',
    });
    expect(effectiveControlValues({ ...node, controls: [] }, modal)).toEqual({ operand: 2 });
  });
});
