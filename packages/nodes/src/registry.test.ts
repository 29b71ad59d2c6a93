import {
  createNode,
  describeInvalidControlValue,
  isSemanticVersion,
  validateGraph,
  type GraphDocument,
} from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { nodeMenu } from './menu';
import { allNodeDefinitions, allNodes, nodeRegistry, nodeTypes } from './registry';

describe('the node registry', () => {
  it('files every definition under its own id, one current version a type', () => {
    expect(Object.keys(allNodes).sort()).toEqual([...nodeTypes].sort());
    for (const [type, definition] of Object.entries(allNodes)) {
      expect(definition.id).toBe(type);
      expect(isSemanticVersion(definition.version)).toBe(true);
      expect(nodeRegistry.latest(type)).toBe(definition);
    }
  });

  it('gives every node i18n keys for its texts and controls whose defaults are valid values', () => {
    for (const definition of allNodeDefinitions) {
      expect(definition.title).toMatch(/^node\.[a-z]+\.[a-zA-Z]+\.title$/);
      for (const socket of [...definition.inputs, ...definition.outputs])
        expect(socket.label).toMatch(/^node\./);
      for (const control of definition.controls.flat()) {
        expect(control.label).toMatch(/^node\./);
        expect(describeInvalidControlValue(control, control.default)).toBeUndefined();
      }
    }
  });

  it('makes new nodes that validate in a graph', () => {
    const graph: GraphDocument = {
      version: '1.0.0',
      nodes: allNodeDefinitions.map((definition, index) =>
        createNode(definition, `node-${index}`, { x: 0, y: 0 }),
      ),
      connections: [],
      groups: [],
    };
    expect(validateGraph(graph, nodeRegistry)).toEqual([]);
  });
});

describe('the node menu', () => {
  it('lists every node type exactly once, with its title and versions', () => {
    const entries = nodeMenu.families.flatMap((family) =>
      family.categories.flatMap((category) => category.nodes),
    );
    expect(entries.map((entry) => entry.id).sort()).toEqual([...nodeTypes].sort());
    for (const entry of entries) {
      expect(entry.title).toBe(allNodes[entry.id].title);
      expect(entry.version).toBe(allNodes[entry.id].version);
      expect(entry.versions).toContain(entry.version);
    }
  });

  it('names the socket types each node takes in and gives out, so a dropped wire can be matched', () => {
    const entries = nodeMenu.families.flatMap((family) =>
      family.categories.flatMap((category) => category.nodes),
    );
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    expect(byId.get('image.invert')).toMatchObject({ inputs: ['image'], outputs: ['image'] });
    expect(byId.get('image.load')!.inputs).not.toContain('image');
    expect(byId.get('image.load')!.outputs).toEqual(['image']);
    for (const entry of entries) {
      for (const input of allNodes[entry.id].inputs) expect(entry.inputs).toContain(input.type);
      for (const output of allNodes[entry.id].outputs) expect(entry.outputs).toContain(output.type);
    }
  });

  it('groups the image family into categories with i18n titles', () => {
    const image = nodeMenu.families.find((family) => family.id === 'image')!;
    expect(image.title).toBe('node.family.image.title');
    expect(image.categories.map((category) => category.id)).toEqual([
      'sources',
      'transform',
      'filters',
      'adjustments',
      'channels',
      'colours',
      'output',
    ]);
    expect(image.categories[0]!.title).toBe('node.family.image.categories.sources');
  });
});

describe('the node menu’s names', () => {
  it('names every node differently from every other, in every language', async () => {
    const { locales, supportedLanguages } = await import('@atelier/i18n');
    const entries = nodeMenu.families.flatMap((family) =>
      family.categories.flatMap((category) => category.nodes),
    );
    for (const language of supportedLanguages) {
      const text = (key: string) =>
        key
          .split('.')
          .reduce<unknown>((tree, part) => (tree as Record<string, unknown>)?.[part], locales[language]);
      const byName = new Map<string, string[]>();
      for (const entry of entries) {
        const name = text(entry.title);
        expect(typeof name, `${language}: ${entry.title}`).toBe('string');
        byName.set(name as string, [...(byName.get(name as string) ?? []), entry.id]);
      }
      const shared = [...byName].filter(([, ids]) => ids.length > 1);
      expect(shared, language).toEqual([]);
    }
  });
});
