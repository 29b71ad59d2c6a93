import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NodeDefinition } from '@atelier/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluateGraph,
  fixtureImageNode,
  graphOf,
  imageOf,
  nodeOf,
  pixelsOf,
  wire,
} from '../src/support/testing';
import { allNodeDefinitions, nodeMenu } from '../src/index';
import { buildNodeCode, type NodeCodeManifest } from './build-node-code';

let outputDirectory: string;
let manifest: NodeCodeManifest;

beforeAll(async () => {
  outputDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-node-code-'));
  manifest = await buildNodeCode(outputDirectory);
}, 60_000);
afterAll(async () => {
  await rm(outputDirectory, { recursive: true, force: true });
});

async function loadBuilt(id: string, version: string): Promise<NodeDefinition> {
  const file = path.join(outputDirectory, manifest.nodes[id]!.versions[version]!.worker.file);
  return ((await import(pathToFileURL(file).href)) as { default: NodeDefinition }).default;
}

describe('the built node code', () => {
  it('has a module for every node version, listed with its hash, and the menu beside it', async () => {
    for (const definition of allNodeDefinitions) {
      const built = manifest.nodes[definition.id]?.versions[definition.version]?.worker;
      expect(built?.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(JSON.parse(await readFile(path.join(outputDirectory, 'menu.json'), 'utf8'))).toEqual(nodeMenu);
    expect(manifest.nodes['image.invert']!.latest).toBe('1.0.0');
  });

  it('keeps each module to the kernels and engine parts its node uses', () => {
    // Image nodes call a few kernels each; with the whole engine (and zod) a module would be ~460 kB.
    for (const [id, node] of Object.entries(manifest.nodes)) {
      if (!id.startsWith('image.')) continue;
      for (const version of Object.values(node.versions)) expect(version.worker.bytes).toBeLessThan(40_000);
    }
  });

  it('evaluates in the engine like the source definition', async () => {
    const invert = await loadBuilt('image.invert', '1.0.0');
    const blur = await loadBuilt('image.box-blur', '1.0.0');
    expect(invert.id).toBe('image.invert');
    const graph = graphOf(
      [
        nodeOf(fixtureImageNode, 'source', { file: 'input' }),
        nodeOf(invert, 'invert'),
        nodeOf(blur, 'blur', { radius: 0.5 }),
      ],
      [wire(1000, 'source', 'image', 'invert'), wire(1001, 'source', 'image', 'blur')],
    );
    const results = await evaluateGraph([fixtureImageNode, invert, blur], graph, ['invert', 'blur'], {
      input: imageOf(1, 1, [[10, 20, 30, 255]]),
    });
    expect(pixelsOf(results['invert']!.values['image'] as never)).toEqual([[245, 235, 225, 255]]);
    // The module carries its own copy of the engine's error class: the failure keeps the
    // class's name and code, which the browser engine's loader turns back into its own.
    expect(results['blur']!.status).toBe('failed');
    expect(results['blur']!.messages[0]?.detail).toMatch(/radius/);
  });
});
