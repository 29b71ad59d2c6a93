import { createNodeRegistry } from '@atelier/graph';
import { gradientNode } from '@atelier/nodes';
import { describe, expect, it } from 'vitest';
import { controlRowsInMode, currentModeOf } from './controlModes';

const ids = (rows: ReturnType<typeof controlRowsInMode>) =>
  rows.map((row) => row.map((control) => control.id));

describe('controls shown in a mode', () => {
  it('shows Gradient its angle in linear mode and its radius in radial mode, never both', () => {
    const linear = ids(controlRowsInMode(gradientNode, 'linear')).flat();
    const radial = ids(controlRowsInMode(gradientNode, 'radial')).flat();
    expect(linear).toContain('angle');
    expect(linear).not.toContain('radius');
    expect(radial).toContain('radius');
    expect(radial).not.toContain('angle');
    expect(radial).toContain('gradient');
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
    expect(currentModeOf(gradientNode, undefined)).toBe('linear');
    expect(currentModeOf(gradientNode, 'gone')).toBe('linear');
    expect(currentModeOf(gradientNode, 'radial')).toBe('radial');
  });
});
