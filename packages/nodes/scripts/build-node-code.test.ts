import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NodeDefinition } from '@atelier/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptNodeDefinition } from '../src/support/adopt';
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

  it('keeps each module small: only the kernels and engine parts the node uses', () => {
    for (const node of Object.values(manifest.nodes)) {
      for (const version of Object.values(node.versions)) expect(version.worker.bytes).toBeLessThan(40_000);
    }
  });

  it('evaluates in the engine like the source definition, its own failures keeping their codes', async () => {
    const invert = adoptNodeDefinition(await loadBuilt('image.invert', '1.0.0'));
    const blur = adoptNodeDefinition(await loadBuilt('image.box-blur', '1.0.0'));
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
    // The module's kernel error becomes its own copy of the engine's error class, which
    // adoption turns back into this engine's: the control is still named.
    expect(results['blur']!.messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'radius' },
    });
  });
});
