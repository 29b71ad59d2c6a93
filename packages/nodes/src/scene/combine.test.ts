import { describe, expect, it } from 'vitest';
import { evaluateGraph, graphOf, nodeOf, wire } from '../support/testing';
import { sceneNodes } from './registry';
import { failureOf, sceneDefinitions, sceneOf, statisticsOf } from './testing';

describe('scene.combine', () => {
  it('joins the meshes and lights of its scenes, keeping the first scene’s camera', async () => {
    const nodes = [
      nodeOf(sceneNodes['scene.sample-model'], 'shirt', { model: 't-shirt', polyCount: 'low' }),
      nodeOf(sceneNodes['scene.camera'], 'camera', { fieldOfView: 20 }),
      nodeOf(sceneNodes['scene.primitive'], 'floor', { shape: 'plane' }),
      nodeOf(sceneNodes['scene.light'], 'sun'),
      nodeOf(sceneNodes['scene.combine'], 'both'),
    ];
    const graph = graphOf(nodes, [
      wire(1000, 'shirt', 'scene', 'camera'),
      wire(1001, 'camera', 'scene', 'both', 'title'),
      wire(1002, 'floor', 'scene', 'sun'),
      wire(1003, 'sun', 'scene', 'both', 'scene8'),
    ]);
    const results = await evaluateGraph(sceneDefinitions, graph, ['both']);
    const scene = sceneOf(results['both']!);
    expect(scene.meshes.map((mesh) => mesh.name)).toEqual(['front', 'back', 'sides', 'plane']);
    expect(statisticsOf(results['both']!).lights).toBe(1);
    expect(scene.camera.fieldOfView).toBe(20);
  });

  it('refuses a combination with more than ten lights', async () => {
    const lights = Array.from({ length: 6 }, (_, index) =>
      nodeOf(sceneNodes['scene.light'], `light${index}`),
    );
    const nodes = [...lights, nodeOf(sceneNodes['scene.combine'], 'all')];
    const connections = [
      ...lights
        .slice(1, 3)
        .map((_, index) => wire(1000 + index, `light${index}`, 'scene', `light${index + 1}`)),
      ...lights
        .slice(4, 6)
        .map((_, index) => wire(1010 + index, `light${index + 3}`, 'scene', `light${index + 4}`)),
      wire(1020, 'light2', 'scene', 'all', 'title'),
      wire(1021, 'light5', 'scene', 'all', 'scene2'),
    ];
    // Two chains of three lights each: 6, within the limit.
    const fine = await evaluateGraph(sceneDefinitions, graphOf(nodes, connections), ['all']);
    expect(statisticsOf(fine['all']!).lights).toBe(6);
    const more = Array.from({ length: 6 }, (_, index) => nodeOf(sceneNodes['scene.light'], `extra${index}`));
    const moreConnections = more
      .slice(1)
      .map((_, index) => wire(1100 + index, `extra${index}`, 'scene', `extra${index + 1}`));
    const graph = graphOf(
      [...nodes, ...more],
      [...connections, ...moreConnections, wire(1200, 'extra5', 'scene', 'all', 'scene3')],
    );
    const results = await evaluateGraph(sceneDefinitions, graph, ['all']);
    expect(failureOf(results['all']!)).toEqual(['too-many-lights', { count: 12, limit: 10 }]);
  });
});
