import { describe, expect, it } from 'vitest';
import { createNodeRegistry } from '../definitions/registry';
import type { Connection, GraphDocument, GraphNode } from '../document/types';
import { applyCommand } from '../history/commands';
import { createTestRegistry, testNode } from '../test-support/test-registry';
import { createEvaluator, type ProgressEvent } from './evaluator';

let nextId = 1000;
function wire(from: string, to: string, input = 'title', output = 'value'): Connection {
  nextId += 1;
  return { id: nextId, from: { nodeId: from, output }, to: { nodeId: to, input } };
}

function graphOf(nodes: GraphNode[], connections: Connection[] = []): GraphDocument {
  return { version: '1.0.0', nodes, connections, groups: [] };
}

function setControl(graph: GraphDocument, nodeId: string, controlId: string, value: unknown): GraphDocument {
  return applyCommand(graph, { kind: 'setControlValue', nodeId, controlId, value });
}

/** number(3) -> add(+4) -> multiply(x5), and an unrelated number(10) -> add(+1). */
function twoBranches(): GraphDocument {
  return graphOf(
    [
      testNode('n1', 'test.number', { value: 3 }),
      testNode('a1', 'test.add', { addend: 4 }),
      testNode('m1', 'test.multiply', { factor: 5 }),
      testNode('n2', 'test.number', { value: 10 }),
      testNode('a2', 'test.add', { addend: 1 }),
    ],
    [wire('n1', 'a1'), wire('a1', 'm1'), wire('n2', 'a2')],
  );
}

