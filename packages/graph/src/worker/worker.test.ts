import { MessageChannel, Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { RasterImage } from '../definitions/sockets';
import type { Connection, GraphDocument, GraphNode } from '../document/types';
import type { ProgressEvent } from '../evaluation/evaluator';
import { createTestRegistry, testNode } from '../test-support/test-registry';
import { createWorkerClient, type WorkerClient } from './client';
import { createWorkerHost } from './host';
import type { MessageEndpoint } from './protocol';

function graphOf(nodes: GraphNode[], connections: Connection[] = []): GraphDocument {
  return { version: '1.0.0', nodes, connections, groups: [] };
}

// A 2x1 image of (10, 20, 30, 255) brightened by 5.
const imageChain = graphOf(
  [
    testNode('fill', 'test.fill', {
      width: 2,
      height: 1,
      colour: { red: 10, green: 20, blue: 30, alpha: 255 },
    }),
    testNode('light', 'test.brighten', { amount: 5 }),
  ],
  [{ id: 1000, from: { nodeId: 'fill', output: 'image' }, to: { nodeId: 'light', input: 'title' } }],
);

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A host and a client on the two ends of an in-process channel; the host's posts are recorded. */
function connectedPair() {
  const channel = new MessageChannel();
  const hostTransfers: ArrayBuffer[][] = [];
  const hostEnd: MessageEndpoint = {
    postMessage(message, transfer = []) {
      hostTransfers.push(transfer);
      channel.port1.postMessage(message, transfer);
    },
    addEventListener: (type, listener) => channel.port1.addEventListener(type, listener),
    removeEventListener: (type, listener) => channel.port1.removeEventListener(type, listener),
    start: () => channel.port1.start(),
  };
  const host = createWorkerHost(hostEnd, createTestRegistry().registry);
  const client = createWorkerClient(channel.port2);
  cleanups.push(() => {
    client.close();
    host.close();
    channel.port1.close();
    channel.port2.close();
  });
  return { client, hostTransfers };
}

describe('the off-thread protocol over a message channel', () => {
  it('evaluates on the host and transfers the pixel buffers of requested results', async () => {
    const { client, hostTransfers } = connectedPair();
    const result = await client.evaluate(imageChain, [{ nodeId: 'light' }]);
    expect(result.status).toBe('complete');
    const image = result.nodes['light']?.values['image'] as RasterImage;
    expect([...image.pixels]).toEqual([15, 25, 35, 255, 15, 25, 35, 255]);
    // Only the requested node's values travel; the source's stay in the host.
    expect(result.nodes['fill']?.values).toEqual({});
    const resultTransfer = hostTransfers.find((transfer) => transfer.length > 0)!;
    expect(resultTransfer).toHaveLength(1);
    // Transferred, not copied: the host's outgoing buffer is detached once posted.
    expect(resultTransfer[0]!.byteLength).toBe(0);
  });

  it('does not send values again that the client already holds', async () => {
    const { client, hostTransfers } = connectedPair();
    const first = await client.evaluate(imageChain, [{ nodeId: 'light' }]);
    hostTransfers.length = 0;
    const second = await client.evaluate(imageChain, [{ nodeId: 'light' }]);
    expect(hostTransfers.every((transfer) => transfer.length === 0)).toBe(true);
    expect(second.nodes['light']?.fromCache).toBe(true);
    expect(second.nodes['light']?.values['image']).toBe(first.nodes['light']?.values['image']);
  });

  it('transfers resource buffers from the client, leaving its own detached', async () => {
    const { client } = connectedPair();
    const pixels = new Uint8ClampedArray([1, 2, 3, 4]);
    client.putResource('upload-1', { width: 1, height: 1, pixels, dotsPerInch: 300 });
    expect(pixels.byteLength).toBe(0);
    expect(pixels.buffer.byteLength).toBe(0);
    const graph = graphOf([testNode('file', 'test.resource-image', { file: 'upload-1' })]);
    const result = await client.evaluate(graph, [{ nodeId: 'file' }]);
    expect([...(result.nodes['file']?.values['image'] as RasterImage).pixels]).toEqual([1, 2, 3, 4]);
  });

  it('reports a missing resource as a message on the node', async () => {
    const { client } = connectedPair();
    const graph = graphOf([testNode('file', 'test.resource-image', { file: 'never-uploaded' })]);
    const result = await client.evaluate(graph, [{ nodeId: 'file' }]);
    expect(result.nodes['file']?.messages).toEqual([
      {
        code: 'missing-file',
        severity: 'error',
        detail: 'no data for file "never-uploaded"',
        values: { file: 'never-uploaded' },
      },
    ]);
  });

  it('forwards progress and cancellation', async () => {
    const { client } = connectedPair();
    const graph = graphOf(
      [testNode('n1', 'test.number', { value: 1 }), testNode('g', 'test.gate')],
      [{ id: 1000, from: { nodeId: 'n1', output: 'value' }, to: { nodeId: 'g', input: 'title' } }],
    );
    const controller = new AbortController();
    const events: ProgressEvent[] = [];
    const pending = client.evaluate(graph, [{ nodeId: 'g' }], {
      signal: controller.signal,
      onProgress: (event) => {
        events.push(event);
        // The gate reports half way once it waits; that is the moment to give up on it.
        if (event.nodeId === 'g' && event.fraction === 0.5) controller.abort();
      },
    });
    const result = await pending;
    expect(result.status).toBe('cancelled');
    expect(result.nodes['g']?.status).toBe('cancelled');
    expect(events).toContainEqual({ nodeId: 'g', fraction: 0.5 });
  });
});

describe('the off-thread protocol in a Node worker thread', () => {
  function startWorker(): { worker: Worker; client: WorkerClient } {
    const worker = new Worker(new URL('../test-support/node-worker-bootstrap.mjs', import.meta.url), {
      workerData: { entry: new URL('../test-support/node-worker-entry.ts', import.meta.url).href },
    });
    const client = createWorkerClient(worker);
    cleanups.push(async () => {
      client.close();
      await worker.terminate();
    });
    return { worker, client };
  }

  it('evaluates in the worker and moves pixel buffers across by transfer', async () => {
    const { client } = startWorker();
    const pixels = new Uint8ClampedArray([200, 100, 50, 255]);
    client.putResource('upload-1', { width: 1, height: 1, pixels, dotsPerInch: 72 });
    // The buffer now belongs to the worker thread.
    expect(pixels.buffer.byteLength).toBe(0);

    const graph = graphOf(
      [
        ...imageChain.nodes,
        testNode('file', 'test.resource-image', { file: 'upload-1' }),
        testNode('darker', 'test.brighten', { amount: -50 }),
      ],
      [
        ...imageChain.connections,
        { id: 1001, from: { nodeId: 'file', output: 'image' }, to: { nodeId: 'darker', input: 'title' } },
      ],
    );
    const progress: ProgressEvent[] = [];
    const result = await client.evaluate(graph, [{ nodeId: 'light' }, { nodeId: 'darker' }], {
      onProgress: (event) => progress.push(event),
    });
    expect(result.status).toBe('complete');
    const light = result.nodes['light']?.values['image'] as RasterImage;
    expect(light.pixels).toBeInstanceOf(Uint8ClampedArray);
    expect([...light.pixels]).toEqual([15, 25, 35, 255, 15, 25, 35, 255]);
    const darker = result.nodes['darker']?.values['image'] as RasterImage;
    expect([...darker.pixels]).toEqual([150, 50, 0, 255]);
    expect(progress).toContainEqual({ nodeId: 'light', fraction: 1 });
  });

  it('keeps failures on their nodes across the thread boundary', async () => {
    const { client } = startWorker();
    const graph = graphOf(
      [
        testNode('bad', 'test.fail'),
        testNode('after', 'test.add'),
        testNode('fine', 'test.number', { value: 3 }),
      ],
      [{ id: 1000, from: { nodeId: 'bad', output: 'value' }, to: { nodeId: 'after', input: 'title' } }],
    );
    const result = await client.evaluate(graph, [{ nodeId: 'after' }, { nodeId: 'fine' }]);
    expect(result.nodes['bad']?.messages[0]?.code).toBe('unknown-error');
    expect(result.nodes['after']?.messages[0]).toMatchObject({
      code: 'upstream-failed',
      values: { nodeId: 'bad' },
    });
    expect(result.nodes['fine']?.values['value']).toBe(3);
  });
});
