import { describe, expect, it } from 'vitest';
import { GraphFormatError, loadGraph, parseGraph, readGraph, serializeGraph } from './parse';

// A graph as an editor stores it, including fields the engine does not know (previews, loading
// state, editor settings, a future top-level field), which must survive a load and save.
const storedGraph = {
  version: '1.0.0',
  nodes: [
    {
      id: 'source',
      type: 'image.solid',
      version: '1.2.0',
      options: { x: 40, y: -12.5, selectedUnit: null, collapsed: false },
      controls: [
        [
          { id: 'width', value: 1024, unit: 'pixels' },
          { id: 'height', value: 768 },
        ],
        [{ id: 'colour', value: { red: 255, green: 128, blue: 0, alpha: 255 } }],
      ],
      params: { seed: 7, nested: { list: [1, 2.5, 'three', null, true] } },
      messages: [{ code: 'low-fps', since: 1700000000 }],
      modes: [{ id: 'fill', label: 'modes.fill' }, { id: 'pattern' }],
      currentMode: 'pattern',
      note: 'Ünïcödé note – with "quotes" and \\ backslash',
      detailView: false,
      img: 'preview-source.png',
      settingsOverride: { gridSize: 8 },
      loading: false,
    },
    {
      id: 'blur',
      type: 'image.blur',
      version: '2.0.0-beta.1',
      options: { x: 300, y: 0, selectedUnit: 'A4' },
      controls: [[{ id: 'radius', value: 2 }]],
      temporaryPosition: { x: 310, y: 4 },
    },
  ],
  connections: [
    {
      id: 1000,
      from: { nodeId: 'source', output: 'image' },
      to: { nodeId: 'blur', input: 'title' },
      hidden: false,
    },
  ],
  groups: [
    {
      id: 'g1',
      children: { nodes: ['source', 'blur'] },
      mode: 'composer',
      size: { x: 0, y: 0, width: 640 },
      colour: '#333',
    },
  ],
  presetsVersion: 3,
};

describe('loading and saving a graph', () => {
  it('saves a loaded graph back unchanged, byte for byte', () => {
    for (const indent of [undefined, 2]) {
      const text = JSON.stringify(storedGraph, null, indent);
      const graph = loadGraph(text);
      expect(graph).toEqual(storedGraph);
      expect(serializeGraph(graph, { indent })).toBe(text);
    }
  });

  it('accepts a graph without groups, controls or optional fields', () => {
    const minimal = {
      version: '1.0.0',
      nodes: [{ id: 'n', type: 'text.plain', version: '0.1.0', options: { x: 0, y: 0 } }],
      connections: [],
    };
    const result = readGraph(minimal);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.graph).toBe(minimal);
  });

  it('reports text that is not JSON', () => {
    const result = parseGraph('{"version": "1.0.0", nodes: []');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]?.path).toBe('(graph)');
      expect(result.problems[0]?.message).toMatch(/^not valid JSON: /);
    }
  });

  it('reports JSON that is not a graph', () => {
    expect(parseGraph('[1, 2, 3]')).toEqual({
      ok: false,
      problems: [{ path: '(graph)', message: 'expected object, received array' }],
    });
  });

  it('names the path and the problem of each wrong field', () => {
    const broken = structuredClone(storedGraph) as Record<string, unknown> & typeof storedGraph;
    (broken.nodes[0]!.options as Record<string, unknown>)['x'] = 'left';
    (broken.nodes[1] as Record<string, unknown>)['version'] = 'latest';
    (broken.connections[0] as Record<string, unknown>)['id'] = 1000.5;
    delete (broken.groups[0]!.children as Record<string, unknown>)['nodes'];
    const result = readGraph(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual([
        { path: 'nodes[0].options.x', message: 'expected number, received string' },
        { path: 'nodes[1].version', message: 'expected a semantic version such as 1.0.0' },
        { path: 'connections[0].id', message: 'expected int, received number' },
        { path: 'groups[0].children.nodes', message: 'expected array, received undefined' },
      ]);
    }
  });

  it('refuses another graph format version', () => {
    const result = readGraph({ ...storedGraph, version: '2.0.0' });
    expect(result).toEqual({
      ok: false,
      problems: [{ path: 'version', message: 'unsupported graph version "2.0.0"; this engine reads 1.0.0' }],
    });
  });

  it('refuses duplicate node and connection ids', () => {
    const graph = {
      version: '1.0.0',
      nodes: [
        { id: 'a', type: 't', version: '1.0.0', options: { x: 0, y: 0 } },
        { id: 'a', type: 't', version: '1.0.0', options: { x: 0, y: 0 } },
      ],
      connections: [
        { id: 1000, from: { nodeId: 'a', output: 'o' }, to: { nodeId: 'a', input: 'title' } },
        { id: 1000, from: { nodeId: 'a', output: 'o' }, to: { nodeId: 'a', input: 'title' } },
      ],
    };
    const result = readGraph(graph);
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: 'nodes[1].id', message: 'duplicate node id "a" (also nodes[0])' },
        { path: 'connections[1].id', message: 'duplicate connection id 1000 (also connections[0])' },
      ],
    });
  });

  it('throws a GraphFormatError listing the problems', () => {
    expect(() => loadGraph('{"version":"1.0.0","nodes":{},"connections":[]}')).toThrow(GraphFormatError);
    expect(() => loadGraph('{"version":"1.0.0","nodes":{},"connections":[]}')).toThrow(
      'Not a valid graph: nodes: expected array, received object',
    );
  });
});