describe('evaluating a chain', () => {
  it('computes the requested node from everything it reads', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const result = await evaluator.evaluate(twoBranches(), [{ nodeId: 'm1' }]);
    expect(result.status).toBe('complete');
    expect(result.nodes['m1']?.values['value']).toBe((3 + 4) * 5);
    expect(result.nodes['a1']?.values['value']).toBe(7);
    expect(Object.keys(result.nodes).sort()).toEqual(['a1', 'm1', 'n1']);
  });

  it('evaluates only what the request needs', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    await evaluator.evaluate(twoBranches(), [{ nodeId: 'a1' }]);
    expect(Object.fromEntries(test.calls)).toEqual({ n1: 1, a1: 1 });
  });

  it('serves an unchanged graph from the cache', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = twoBranches();
    await evaluator.evaluate(graph, [{ nodeId: 'm1' }]);
    const again = await evaluator.evaluate(graph, [{ nodeId: 'm1' }]);
    expect(Object.fromEntries(test.calls)).toEqual({ n1: 1, a1: 1, m1: 1 });
    expect(again.nodes['m1']?.fromCache).toBe(true);
    expect(again.nodes['m1']?.values['value']).toBe(35);
  });

  it('re-runs only the changed node and what lies downstream of it', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = twoBranches();
    const requests = [{ nodeId: 'm1' }, { nodeId: 'a2' }];
    await evaluator.evaluate(graph, requests);

    const changedAdd = setControl(graph, 'a1', 'addend', 6);
    const afterAdd = await evaluator.evaluate(changedAdd, requests);
    expect(afterAdd.nodes['m1']?.values['value']).toBe((3 + 6) * 5);
    expect(Object.fromEntries(test.calls)).toEqual({ n1: 1, a1: 2, m1: 2, n2: 1, a2: 1 });

    const changedBranch = setControl(changedAdd, 'a2', 'addend', 2);
    const afterBranch = await evaluator.evaluate(changedBranch, requests);
    expect(afterBranch.nodes['a2']?.values['value']).toBe(12);
    expect(Object.fromEntries(test.calls)).toEqual({ n1: 1, a1: 2, m1: 2, n2: 1, a2: 2 });
  });

  it('re-runs every descendant when a source changes, because keys include every ancestor', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = twoBranches();
    const first = await evaluator.evaluate(graph, [{ nodeId: 'm1' }]);
    const changed = await evaluator.evaluate(setControl(graph, 'n1', 'value', 1), [{ nodeId: 'm1' }]);
    expect(changed.nodes['m1']?.values['value']).toBe((1 + 4) * 5);
    expect(changed.nodes['m1']?.key).not.toBe(first.nodes['m1']?.key);
    expect(Object.fromEntries(test.calls)).toEqual({ n1: 2, a1: 2, m1: 2 });
  });

  it('does not re-run when only the canvas position changes', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = twoBranches();
    await evaluator.evaluate(graph, [{ nodeId: 'm1' }]);
    const moved = applyCommand(graph, { kind: 'moveNodes', positions: { n1: { x: 300, y: 40 } } });
    await evaluator.evaluate(moved, [{ nodeId: 'm1' }]);
    expect(Object.fromEntries(test.calls)).toEqual({ n1: 1, a1: 1, m1: 1 });
  });

  it('lets a wire drive a control', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [
        testNode('n1', 'test.number', { value: 3 }),
        testNode('n2', 'test.number', { value: 10 }),
        testNode('a1', 'test.add', { addend: 4 }),
      ],
      [wire('n1', 'a1'), wire('n2', 'a1', 'addend')],
    );
    const result = await evaluator.evaluate(graph, [{ nodeId: 'a1' }]);
    expect(result.nodes['a1']?.values['value']).toBe(13);
  });

  it('runs the definition version the node pins', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [
        testNode('n1', 'test.number', { value: 3 }),
        testNode('a1', 'test.add', { addend: 4 }, { version: '2.0.0' }),
      ],
      [wire('n1', 'a1')],
    );
    const result = await evaluator.evaluate(graph, [{ nodeId: 'a1' }]);
    expect(result.nodes['a1']?.values['value']).toBe(3 + 2 * 4);
  });

  it('passes image pixels from node to node', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [
        testNode('fill', 'test.fill', {
          width: 2,
          height: 1,
          colour: { red: 10, green: 20, blue: 30, alpha: 255 },
        }),
        testNode('light', 'test.brighten', { amount: 5 }),
      ],
      [wire('fill', 'light', 'title', 'image')],
    );
    const result = await evaluator.evaluate(graph, [{ nodeId: 'light' }]);
    const image = result.nodes['light']?.values['image'] as {
      width: number;
      height: number;
      pixels: Uint8ClampedArray;
    };
    expect([image.width, image.height]).toEqual([2, 1]);
    expect([...image.pixels]).toEqual([15, 25, 35, 255, 15, 25, 35, 255]);
  });

  it('keeps cached pixels within the byte limit, dropping the least recently used', async () => {
    const test = createTestRegistry();
    // Each 2x2 RGBA image is 16 bytes; 40 bytes hold two of them.
    const evaluator = createEvaluator({ registry: test.registry, cacheByteLimit: 40 });
    const fills = graphOf(
      ['f1', 'f2', 'f3'].map((id, index) =>
        testNode(id, 'test.fill', {
          width: 2,
          height: 2,
          colour: { red: index, green: 0, blue: 0, alpha: 255 },
        }),
      ),
    );
    await evaluator.evaluate(fills, [{ nodeId: 'f1' }, { nodeId: 'f2' }, { nodeId: 'f3' }]);
    expect(evaluator.cacheSize).toBe(2);
    await evaluator.evaluate(fills, [{ nodeId: 'f2' }, { nodeId: 'f3' }]);
    expect(Object.fromEntries(test.calls)).toEqual({ f1: 1, f2: 1, f3: 1 });
    const tooLarge = createEvaluator({ registry: test.registry, cacheByteLimit: 15 });
    await tooLarge.evaluate(fills, [{ nodeId: 'f1' }]);
    expect(tooLarge.cacheSize).toBe(0);
  });

  it('does not re-run inputs of a cached result, even when their own results were dropped', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry, cacheLimit: 1 });
    const graph = twoBranches();
    await evaluator.evaluate(graph, [{ nodeId: 'm1' }]);
    const again = await evaluator.evaluate(graph, [{ nodeId: 'm1' }]);
    expect(again.nodes['m1']?.values['value']).toBe(35);
    expect(Object.fromEntries(test.calls)).toEqual({ n1: 1, a1: 1, m1: 1 });
    expect(Object.keys(again.nodes)).toEqual(['m1']);
  });

  it('keeps at most the configured number of results', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry, cacheLimit: 2 });
    await evaluator.evaluate(twoBranches(), [{ nodeId: 'm1' }, { nodeId: 'a2' }]);
    expect(evaluator.cacheSize).toBe(2);
    evaluator.clearCache();
    expect(evaluator.cacheSize).toBe(0);
  });
});

