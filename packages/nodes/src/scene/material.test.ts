import { describe, expect, it } from 'vitest';
import { createNodeRegistry } from '@atelier/graph';
import { solidColourNode } from '../image/solid-colour';
import { evaluateGraph, graphOf, nodeOf, wire } from '../support/testing';
import { sceneNodes } from './registry';
import { failureOf, runChain, sceneDefinitions, sceneOf, statisticsOf } from './testing';

const registry = createNodeRegistry([...sceneDefinitions, solidColourNode]);

describe('scene.material', () => {
  it('puts a design on the named part only, with its placement', async () => {
    const nodes = [
      nodeOf(sceneNodes['scene.sample-model'], 'shirt', { model: 't-shirt', polyCount: 'low' }),
      nodeOf(solidColourNode, 'design', { width: 8, height: 4 }),
      nodeOf(sceneNodes['scene.material'], 'print', {
        meshName: 'front',
        rotation: 90,
        repeatU: 2,
        sheen: 0.8,
      }),
    ];
    const graph = graphOf(nodes, [
      wire(1000, 'shirt', 'scene', 'print'),
      wire(1001, 'design', 'image', 'print', 'image'),
    ]);
    const results = await evaluateGraph(registry, graph, ['print']);
    const scene = sceneOf(results['print']!);
    expect(scene.meshes.map((mesh) => [mesh.name, mesh.material.map?.width ?? null])).toEqual([
      ['front', 8],
      ['back', null],
      ['sides', null],
    ]);
    expect(scene.meshes[0]!.material.mapPlacement).toEqual({
      offsetU: 0,
      offsetV: 0,
      repeatU: 2,
      repeatV: 1,
      rotation: Math.PI / 2,
    });
    expect(scene.meshes[0]!.material.sheen).toBe(0.8);
    // Printed once unless the user asks for a repeat.
    expect(scene.meshes[0]!.material.mapWrap).toBe('print');
    // The back keeps the sample's own cotton sheen.
    expect(scene.meshes[1]!.material.sheen).toBe(0.5);
    expect(statisticsOf(results['print']!).textures).toEqual([
      { material: 'cotton jersey', slot: 'map', width: 8, height: 4 },
    ]);
  });

  it('repeats the design over the surface when asked to', async () => {
    const nodes = [
      nodeOf(sceneNodes['scene.sample-model'], 'cushion', { model: 'cushion', polyCount: 'low' }),
      nodeOf(solidColourNode, 'design', { width: 8, height: 4 }),
      nodeOf(sceneNodes['scene.material'], 'fabric', { repeatDesign: true, repeatU: 6, repeatV: 6 }),
    ];
    const graph = graphOf(nodes, [
      wire(1000, 'cushion', 'scene', 'fabric'),
      wire(1001, 'design', 'image', 'fabric', 'image'),
    ]);
    const scene = sceneOf((await evaluateGraph(registry, graph, ['fabric']))['fabric']!);
    expect(scene.meshes.map((mesh) => [mesh.name, mesh.material.mapWrap])).toEqual([
      ['front', 'repeat'],
      ['back', 'repeat'],
    ]);
  });

  it('names the parts when no part has the name asked for', async () => {
    const [, result] = await runChain([
      { type: 'scene.sample-model', controls: { model: 'cushion' } },
      { type: 'scene.material', controls: { meshName: 'sleeve' } },
    ]);
    expect(failureOf(result!)).toEqual(['mesh-not-found', { mesh: 'sleeve', meshes: 'front, back' }]);
  });
});

describe('scene.material with a large design', () => {
  async function printed(width: number, height: number) {
    const nodes = [
      nodeOf(sceneNodes['scene.sample-model'], 'shirt', { model: 't-shirt', polyCount: 'low' }),
      nodeOf(solidColourNode, 'design', {
        width,
        height,
        colour: { red: 200, green: 40, blue: 60, alpha: 255 },
      }),
      nodeOf(sceneNodes['scene.material'], 'print', { meshName: 'front' }),
    ];
    const graph = graphOf(nodes, [
      wire(1000, 'shirt', 'scene', 'print'),
      wire(1001, 'design', 'image', 'print', 'image'),
    ]);
    const result = (await evaluateGraph(registry, graph, ['print']))['print']!;
    return { map: sceneOf(result).meshes[0]!.material.map!, messages: result.messages };
  }

  it('scales a design over 4096 px down to 4096 on its longest side, keeping its proportions and colour, and says so', async () => {
    const { map, messages } = await printed(5000, 100);
    // 100 x 4096 / 5000 = 81.92, rounded.
    expect([map.width, map.height]).toEqual([4096, 82]);
    const middle = ((41 * map.width + 2048) * 4) as number;
    expect([...map.pixels.subarray(middle, middle + 4)]).toEqual([200, 40, 60, 255]);
    expect(messages).toEqual([
      expect.objectContaining({
        code: 'texture-downscaled',
        severity: 'info',
        values: { width: 5000, height: 100, limit: 4096 },
      }),
    ]);
  });

  it('keeps a design within the budget as it is', async () => {
    const { map, messages } = await printed(4096, 64);
    expect([map.width, map.height]).toEqual([4096, 64]);
    expect(messages).toEqual([]);
  });
});
