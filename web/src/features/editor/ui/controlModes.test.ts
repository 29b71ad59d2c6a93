import { createNodeRegistry } from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { controlRowsInMode, currentModeOf } from './controlModes';

const ids = (rows: ReturnType<typeof controlRowsInMode>) =>
  rows.map((row) => row.map((control) => control.id));

// Shaped like the Gradient node; the node library's own test holds the real node to it.
const gradientLike = createNodeRegistry([
  {
    id: 'test.gradient-like',
    version: '1.0.0',
    family: 'test',
    title: 'node.test.gradient.title',
    inputs: [],
    outputs: [],
    modes: [
      { id: 'linear', label: 'linear' },
      { id: 'radial', label: 'radial' },
    ],
    controls: [
      [{ id: 'gradient', kind: 'toggle', label: 'gradient', default: false }],
      [
        { id: 'angle', kind: 'number', label: 'angle', default: 0, modes: ['linear'] },
        { id: 'radius', kind: 'number', label: 'radius', default: 100, modes: ['radial'] },
      ],
    ],
    evaluate: () => ({}),
  },
]).get('test.gradient-like', '1.0.0')!;

describe('controls shown in a mode', () => {
  it('shows a control only in the modes it names, as Gradient shows its angle when linear and its radius when radial', () => {
    const linear = ids(controlRowsInMode(gradientLike, 'linear')).flat();
    const radial = ids(controlRowsInMode(gradientLike, 'radial')).flat();
    expect(linear).toEqual(['gradient', 'angle']);
    expect(radial).toEqual(['gradient', 'radius']);
  });

  it('drops a row left empty and keeps every control of a node without modes', () => {
    const definition = createNodeRegistry([
      {
        id: 'test.moded',
        version: '1.0.0',
        family: 'test',
        title: 'node.test.moded.title',
        inputs: [],
        outputs: [],
        modes: [
          { id: 'one', label: 'one' },
          { id: 'two', label: 'two' },
        ],
        controls: [
          [{ id: 'a', kind: 'toggle', label: 'a', default: false, modes: ['two'] }],
          [{ id: 'b', kind: 'toggle', label: 'b', default: false }],
        ],
        evaluate: () => ({}),
      },
    ]).get('test.moded', '1.0.0')!;
    expect(ids(controlRowsInMode(definition, 'one'))).toEqual([['b']]);
    expect(ids(controlRowsInMode(definition, 'two'))).toEqual([['a'], ['b']]);
    expect(ids(controlRowsInMode(definition, undefined))).toEqual([['a'], ['b']]);
  });

  it('takes the first mode when none or an unknown one was chosen', () => {
    expect(currentModeOf(gradientLike, undefined)).toBe('linear');
    expect(currentModeOf(gradientLike, 'gone')).toBe('linear');
    expect(currentModeOf(gradientLike, 'radial')).toBe('radial');
  });
});