describe('failures stay with the node that failed', () => {
  it('marks a throwing node and its dependants, and still evaluates the rest', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [
        testNode('n1', 'test.number', { value: 3 }),
        testNode('bad', 'test.fail'),
        testNode('after', 'test.add', { addend: 1 }),
        testNode('n2', 'test.number', { value: 10 }),
        testNode('fine', 'test.add', { addend: 1 }),
      ],
      [wire('n1', 'bad'), wire('bad', 'after'), wire('n2', 'fine')],
    );
    const result = await evaluator.evaluate(graph, [{ nodeId: 'after' }, { nodeId: 'fine' }]);
    expect(result.status).toBe('complete');
    expect(result.nodes['bad']?.status).toBe('failed');
    expect(result.nodes['bad']?.messages).toEqual([
      { code: 'unknown-error', severity: 'error', detail: 'the test node always fails' },
    ]);
    expect(result.nodes['after']?.status).toBe('failed');
    expect(result.nodes['after']?.messages[0]?.code).toBe('upstream-failed');
    expect(result.nodes['after']?.messages[0]?.values).toEqual({ nodeId: 'bad' });
    expect(test.calls.get('after')).toBeUndefined();
    expect(result.nodes['fine']?.status).toBe('fresh');
    expect(result.nodes['fine']?.values['value']).toBe(11);
  });

  it('names the first failed node when the failure travels through several dependants', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [testNode('bad', 'test.fail'), testNode('one', 'test.add'), testNode('two', 'test.add')],
      [wire('bad', 'one'), wire('one', 'two')],
    );
    const result = await evaluator.evaluate(graph, [{ nodeId: 'two' }]);
    expect(result.nodes['two']?.messages[0]?.values).toEqual({ nodeId: 'bad' });
  });

  it('refuses NaN in a control with a message naming the control', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [
        testNode('n1', 'test.number', { value: Number.NaN }),
        testNode('a1', 'test.add'),
        testNode('n2', 'test.number', { value: 2 }),
      ],
      [wire('n1', 'a1')],
    );
    const result = await evaluator.evaluate(graph, [{ nodeId: 'a1' }, { nodeId: 'n2' }]);
    expect(result.nodes['n1']?.status).toBe('failed');
    expect(result.nodes['n1']?.messages).toEqual([
      {
        code: 'invalid-parameter',
        severity: 'error',
        detail: 'control "value" is not a number (NaN)',
        values: { control: 'value' },
      },
    ]);
    expect(result.nodes['a1']?.messages[0]).toMatchObject({
      code: 'upstream-failed',
      values: { nodeId: 'n1' },
    });
    expect(result.nodes['n2']?.values['value']).toBe(2);
    expect(test.calls.get('n1')).toBeUndefined();
  });

  it('refuses a non-finite number in the params', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf([
      testNode('n1', 'test.number', { value: 1 }, { params: { offsets: [0, Number.POSITIVE_INFINITY] } }),
    ]);
    const result = await evaluator.evaluate(graph, [{ nodeId: 'n1' }]);
    expect(result.nodes['n1']?.messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { param: 'params.offsets[1]' },
    });
  });

  it('refuses a control value outside its bounds', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf([testNode('fill', 'test.fill', { width: 0 })]);
    const result = await evaluator.evaluate(graph, [{ nodeId: 'fill' }]);
    expect(result.nodes['fill']?.messages[0]?.detail).toBe('control "width" must be at least 1, got 0');
  });

  it('refuses a wired control value the control cannot take', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [testNode('n1', 'test.number', { value: -3 }), testNode('fill', 'test.fill', { width: 2 })],
      [wire('n1', 'fill', 'width')],
    );
    const result = await evaluator.evaluate(graph, [{ nodeId: 'fill' }]);
    expect(result.nodes['fill']?.messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'width' },
    });
  });

  it('marks nodes of unknown type or version and evaluates the rest', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [
        testNode('ghost', 'test.ghost'),
        testNode('old', 'test.add', {}, { version: '9.9.9' }),
        testNode('n1', 'test.number', { value: 4 }),
      ],
      [],
    );
    const result = await evaluator.evaluate(graph, [
      { nodeId: 'ghost' },
      { nodeId: 'old' },
      { nodeId: 'n1' },
    ]);
    expect(result.nodes['ghost']?.messages[0]?.code).toBe('unknown-node-type');
    expect(result.nodes['old']?.messages[0]?.code).toBe('unknown-node-version');
    expect(result.nodes['old']?.messages[0]?.detail).toBe(
      'node "old" uses version 9.9.9 of "test.add", which does not exist (known: 1.0.0, 2.0.0)',
    );
    expect(result.nodes['n1']?.values['value']).toBe(4);
  });

  it('marks the nodes of a cycle and evaluates the rest', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [
        testNode('a', 'test.add'),
        testNode('b', 'test.add'),
        testNode('after', 'test.add'),
        testNode('n1', 'test.number', { value: 1 }),
      ],
      [wire('a', 'b'), wire('b', 'a'), wire('b', 'after')],
    );
    const result = await evaluator.evaluate(graph, [{ nodeId: 'after' }, { nodeId: 'n1' }]);
    expect(result.nodes['b']?.messages[0]?.code).toBe('cycle');
    expect(result.nodes['after']?.messages[0]).toMatchObject({
      code: 'upstream-failed',
      values: { nodeId: 'b' },
    });
    expect(result.nodes['n1']?.status).toBe('fresh');
  });

  it('refuses an output value its socket does not accept', async () => {
    const registry = createNodeRegistry([
      {
        id: 'test.palette',
        version: '1.0.0',
        family: 'test',
        title: 'test.palette',
        inputs: [],
        outputs: [{ name: 'palette', type: 'palette', label: 'palette' }],
        controls: [],
        evaluate: () => ({
          palette: Array.from({ length: 17 }, () => ({ red: 0, green: 0, blue: 0, alpha: 255 })),
        }),
      },
    ]);
    const evaluator = createEvaluator({ registry });
    const result = await evaluator.evaluate(graphOf([testNode('p', 'test.palette')]), [{ nodeId: 'p' }]);
    expect(result.nodes['p']?.messages[0]).toMatchObject({
      code: 'invalid-output',
      detail: 'output "palette": a palette holds at most 16 colours, got 17',
    });
  });

  it('treats nothing returned as empty and anything but outputs by name as a failure', async () => {
    const definition = (id: string, evaluate: () => unknown) => ({
      id,
      version: '1.0.0',
      family: 'test',
      title: id,
      inputs: [],
      outputs: [{ name: 'value', type: 'number' as const, label: 'value' }],
      controls: [],
      evaluate: evaluate as () => undefined,
    });
    const registry = createNodeRegistry([
      definition('test.null', () => null),
      definition('test.five', () => 5),
    ]);
    const evaluator = createEvaluator({ registry });
    const result = await evaluator.evaluate(
      graphOf([testNode('null', 'test.null'), testNode('five', 'test.five')]),
      [{ nodeId: 'null' }, { nodeId: 'five' }],
    );
    expect(result.nodes['null']?.status).toBe('empty');
    expect(result.nodes['five']?.messages).toEqual([
      { code: 'invalid-output', severity: 'error', detail: 'expected outputs by name, got number' },
    ]);
  });

  it('leaves a node with a missing required input empty, without running it', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [testNode('a1', 'test.add', { addend: 1 }), testNode('m1', 'test.multiply')],
      [wire('a1', 'm1')],
    );
    const result = await evaluator.evaluate(graph, [{ nodeId: 'm1' }]);
    expect(result.nodes['a1']?.status).toBe('empty');
    expect(result.nodes['m1']?.status).toBe('empty');
    expect(test.calls.size).toBe(0);
  });
});

