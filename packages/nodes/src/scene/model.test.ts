import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createSharpCodec } from '@atelier/raster/node';
import { imageCodecResourceId } from '../codec';
import { failureOf, runChain, sceneOf, statisticsOf } from './testing';

const codec = createSharpCodec();

/** A binary STL of one triangle, in millimetres. */
function stl(): Uint8Array {
  const file = new Uint8Array(134);
  const view = new DataView(file.buffer);
  view.setUint32(80, 1, true);
  [0, 0, 0, 100, 0, 0, 0, 50, 0].forEach((value, index) => view.setFloat32(96 + index * 4, value, true));
  return file;
}

/** A .gltf of one textured triangle whose base colour texture is an embedded PNG. */
async function texturedGltf(png: Uint8Array): Promise<Uint8Array> {
  const floats = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1]);
  const json = {
    asset: { version: '2.0' },
    buffers: [
      {
        uri: `data:application/octet-stream;base64,${Buffer.from(floats.buffer).toString('base64')}`,
        byteLength: 60,
      },
    ],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: 36 },
      { buffer: 0, byteOffset: 36, byteLength: 24 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] },
      { bufferView: 1, componentType: 5126, count: 3, type: 'VEC2' },
    ],
    images: [{ uri: `data:image/png;base64,${Buffer.from(png).toString('base64')}` }],
    textures: [{ source: 0 }],
    materials: [{ name: 'label', pbrMetallicRoughness: { baseColorTexture: { index: 0 } } }],
    meshes: [{ name: 'label', primitives: [{ attributes: { POSITION: 0, TEXCOORD_0: 1 }, material: 0 }] }],
    nodes: [{ mesh: 0 }],
    scenes: [{ nodes: [0] }],
  };
  return new TextEncoder().encode(JSON.stringify(json));
}

describe('scene.model', () => {
  it('reads an STL in millimetres as metres', async () => {
    const [result] = await runChain([{ type: 'scene.model', controls: { file: 'part.stl' } }], {
      'part.stl': stl(),
    });
    const mesh = sceneOf(result!).meshes[0]!;
    expect(mesh.matrix[0]).toBeCloseTo(0.001, 9);
    expect(mesh.matrix[5]).toBeCloseTo(0.001, 9);
    expect(statisticsOf(result!).triangles).toBe(1);
    const [asMetres] = await runChain(
      [{ type: 'scene.model', controls: { file: 'part.stl', units: 'metres' } }],
      { 'part.stl': stl() },
    );
    expect(sceneOf(asMetres!).meshes[0]!.matrix[0]).toBe(1);
  });

  it('decodes a glTF material’s texture with the host’s codec', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 3, height: 2, channels: 4, background: '#ff0000' } })
        .png()
        .toBuffer(),
    );
    const [result] = await runChain([{ type: 'scene.model', controls: { file: 'label.gltf' } }], {
      'label.gltf': await texturedGltf(png),
      [imageCodecResourceId]: codec,
    });
    expect(statisticsOf(result!).textures).toEqual([{ material: 'label', slot: 'map', width: 3, height: 2 }]);
    const map = sceneOf(result!).meshes[0]!.material.map!;
    expect([...map.pixels.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('leaves off a texture it cannot decode, with a missing-texture message', async () => {
    const [result] = await runChain([{ type: 'scene.model', controls: { file: 'label.gltf' } }], {
      'label.gltf': await texturedGltf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])),
      [imageCodecResourceId]: codec,
    });
    expect(result!.status).toBe('fresh');
    expect(result!.messages.map((message) => [message.code, message.values?.['material']])).toEqual([
      ['missing-texture', 'label'],
    ]);
    expect(sceneOf(result!).meshes[0]!.material.map).toBeUndefined();
  });

  it('scales a model’s texture over the budget down to 4096 px on its longest side, with a message', async () => {
    // 9000 x 3 px, left half red and right half blue: scaled by 4096 / 9000 to 4096 x 1 px.
    const raw = Buffer.alloc(9000 * 3 * 4);
    for (let y = 0; y < 3; y += 1)
      for (let x = 0; x < 9000; x += 1)
        raw.set(x < 4500 ? [255, 0, 0, 255] : [0, 0, 255, 255], (y * 9000 + x) * 4);
    const png = new Uint8Array(
      await sharp(raw, { raw: { width: 9000, height: 3, channels: 4 } })
        .png()
        .toBuffer(),
    );
    const [result] = await runChain([{ type: 'scene.model', controls: { file: 'label.gltf' } }], {
      'label.gltf': await texturedGltf(png),
      [imageCodecResourceId]: codec,
    });
    expect(result!.status).toBe('fresh');
    expect(result!.messages.map((message) => [message.code, message.values])).toEqual([
      ['model-texture-downscaled', { material: 'label', width: 9000, height: 3, limit: 4096 }],
    ]);
    const map = sceneOf(result!).meshes[0]!.material.map!;
    expect([map.width, map.height]).toEqual([4096, 1]);
    // The halves keep their colours: a quarter in is red, three quarters in is blue.
    expect([...map.pixels.subarray(1024 * 4, 1024 * 4 + 4)]).toEqual([255, 0, 0, 255]);
    expect([...map.pixels.subarray(3072 * 4, 3072 * 4 + 4)]).toEqual([0, 0, 255, 255]);
  });

  it('refuses a model over the triangle budget, naming count and budget', async () => {
    const faces = 'f 1 2 3 4\n'.repeat(500_001);
    const [result] = await runChain([{ type: 'scene.model', controls: { file: 'big.obj' } }], {
      'big.obj': new TextEncoder().encode(`v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\n${faces}`),
    });
    expect(failureOf(result!)).toEqual([
      'model-over-triangle-budget',
      { triangles: 1_000_002, budget: 1_000_000 },
    ]);
  });

  it('names a missing file and refuses a file of no model format', async () => {
    const [missing] = await runChain([{ type: 'scene.model', controls: { file: 'gone.glb' } }]);
    expect(failureOf(missing!)).toEqual(['missing-file', { file: 'gone.glb' }]);
    const [photo] = await runChain([{ type: 'scene.model', controls: { file: 'photo.png' } }], {
      'photo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(failureOf(photo!)).toEqual(['unsupported-model-file', { file: 'photo.png' }]);
  });

  it('is empty until a file is chosen', async () => {
    const [result] = await runChain([{ type: 'scene.model' }]);
    expect(result!.status).toBe('empty');
  });
});
