import type { GraphDocument } from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { applyPresets, parsePresets } from './presets';

const design: GraphDocument = {
  version: '1.0.0',
  nodes: [
    {
      id: 'title',
      type: 'text.text',
      version: '1.0.0',
      options: { x: 0, y: 0 },
      controls: [[{ id: 'text', value: 'Hello' }], [{ id: 'size', value: 24 }, { id: 'colour' }]],
    },
    {
      id: 'background',
      type: 'image.fill',
      version: '1.0.0',
      options: { x: 200, y: 0 },
      controls: [[{ id: 'colour', value: '#ffffff' }]],
    },
  ],
  connections: [],
};

describe('a template’s presets', () => {
  it('set the named controls of the named nodes, and nothing else', () => {
    const shown = applyPresets(design, { title: { text: 'Autumn sale', colour: '#c0562b' } });
    expect(shown.nodes[0]!.controls).toEqual([
      [{ id: 'text', value: 'Autumn sale' }],
      [
        { id: 'size', value: 24 },
        { id: 'colour', value: '#c0562b' },
      ],
    ]);
    expect(shown.nodes[1]).toBe(design.nodes[1]);
    // The design as loaded is left as it was.
    expect(design.nodes[0]!.controls![0]![0]!.value).toBe('Hello');
  });

  it('leave out nodes and controls the design does not have', () => {
    const shown = applyPresets(design, { missing: { text: 'x' }, background: { opacity: 0.5 } });
    expect(shown.nodes).toEqual(design.nodes);
  });

  it('change nothing when empty or not shaped as presets', () => {
    expect(applyPresets(design, {})).toBe(design);
    expect(applyPresets(design, ['title'])).toBe(design);
    expect(applyPresets(design, null)).toBe(design);
  });

  it('are read from the editor’s text: empty is none, a syntax error and a wrong shape are told apart', () => {
    expect(parsePresets('')).toEqual({ ok: true, value: {} });
    expect(parsePresets('{ "title": { "text": "Hi" } }')).toEqual({
      ok: true,
      value: { title: { text: 'Hi' } },
    });
    expect(parsePresets('{ "title": ')).toMatchObject({ ok: false, problem: 'syntax' });
    expect(parsePresets('{ "title": "Hi" }')).toEqual({ ok: false, problem: 'shape' });
    expect(parsePresets('[1, 2]')).toEqual({ ok: false, problem: 'shape' });
  });
});