describe('messages, modes and determinism', () => {
  it('carries messages a node adds, also when the result comes from the cache', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [testNode('n1', 'test.number', { value: 1 }), testNode('w', 'test.warn')],
      [wire('n1', 'w')],
    );
    const expected = [{ code: 'self-intersecting-paths-removed', severity: 'warning', values: { paths: 2 } }];
    expect((await evaluator.evaluate(graph, [{ nodeId: 'w' }])).nodes['w']?.messages).toEqual(expected);
    const cached = await evaluator.evaluate(graph, [{ nodeId: 'w' }]);
    expect(cached.nodes['w']?.fromCache).toBe(true);
    expect(cached.nodes['w']?.messages).toEqual(expected);
  });

  it('adds a low-fps message to a node slower than the threshold', async () => {
    const test = createTestRegistry();
    let now = 0;
    // Each reading of the clock is 300 ms after the previous one.
    const evaluator = createEvaluator({
      registry: test.registry,
      slowNodeMilliseconds: 250,
      clock: () => (now += 300),
    });
    const result = await evaluator.evaluate(graphOf([testNode('n1', 'test.number', { value: 1 })]), [
      { nodeId: 'n1' },
    ]);
    expect(result.nodes['n1']?.messages).toEqual([
      { code: 'low-fps', severity: 'info', values: { milliseconds: 300 } },
    ]);
  });

  it('uses the first mode when the current mode is absent or unknown', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const graph = graphOf(
      [
        testNode('n1', 'test.number', { value: 5 }),
        testNode('absent', 'test.modal', { operand: 3 }),
        testNode('product', 'test.modal', { operand: 3 }, { currentMode: 'product' }),
        testNode('unknown', 'test.modal', { operand: 3 }, { currentMode: 'gone' }),
      ],
      [wire('n1', 'absent'), wire('n1', 'product'), wire('n1', 'unknown')],
    );
    const result = await evaluator.evaluate(graph, [
      { nodeId: 'absent' },
      { nodeId: 'product' },
      { nodeId: 'unknown' },
    ]);
    expect(result.nodes['absent']?.values['value']).toBe(8);
    expect(result.nodes['product']?.values['value']).toBe(15);
    expect(result.nodes['unknown']?.values['value']).toBe(8);
  });

  it('draws random numbers from the seed param only', async () => {
    // mulberry32 as published by its author, to check the engine's generator against.
    function reference(seed: number) {
      let state = seed;
      return () => {
        let t = (state += 0x6d2b79f5);
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    }
    const test = createTestRegistry();
    const first = createEvaluator({ registry: test.registry });
    const second = createEvaluator({ registry: test.registry });
    const graph = graphOf([testNode('r', 'test.random', {}, { params: { seed: 42 } })]);
    const a = await first.evaluate(graph, [{ nodeId: 'r' }]);
    const b = await second.evaluate(graph, [{ nodeId: 'r' }]);
    expect(a.nodes['r']?.values['value']).toBe(reference(42)());
    expect(b.nodes['r']?.values['value']).toBe(a.nodes['r']?.values['value']);
    const reseeded = await first.evaluate(
      graphOf([testNode('r', 'test.random', {}, { params: { seed: 7 } })]),
      [{ nodeId: 'r' }],
    );
    expect(reseeded.nodes['r']?.values['value']).toBe(reference(7)());
  });
});

