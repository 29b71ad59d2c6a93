import { nodeSocketTypes, type NodeDefinition } from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { fitsWire, rankForWire } from './wireDrop';

// Hand-written node types, as the node menu describes them (socket types from the definitions).
function node(
  id: string,
  parts: Pick<NodeDefinition, 'inputs' | 'outputs' | 'controls'>,
): { id: string } & ReturnType<typeof nodeSocketTypes> {
  return { id, ...nodeSocketTypes(parts) };
}

const photo = node('photo', {
  inputs: [],
  outputs: [{ name: 'image', type: 'image', label: 'photo.out' }],
  controls: [[{ id: 'file', kind: 'file', label: 'photo.file', default: null, accept: ['png'] }]],
});
const blur = node('blur', {
  inputs: [{ name: 'title', type: 'image', label: 'blur.in' }],
  outputs: [{ name: 'image', type: 'image', label: 'blur.out' }],
  controls: [[{ id: 'radius', kind: 'slider', label: 'blur.radius', default: 2, min: 0, max: 50 }]],
});
const trace = node('trace', {
  inputs: [{ name: 'title', type: 'image', label: 'trace.in' }],
  outputs: [{ name: 'drawing', type: 'vector', label: 'trace.out' }],
  controls: [],
});
const label = node('label', {
  inputs: [],
  outputs: [{ name: 'drawing', type: 'vector', label: 'label.out' }],
  controls: [[{ id: 'words', kind: 'text', label: 'label.words', default: '' }]],
});
const swatch = node('swatch', {
  inputs: [],
  outputs: [{ name: 'colour', type: 'colour', label: 'swatch.out' }],
  controls: [
    [
      {
        id: 'colour',
        kind: 'colour',
        label: 'swatch.colour',
        default: { red: 0, green: 0, blue: 0, alpha: 255 },
      },
    ],
  ],
});
const stitches = node('stitches', {
  inputs: [{ name: 'title', type: 'vector', label: 'stitches.in' }],
  outputs: [{ name: 'plan', type: 'stitchPlan', label: 'stitches.out' }],
  controls: [[{ id: 'threads', kind: 'palette', label: 'stitches.threads', default: [] }]],
});
const menu = [photo, blur, trace, label, swatch, stitches];
const ids = (nodes: { id: string }[]) => nodes.map((entry) => entry.id);

describe('the nodes offered for a wire dropped on empty canvas', () => {
  it('puts the nodes with an input an image output can feed first, in menu order, the rest after', () => {
    const ranked = rankForWire(menu, { end: 'output', type: 'image' });
    expect(ids(ranked.fitting)).toEqual(['blur', 'trace']);
    expect(ids(ranked.rest)).toEqual(['photo', 'label', 'swatch', 'stitches']);
  });

  it('counts a wirable control as an input, and the conversions wires make (a number into text)', () => {
    expect(ids(rankForWire(menu, { end: 'output', type: 'number' }).fitting)).toEqual(['blur', 'label']);
    // A colour feeds a colour control and a palette (a palette of one).
    expect(ids(rankForWire(menu, { end: 'output', type: 'colour' }).fitting)).toEqual(['swatch', 'stitches']);
    // A file control takes no wire.
    expect(fitsWire(photo, { end: 'output', type: 'text' })).toBe(false);
  });

  it('for a wire drawn backwards from an input, offers the nodes whose output can feed it', () => {
    expect(ids(rankForWire(menu, { end: 'input', type: 'vector' }).fitting)).toEqual(['trace', 'label']);
    expect(ids(rankForWire(menu, { end: 'input', type: 'palette' }).fitting)).toEqual(['swatch']);
    expect(ids(rankForWire(menu, { end: 'input', type: 'image' }).fitting)).toEqual(['photo', 'blur']);
  });

  it('offers nothing first when no node fits, keeping every node in the rest', () => {
    const ranked = rankForWire(menu, { end: 'output', type: 'knitChart' });
    expect(ranked.fitting).toEqual([]);
    expect(ids(ranked.rest)).toEqual(ids(menu));
  });
});
