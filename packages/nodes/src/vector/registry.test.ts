import { describe, expect, it } from 'vitest';
import { nodeMenu } from '../menu';
import { vectorNodes, vectorNodeTypes } from './registry';

describe('the vector node family', () => {
  it('lists every vector node type in the vector family of the menu', () => {
    const vector = nodeMenu.families.find((family) => family.id === 'vector')!;
    expect(vector.title).toBe('node.family.vector.title');
    expect(vector.categories.map((category) => category.id)).toEqual([
      'shapes',
      'sources',
      'arrange',
      'paths',
      'output',
    ]);
    const listed = vector.categories.flatMap((category) => category.nodes.map((node) => node.id));
    expect([...listed].sort()).toEqual([...vectorNodeTypes].sort());
  });

  it('gives each vector node the vector family and a vector output', () => {
    for (const definition of Object.values(vectorNodes)) {
      expect(definition.family).toBe('vector');
      expect(definition.outputs[0]).toMatchObject({ name: 'vector', type: 'vector' });
    }
  });
});
