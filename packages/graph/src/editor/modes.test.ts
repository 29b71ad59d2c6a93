import { describe, expect, it } from 'vitest';
import { createTestRegistry, testNode } from '../test-support/test-registry';
import { resolveCurrentMode, withModes } from './modes';

const modal = createTestRegistry().registry.get('test.modal', '1.0.0')!;

describe('modes', () => {
  it('keeps a current mode the node offers', () => {
    expect(resolveCurrentMode(testNode('m', 'test.modal', {}, { currentMode: 'product' }), modal)).toBe(
      'product',
    );
  });

  it('falls back to the first mode when the current mode is absent or no longer offered', () => {
    expect(resolveCurrentMode(testNode('m', 'test.modal'), modal)).toBe('sum');
    expect(resolveCurrentMode(testNode('m', 'test.modal', {}, { currentMode: 'gone' }), modal)).toBe('sum');
  });

  it('prefers the modes stored on the node to the definition', () => {
    const node = testNode('m', 'test.modal', {}, { modes: [{ id: 'product' }, { id: 'sum' }] });
    expect(resolveCurrentMode(node, modal)).toBe('product');
  });

  it('has no mode for a node without modes', () => {
    expect(resolveCurrentMode(testNode('n', 'test.number'))).toBeUndefined();
  });

  it('resets the current mode to the first one when the modes change', () => {
    const node = testNode(
      'm',
      'test.modal',
      {},
      { modes: [{ id: 'sum' }, { id: 'product' }], currentMode: 'product' },
    );
    expect(withModes(node, [{ id: 'sum' }, { id: 'product' }, { id: 'difference' }]).currentMode).toBe(
      'product',
    );
    const changed = withModes(node, [{ id: 'difference' }, { id: 'sum' }]);
    expect(changed.currentMode).toBe('difference');
    expect(changed.modes).toEqual([{ id: 'difference' }, { id: 'sum' }]);
    expect('currentMode' in withModes(node, [])).toBe(false);
    expect(node.currentMode).toBe('product');
  });
});
