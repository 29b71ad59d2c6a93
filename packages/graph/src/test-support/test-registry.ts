// A tiny set of node types for the engine's own tests and benchmark. The engine knows no real
// node types; these exercise its contract: numbers, an image source and filter, failures, slow
// and cancellable work, modes, messages and seeded randomness. Each evaluation is counted per
// node id, so tests can see exactly what ran.
import type { NodeDefinition, NodeRegistry } from '../definitions/definition';
import { NodeEvaluationError } from '../definitions/messages';
import { createNodeRegistry } from '../definitions/registry';
import type { Colour, RasterImage } from '../definitions/sockets';
import type { GraphNode } from '../document/types';

export interface TestRegistry {
  registry: NodeRegistry;
  /** Evaluations per node id. */
  calls: Map<string, number>;
  /**
   * Work of `test.gate` nodes waiting to finish, by node id: calling `open` lets it return. A gate
   * stops early, with an AbortError, when its signal aborts; `aborted` lists the node ids whose
   * gate saw that happen.
   */
  gates: Map<string, { open: () => void }>;
  aborted: string[];
}

function number(
  id: string,
  label: string,
  defaultValue: number,
  bounds: { min?: number; max?: number } = {},
) {
  return { id, label, kind: 'number' as const, default: defaultValue, ...bounds };
}

