// The render node with the Node hosts' renderer (headless Chromium), fed by a stand-in source of
// hand-made scenes: an ambient light of intensity pi shows a matte surface in its own colour.
import { afterAll, describe, expect, it } from 'vitest';
import type { NodeDefinition } from '@atelier/graph';
import type { Scene } from '@atelier/scene';
import { createChromiumSceneRenderer } from '@atelier/scene/node';
import { createHostResources } from '../host-resources';
import { evaluateGraph, graphOf, nodeOf, outputImage, wire } from '../support/testing';
import { renderNode, sceneRendererResourceId } from './render';

const renderer = createChromiumSceneRenderer();

afterAll(async () => {
  await renderer.close();
});

/** A 10 x 10 square facing the camera, filling its view, in one colour. */
function planeScene(red: number, green: number, blue: number, positions?: Float32Array): Scene {
  return {
    kind: 'scene',
    meshes: [
      {
        id: 'plane',
        name: 'plane',
        geometry: {
          positions: positions ?? new Float32Array([-5, -5, 0, 5, -5, 0, 5, 5, 0, -5, 5, 0]),
          indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
        },
        matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
        material: {
          name: 'matte',
          colour: { red, green, blue },
          roughness: 1,
          metalness: 0,
          sheen: 0,
          sheenColour: { red: 255, green: 255, blue: 255 },
          opacity: 1,
          doubleSided: false,
        },
        castShadow: false,
        receiveShadow: false,
      },
    ],
    lights: [
      { kind: 'ambient', id: 'ambient', colour: { red: 255, green: 255, blue: 255 }, intensity: Math.PI },
    ],
    environment: { id: 'none', intensity: 1, rotation: 0, visibleBackground: false },
    camera: { view: 'front', azimuth: 0, elevation: 0, distance: 2, target: [0, 0, 0], fieldOfView: 45 },
    toneMapping: 'none',
    exposure: 1,
    background: { red: 0, green: 0, blue: 0, alpha: 255 },
  };
}

function sourceOf(scene: Scene): NodeDefinition {
  return {
    id: 'test.scene-source',
    version: '1.0.0',
    family: 'scene',
    title: 'scene source',
    inputs: [],
    outputs: [{ name: 'scene', type: 'scene', label: 'scene' }],
    controls: [],
    evaluate: () => ({ scene }),
  };
}

async function renderGraph(
  scene: Scene,
  controls: Record<string, unknown>,
  resources: Record<string, unknown> = { [sceneRendererResourceId]: renderer },
) {
  const source = sourceOf(scene);
  const graph = graphOf(
    [nodeOf(source, 'source'), nodeOf(renderNode, 'render', controls)],
    [wire(1000, 'source', 'scene', 'render')],
  );
  const results = await evaluateGraph([source, renderNode], graph, ['render'], resources);
  return results['render']!;
}

describe('the render node', () => {
  it('renders the scene at the pixel size and resolution asked for', async () => {
    const result = await renderGraph(planeScene(30, 160, 90), { width: 40, height: 30, dpi: 300 });
    expect(result.status).toBe('fresh');
    const image = outputImage(result);
    expect({ width: image.width, height: image.height, dotsPerInch: image.dotsPerInch }).toEqual({
      width: 40,
      height: 30,
      dotsPerInch: 300,
    });
    const centre = (15 * 40 + 20) * 4;
    const pixel = Array.from(image.pixels.subarray(centre, centre + 4));
    expect(pixel.map((channel, index) => Math.abs(channel - [30, 160, 90, 255][index]!) <= 2)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('says so when the engine has no scene renderer', async () => {
    const result = await renderGraph(planeScene(30, 160, 90), { width: 8, height: 8 }, {});
    expect(result.status).toBe('failed');
    expect(result.messages).toEqual([
      expect.objectContaining({ code: 'missing-scene-renderer', severity: 'error' }),
    ]);
  });

  it('refuses an image over the 4096 x 4096 pixel budget, naming its size', async () => {
    const result = await renderGraph(planeScene(30, 160, 90), { width: 5000, height: 4000 });
    expect(result.messages).toEqual([
      expect.objectContaining({
        code: 'scene-image-too-large',
        values: { width: 5000, height: 4000, limit: 4096 },
      }),
    ]);
  });

  it("passes the renderer's refusal of a broken scene on as a message", async () => {
    const broken = new Float32Array([-5, -5, 0, 5, -5, 0, Number.NaN, 5, 0, -5, 5, 0]);
    const result = await renderGraph(planeScene(30, 160, 90, broken), { width: 8, height: 8 });
    expect(result.status).toBe('failed');
    expect(result.messages).toEqual([expect.objectContaining({ code: 'scene-invalid-geometry' })]);
  });
});

describe('the hosts on Node', () => {
  const graphWith = (type: string) => graphOf([{ ...nodeOf(renderNode, 'render'), type }]);

  it('give a scene renderer to graphs with a render node, and none to others', async () => {
    const withRender = await createHostResources({ graph: graphWith('scene.render') });
    expect(typeof withRender[sceneRendererResourceId]).toBe('function');
    const without = await createHostResources({ graph: graphWith('image.solid-colour') });
    expect(without[sceneRendererResourceId]).toBeUndefined();
  });
});