describe('cancellation and progress', () => {
  function gated(value: number): GraphDocument {
    return graphOf(
      [
        testNode('n1', 'test.number', { value }),
        testNode('g', 'test.gate'),
        testNode('n2', 'test.number', { value: 1 }),
      ],
      [wire('n1', 'g')],
    );
  }

  async function settle(): Promise<void> {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  }

  it('cancels stale work when a newer evaluation supersedes it', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const stale = evaluator.evaluate(gated(1), [{ nodeId: 'g' }]);
    await settle();
    expect(test.gates.has('g')).toBe(true);

    const fresh = evaluator.evaluate(gated(2), [{ nodeId: 'g' }]);
    expect((await stale).status).toBe('cancelled');
    expect(test.aborted).toEqual(['g']);

    await settle();
    test.gates.get('g')!.open();
    const result = await fresh;
    expect(result.status).toBe('complete');
    expect(result.nodes['g']?.values['value']).toBe(2);
  });

  it('keeps work that the newer evaluation needs as well', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const stale = evaluator.evaluate(gated(1), [{ nodeId: 'g' }]);
    await settle();
    const newer = evaluator.evaluate(gated(1), [{ nodeId: 'g' }, { nodeId: 'n2' }]);
    expect((await stale).status).toBe('cancelled');
    test.gates.get('g')!.open();
    const result = await newer;
    expect(result.nodes['g']?.values['value']).toBe(1);
    expect(test.aborted).toEqual([]);
    expect(test.calls.get('g')).toBe(1);
  });

  it('lets evaluations that do not supersede run side by side', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const preview = evaluator.evaluate(gated(1), [{ nodeId: 'g' }]);
    await settle();
    const other = await evaluator.evaluate(gated(1), [{ nodeId: 'n2' }], { supersede: false });
    expect(other.nodes['n2']?.values['value']).toBe(1);
    test.gates.get('g')!.open();
    expect((await preview).status).toBe('complete');
  });

  it('stops when the caller aborts', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const controller = new AbortController();
    const pending = evaluator.evaluate(gated(1), [{ nodeId: 'g' }], { signal: controller.signal });
    await settle();
    controller.abort();
    const result = await pending;
    expect(result.status).toBe('cancelled');
    expect(result.nodes['g']?.status).toBe('cancelled');
    expect(result.nodes['n1']?.status).toBe('fresh');
    expect(test.aborted).toEqual(['g']);
  });

  it('reports progress per node', async () => {
    const test = createTestRegistry();
    const evaluator = createEvaluator({ registry: test.registry });
    const events: ProgressEvent[] = [];
    const pending = evaluator.evaluate(gated(1), [{ nodeId: 'g' }], {
      onProgress: (event) => events.push(event),
    });
    await settle();
    test.gates.get('g')!.open();
    await pending;
    expect(events.filter((event) => event.nodeId === 'g').map((event) => event.fraction)).toEqual([
      0, 0.5, 1,
    ]);
    expect(events.filter((event) => event.nodeId === 'n1').map((event) => event.fraction)).toEqual([0, 1]);
  });
});
