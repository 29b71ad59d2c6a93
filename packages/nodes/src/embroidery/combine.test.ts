import { describe, expect, it } from 'vitest';
import type { StitchPlan } from '@atelier/embroidery';
import { evaluateGraph, graphOf, nodeOf, wire } from '../support/testing';
import { combineNode } from './combine';
import type { NodeDefinition } from '@atelier/graph';
import { valuesOf } from './testing';

const thread = (red: number) => ({
  colour: { red, green: 0, blue: 0 },
  name: '',
  brand: '',
  catalogueNumber: '',
});
const plan = (red: number, x: number): StitchPlan => ({
  blocks: [
    {
      thread: thread(red),
      stitches: [
        { x, y: 0, kind: 'stitch' },
        { x: x + 10, y: 0, kind: 'stitch' },
      ],
    },
  ],
});

const planSource: NodeDefinition = {
  id: 'test.plan',
  version: '1.0.0',
  family: 'test',
  title: 'test.plan',
  inputs: [],
  outputs: [{ name: 'plan', type: 'stitchPlan', label: 'plan' }],
  controls: [[{ id: 'file', kind: 'file', label: 'file', default: null, accept: [] }]],
  evaluate: ({ controls, resource }) => ({ plan: resource(controls['file'] as string) }),
};

async function combine(plans: StitchPlan[], inputs: string[]) {
  const graph = graphOf(
    [
      ...plans.map((_, index) => nodeOf(planSource, `source-${index}`, { file: `plan-${index}` })),
      nodeOf(combineNode, 'combine'),
    ],
    plans.map((_, index) => wire(1000 + index, `source-${index}`, 'plan', 'combine', inputs[index])),
  );
  const resources = Object.fromEntries(plans.map((value, index) => [`plan-${index}`, value]));
  const results = await evaluateGraph([planSource, combineNode], graph, ['combine'], resources);
  return results['combine']!;
}

describe('the combine node', () => {
  it('sews the plans in input order, a colour change between different threads', async () => {
    const values = valuesOf(await combine([plan(10, 0), plan(200, 20)], ['title', 'plan2']));
    const combined = values['plan'] as StitchPlan;
    expect(combined.blocks.map((block) => block.thread.colour.red)).toEqual([10, 200]);
    expect(combined.blocks[0]!.stitches.at(-1)!.kind).toBe('trim');
    expect(combined.blocks[1]!.stitches[0]).toEqual({ x: 20, y: 0, kind: 'jump' });
  });

  it('joins neighbouring plans of the same thread into one block and skips unconnected inputs', async () => {
    const values = valuesOf(await combine([plan(10, 0), plan(10, 100)], ['title', 'plan5']));
    const combined = values['plan'] as StitchPlan;
    expect(combined.blocks).toHaveLength(1);
    expect(combined.blocks[0]!.stitches.map((stitch) => stitch.kind)).toEqual([
      'stitch',
      'stitch',
      'trim',
      'jump',
      'stitch',
      'stitch',
    ]);
  });
});