export function createTestRegistry(): TestRegistry {
  const calls = new Map<string, number>();
  const gates = new Map<string, { open: () => void }>();
  const aborted: string[] = [];
  const count = (nodeId: string) => calls.set(nodeId, (calls.get(nodeId) ?? 0) + 1);

  const numberSource: NodeDefinition = {
    id: 'test.number',
    version: '1.0.0',
    family: 'test',
    title: 'test.number',
    inputs: [],
    outputs: [{ name: 'value', type: 'number', label: 'value' }],
    controls: [[number('value', 'value', 0)]],
    evaluate(context) {
      count(context.nodeId);
      return { value: context.controls['value'] };
    },
  };

  const add: NodeDefinition = {
    id: 'test.add',
    version: '1.0.0',
    family: 'test',
    title: 'test.add',
    inputs: [{ name: 'title', type: 'number', label: 'value', required: true }],
    outputs: [{ name: 'value', type: 'number', label: 'sum' }],
    controls: [[number('addend', 'addend', 0)]],
    evaluate(context) {
      count(context.nodeId);
      return { value: (context.inputs['title'] as number) + (context.controls['addend'] as number) };
    },
  };

  // A later version that behaves differently, so tests can see which version a node ran.
  const addVersionTwo: NodeDefinition = {
    ...add,
    version: '2.0.0',
    evaluate(context) {
      count(context.nodeId);
      return { value: (context.inputs['title'] as number) + 2 * (context.controls['addend'] as number) };
    },
  };

  const multiply: NodeDefinition = {
    id: 'test.multiply',
    version: '1.0.0',
    family: 'test',
    title: 'test.multiply',
    inputs: [{ name: 'title', type: 'number', label: 'value', required: true }],
    outputs: [{ name: 'value', type: 'number', label: 'product' }],
    controls: [[number('factor', 'factor', 1)]],
    evaluate(context) {
      count(context.nodeId);
      return { value: (context.inputs['title'] as number) * (context.controls['factor'] as number) };
    },
  };

  const fill: NodeDefinition = {
    id: 'test.fill',
    version: '1.0.0',
    family: 'test',
    title: 'test.fill',
    inputs: [],
    outputs: [{ name: 'image', type: 'image', label: 'image' }],
    controls: [
      [
        number('width', 'width', 2, { min: 1, max: 4096 }),
        number('height', 'height', 2, { min: 1, max: 4096 }),
      ],
      [{ id: 'colour', label: 'colour', kind: 'colour', default: { red: 0, green: 0, blue: 0, alpha: 255 } }],
    ],
    evaluate(context) {
      count(context.nodeId);
      const width = context.controls['width'] as number;
      const height = context.controls['height'] as number;
      const colour = context.controls['colour'] as Colour;
      const pixels = new Uint8ClampedArray(width * height * 4);
      for (let offset = 0; offset < pixels.length; offset += 4) {
        pixels[offset] = colour.red;
        pixels[offset + 1] = colour.green;
        pixels[offset + 2] = colour.blue;
        pixels[offset + 3] = colour.alpha;
      }
      const image: RasterImage = { width, height, pixels, dotsPerInch: 72 };
      return { image };
    },
  };

  const brighten: NodeDefinition = {
    id: 'test.brighten',
    version: '1.0.0',
    family: 'test',
    title: 'test.brighten',
    inputs: [{ name: 'title', type: 'image', label: 'image', required: true }],
    outputs: [{ name: 'image', type: 'image', label: 'image' }],
    controls: [[{ id: 'amount', label: 'amount', kind: 'slider', default: 0, min: -255, max: 255 }]],
    evaluate(context) {
      count(context.nodeId);
      const source = context.inputs['title'] as RasterImage;
      const amount = context.controls['amount'] as number;
      const pixels = new Uint8ClampedArray(source.pixels.length);
      for (let offset = 0; offset < pixels.length; offset += 4) {
        pixels[offset] = source.pixels[offset]! + amount;
        pixels[offset + 1] = source.pixels[offset + 1]! + amount;
        pixels[offset + 2] = source.pixels[offset + 2]! + amount;
        pixels[offset + 3] = source.pixels[offset + 3]!;
      }
      return { image: { ...source, pixels } };
    },
  };

  const fail: NodeDefinition = {
    id: 'test.fail',
    version: '1.0.0',
    family: 'test',
    title: 'test.fail',
    inputs: [{ name: 'title', type: 'number', label: 'value' }],
    outputs: [{ name: 'value', type: 'number', label: 'value' }],
    controls: [],
    evaluate(context) {
      count(context.nodeId);
      throw new Error('the test node always fails');
    },
  };

  const gate: NodeDefinition = {
    id: 'test.gate',
    version: '1.0.0',
    family: 'test',
    title: 'test.gate',
    inputs: [{ name: 'title', type: 'number', label: 'value', required: true }],
    outputs: [{ name: 'value', type: 'number', label: 'value' }],
    controls: [],
    async evaluate(context) {
      count(context.nodeId);
      context.reportProgress(0.5);
      await new Promise<void>((resolve, reject) => {
        gates.set(context.nodeId, { open: resolve });
        context.signal.addEventListener('abort', () => {
          aborted.push(context.nodeId);
          reject(new DOMException('superseded', 'AbortError'));
        });
      });
      return { value: context.inputs['title'] };
    },
  };

  const random: NodeDefinition = {
    id: 'test.random',
    version: '1.0.0',
    family: 'test',
    title: 'test.random',
    inputs: [],
    outputs: [{ name: 'value', type: 'number', label: 'value' }],
    controls: [],
    evaluate(context) {
      count(context.nodeId);
      return { value: context.random() };
    },
  };

  const modal: NodeDefinition = {
    id: 'test.modal',
    version: '1.0.0',
    family: 'test',
    title: 'test.modal',
    inputs: [{ name: 'title', type: 'number', label: 'value', required: true }],
    outputs: [{ name: 'value', type: 'number', label: 'value' }],
    controls: [[number('operand', 'operand', 2)]],
    modes: [
      { id: 'sum', label: 'sum' },
      { id: 'product', label: 'product' },
    ],
    evaluate(context) {
      count(context.nodeId);
      const left = context.inputs['title'] as number;
      const right = context.controls['operand'] as number;
      return { value: context.mode === 'product' ? left * right : left + right };
    },
  };

  const warn: NodeDefinition = {
    id: 'test.warn',
    version: '1.0.0',
    family: 'test',
    title: 'test.warn',
    inputs: [{ name: 'title', type: 'number', label: 'value', required: true }],
    outputs: [{ name: 'value', type: 'number', label: 'value' }],
    controls: [],
    evaluate(context) {
      count(context.nodeId);
      context.addMessage({ code: 'self-intersecting-paths-removed', values: { paths: 2 } });
      return { value: context.inputs['title'] };
    },
  };

  // Reads an image the host holds for the file id in its file control.
  const resourceImage: NodeDefinition = {
    id: 'test.resource-image',
    version: '1.0.0',
    family: 'test',
    title: 'test.resource-image',
    inputs: [],
    outputs: [{ name: 'image', type: 'image', label: 'image' }],
    controls: [[{ id: 'file', label: 'file', kind: 'file', default: null, accept: ['rgba'] }]],
    evaluate(context) {
      count(context.nodeId);
      const fileId = context.controls['file'];
      if (typeof fileId !== 'string') return undefined;
      const image = context.resource(fileId);
      if (image === undefined)
        throw new NodeEvaluationError('missing-file', `no data for file "${fileId}"`, { file: fileId });
      return { image };
    },
  };

  const registry = createNodeRegistry([
    numberSource,
    add,
    addVersionTwo,
    multiply,
    fill,
    brighten,
    fail,
    gate,
    random,
    modal,
    warn,
    resourceImage,
  ]);
  return { registry, calls, gates, aborted };
}

/** A stored node of a test type, its controls in one row. */
export function testNode(
  id: string,
  type: string,
  controls: Record<string, unknown> = {},
  extra: Partial<GraphNode> = {},
): GraphNode {
  return {
    id,
    type,
    version: '1.0.0',
    options: { x: 0, y: 0, selectedUnit: null },
    controls: [Object.entries(controls).map(([controlId, value]) => ({ id: controlId, value }))],
    ...extra,
  };
}
