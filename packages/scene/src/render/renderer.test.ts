// The renderer in headless Chromium (software WebGL), through the Node hosts' renderer, on
// hand-made scenes whose pixels can be worked out: an ambient light of intensity pi gives a matte
// white-lit surface exactly its own colour (three.js's Lambert term is albedo / pi).
import { afterAll, describe, expect, it } from 'vitest';
import { createChromiumSceneRenderer } from '../node';
import type { SceneMaterial, SceneMesh } from '../scene';
import { isSceneRenderError } from './errors';
import { rendererEnvironmentIds } from './environment-ids';
import {
  ambient,
  box,
  colour,
  material,
  pixelAt,
  quadrantImage,
  sceneOf,
  square,
  translation,
} from './test-support/scenes';

const render = createChromiumSceneRenderer();

afterAll(async () => {
  await render.close();
});

const matteWhiteLight = ambient(Math.PI);

function expectColour(actual: number[], expected: number[], tolerance = 2) {
  expect(actual).toHaveLength(expected.length);
  for (let channel = 0; channel < expected.length; channel += 1) {
    expect(
      Math.abs(actual[channel]! - expected[channel]!),
      `channel ${channel} of [${actual}]`,
    ).toBeLessThanOrEqual(tolerance);
  }
}

/** sRGB to linear light and back (IEC 61966-2-1), on 0..255 channel values. */
function linearOf(channel: number) {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
function channelOf(linear: number) {
  const value = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(value * 255);
}

const faceColours = {
  front: colour(255, 0, 0),
  back: colour(0, 255, 0),
  right: colour(0, 0, 255),
  left: colour(255, 255, 0),
  top: colour(0, 255, 255),
  bottom: colour(255, 0, 255),
};

function colouredBox(): SceneMesh[] {
  return box({
    front: material({ colour: faceColours.front }),
    back: material({ colour: faceColours.back }),
    right: material({ colour: faceColours.right }),
    left: material({ colour: faceColours.left }),
    top: material({ colour: faceColours.top }),
    bottom: material({ colour: faceColours.bottom }),
  });
}

describe('the renderer', () => {
  it('shows a plane filling the view in its own colour under a known light, from corner to corner', async () => {
    const plane = square('plane', 10, material({ colour: colour(200, 100, 50) }));
    const image = await render(sceneOf([plane], [matteWhiteLight]), {
      width: 64,
      height: 48,
      transparent: false,
    });
    expect({ width: image.width, height: image.height, length: image.pixels.length }).toEqual({
      width: 64,
      height: 48,
      length: 64 * 48 * 4,
    });
    expectColour(pixelAt(image, 32, 24), [200, 100, 50, 255]);
    expectColour(pixelAt(image, 0, 0), [200, 100, 50, 255]);
    expectColour(pixelAt(image, 63, 47), [200, 100, 50, 255]);
  });

  it('halves the light with exposure 0.5 under linear tone mapping, in linear light', async () => {
    const plane = square('plane', 10, material({ colour: colour(200, 200, 200) }));
    const image = await render(
      sceneOf([plane], [matteWhiteLight], { toneMapping: 'linear', exposure: 0.5 }),
      {
        width: 16,
        height: 16,
        transparent: false,
      },
    );
    // 200 is 0.578 in linear light; half of it is 0.289, which is 146 in sRGB.
    const expected = channelOf(linearOf(200) * 0.5);
    expect(expected).toBe(146);
    expectColour(pixelAt(image, 8, 8), [expected, expected, expected, 255]);
  });

  it('renders a red box before a transparent background: alpha 0 at the corners, red in the centre', async () => {
    const red = material({ colour: colour(255, 0, 0) });
    const scene = sceneOf(
      box({ front: red, back: red, right: red, left: red, top: red, bottom: red }),
      [matteWhiteLight],
      {
        camera: { view: 'front', azimuth: 0, elevation: 0, distance: 4, target: [0, 0, 0], fieldOfView: 45 },
        background: { red: 20, green: 40, blue: 60, alpha: 255 },
      },
    );
    const transparent = await render(scene, { width: 50, height: 40, transparent: true });
    for (const [x, y] of [
      [0, 0],
      [49, 0],
      [0, 39],
      [49, 39],
    ] as const) {
      expect(pixelAt(transparent, x, y)[3]).toBe(0);
    }
    expectColour(pixelAt(transparent, 25, 20), [255, 0, 0, 255]);
    // Without transparency the corners show the scene's background colour, exactly.
    const opaque = await render(scene, { width: 50, height: 40, transparent: false });
    expect(pixelAt(opaque, 0, 0)).toEqual([20, 40, 60, 255]);
    expectColour(pixelAt(opaque, 25, 20), [255, 0, 0, 255]);
  });

  describe('textures', () => {
    const topLeft = colour(255, 0, 0);
    const topRight = colour(0, 255, 0);
    const bottomLeft = colour(0, 0, 255);
    const bottomRight = colour(255, 255, 0);
    const design = quadrantImage(64, [topLeft, topRight, bottomLeft, bottomRight]);
    // A unit square two units in front of a 45 degree camera spans pixels 19.8 to 80.2 of 100:
    // the centres of its quadrants are 15 pixels from the image's centre.
    const quadrantCentres = {
      topLeft: [35, 35],
      topRight: [65, 35],
      bottomLeft: [35, 65],
      bottomRight: [65, 65],
    } as const;

    async function renderDesign(
      placement?: SceneMaterial['mapPlacement'],
      overrides: Partial<SceneMaterial> = {},
    ) {
      const plane = square(
        'plane',
        1,
        material({ map: design, ...(placement ? { mapPlacement: placement } : {}), ...overrides }),
      );
      return render(sceneOf([plane], [matteWhiteLight]), { width: 100, height: 100, transparent: false });
    }

    it("puts the image's corners at the square's corners on screen, the top row at the top", async () => {
      const image = await renderDesign();
      const rgb = (value: { red: number; green: number; blue: number }) => [
        value.red,
        value.green,
        value.blue,
        255,
      ];
      expectColour(pixelAt(image, ...quadrantCentres.topLeft), rgb(topLeft));
      expectColour(pixelAt(image, ...quadrantCentres.topRight), rgb(topRight));
      expectColour(pixelAt(image, ...quadrantCentres.bottomLeft), rgb(bottomLeft));
      expectColour(pixelAt(image, ...quadrantCentres.bottomRight), rgb(bottomRight));
      // Outside the square: the black background.
      expect(pixelAt(image, 5, 5)).toEqual([0, 0, 0, 255]);
    });

    it('turns the image half a turn about its centre and shifts it by half its width', async () => {
      const rgb = (value: { red: number; green: number; blue: number }) => [
        value.red,
        value.green,
        value.blue,
        255,
      ];
      const turned = await renderDesign({
        offsetU: 0,
        offsetV: 0,
        repeatU: 1,
        repeatV: 1,
        rotation: Math.PI,
      });
      expectColour(pixelAt(turned, ...quadrantCentres.topLeft), rgb(bottomRight));
      expectColour(pixelAt(turned, ...quadrantCentres.bottomRight), rgb(topLeft));
      const shifted = await renderDesign(
        { offsetU: 0.5, offsetV: 0, repeatU: 1, repeatV: 1, rotation: 0 },
        { mapWrap: 'repeat' },
      );
      expectColour(pixelAt(shifted, ...quadrantCentres.topLeft), rgb(topRight));
      expectColour(pixelAt(shifted, ...quadrantCentres.bottomRight), rgb(bottomLeft));
    });

    it('prints the design once: shifted by half its width, the other half shows the material’s colour', async () => {
      const rgb = (value: { red: number; green: number; blue: number }) => [
        value.red,
        value.green,
        value.blue,
        255,
      ];
      // A navy fabric: the print shows in its own colours on it, not multiplied with the navy.
      const navy = colour(30, 40, 90);
      const placement = { offsetU: 0.5, offsetV: 0, repeatU: 1, repeatV: 1, rotation: 0 };
      const printed = await renderDesign(placement, { colour: navy });
      expectColour(pixelAt(printed, ...quadrantCentres.topLeft), rgb(topRight));
      expectColour(pixelAt(printed, ...quadrantCentres.bottomLeft), rgb(bottomRight));
      expectColour(pixelAt(printed, ...quadrantCentres.topRight), rgb(navy));
      expectColour(pixelAt(printed, ...quadrantCentres.bottomRight), rgb(navy));
      // A quarter of the size, centred: the square's corners are fabric, its middle the design.
      const small = await renderDesign(
        { offsetU: 0, offsetV: 0, repeatU: 4, repeatV: 4, rotation: 0 },
        { colour: navy },
      );
      expectColour(pixelAt(small, ...quadrantCentres.topLeft), rgb(navy));
      expectColour(pixelAt(small, ...quadrantCentres.bottomRight), rgb(navy));
      // Tiled, the same placement repeats the design, multiplied with the navy, into the corners:
      // no quadrant's colour times navy keeps the navy's blue of 90.
      const tiled = await renderDesign(
        { offsetU: 0, offsetV: 0, repeatU: 4, repeatV: 4, rotation: 0 },
        { colour: navy, mapWrap: 'repeat' },
      );
      expect(pixelAt(tiled, ...quadrantCentres.topLeft)[2]).toBeLessThan(60);
    });
  });

  it('shows the face of a box facing each of the six gizmo views in the centre', async () => {
    for (const view of ['front', 'back', 'right', 'left', 'top', 'bottom'] as const) {
      const scene = sceneOf(colouredBox(), [matteWhiteLight], {
        camera: { view, azimuth: 0, elevation: 0, distance: 3, target: [0, 0, 0], fieldOfView: 45 },
      });
      const image = await render(scene, { width: 32, height: 32, transparent: false });
      const face = faceColours[view];
      expectColour(pixelAt(image, 16, 16), [face.red, face.green, face.blue, 255]);
    }
  });

  it('orbits about the target: a quarter turn of azimuth shows the right face, a quarter turn up the top', async () => {
    const at = async (azimuth: number, elevation: number) =>
      pixelAt(
        await render(
          sceneOf(colouredBox(), [matteWhiteLight], {
            camera: { view: 'orbit', azimuth, elevation, distance: 3, target: [0, 0, 0], fieldOfView: 45 },
          }),
          { width: 32, height: 32, transparent: false },
        ),
        16,
        16,
      );
    expectColour(await at(0, 0), [255, 0, 0, 255]);
    expectColour(await at(Math.PI / 2, 0), [0, 0, 255, 255]);
    expectColour(await at(0, Math.PI / 2), [0, 255, 255, 255]);
  });

  it('casts a shadow from a directional light when a light casts one, and none otherwise', async () => {
    const ground = { ...square('ground', 4, material()), receiveShadow: true };
    const occluder = { ...square('occluder', 0.4, material(), translation(0, 0, 0.5)), castShadow: true };
    const sceneWith = (castShadow: boolean) =>
      sceneOf(
        [ground, occluder],
        [
          {
            kind: 'directional',
            id: 'sun',
            colour: colour(255, 255, 255),
            intensity: 3,
            position: [3, 0, 3],
            target: [0, 0, 0],
            castShadow,
          },
        ],
        {
          camera: {
            view: 'front',
            azimuth: 0,
            elevation: 0,
            distance: 4,
            target: [0, 0, 0],
            fieldOfView: 45,
          },
        },
      );
    // The light comes from 45 degrees to the right: the occluder's shadow falls half a unit to the
    // left of it on the ground, at pixel 35 of 100; the ground half a unit to the right is lit.
    const shadowed = await render(sceneWith(true), { width: 100, height: 100, transparent: false });
    const shadow = pixelAt(shadowed, 35, 50);
    const lit = pixelAt(shadowed, 65, 50);
    expect(shadow[0]).toBeLessThan(10);
    expect(lit[0]).toBeGreaterThan(100);
    const unshadowed = await render(sceneWith(false), { width: 100, height: 100, transparent: false });
    expectColour(pixelAt(unshadowed, 35, 50), lit);
  });

  it(
    'lights a scene with no lights by its environment, and leaves it black without one',
    { timeout: 90_000 },
    async () => {
      const plane = square('plane', 10, material({ colour: colour(200, 200, 200) }));
      const dark = await render(sceneOf([plane], []), { width: 16, height: 16, transparent: false });
      expect(pixelAt(dark, 8, 8)).toEqual([0, 0, 0, 255]);
      for (const id of rendererEnvironmentIds.filter((environment) => environment !== 'none')) {
        const lit = await render(
          sceneOf([plane], [], { environment: { id, intensity: 1, rotation: 0, visibleBackground: false } }),
          { width: 16, height: 16, transparent: false },
        );
        expect(pixelAt(lit, 8, 8)[0], id).toBeGreaterThan(20);
      }
    },
  );

  it('gives the same pixels for the same scene', async () => {
    const scene = sceneOf(colouredBox(), [matteWhiteLight], {
      camera: {
        view: 'orbit',
        azimuth: 0.6,
        elevation: 0.4,
        distance: 3,
        target: [0, 0, 0],
        fieldOfView: 45,
      },
      environment: { id: 'city', intensity: 0.8, rotation: 1, visibleBackground: true },
      toneMapping: 'aces',
    });
    const first = await render(scene, { width: 64, height: 64, transparent: false });
    const second = await render(scene, { width: 64, height: 64, transparent: false });
    expect(Buffer.from(second.pixels).equals(Buffer.from(first.pixels))).toBe(true);
  });

  it(
    'gives a fresh context’s pixels again after other scenes were rendered in the kept one',
    { timeout: 90_000 },
    async () => {
      const textured = square(
        'print',
        1.6,
        material({
          colour: colour(230, 220, 200),
          map: quadrantImage(8, [
            colour(200, 30, 30),
            colour(30, 200, 30),
            colour(30, 30, 200),
            colour(240, 240, 40),
          ]),
        }),
      );
      const shot = sceneOf(
        [...colouredBox(), { ...textured, matrix: translation(0, 0, 0.51) }],
        [
          matteWhiteLight,
          {
            kind: 'directional',
            id: 'key',
            colour: colour(255, 240, 220),
            intensity: 2,
            position: [2, 3, 4],
            target: [0, 0, 0],
            castShadow: true,
          },
        ],
        {
          camera: {
            view: 'orbit',
            azimuth: 0.5,
            elevation: 0.3,
            distance: 4,
            target: [0, 0, 0],
            fieldOfView: 45,
          },
          environment: { id: 'studio', intensity: 0.7, rotation: 1, visibleBackground: true },
          toneMapping: 'aces',
        },
      );
      const other = sceneOf(colouredBox(), [matteWhiteLight], {
        camera: { view: 'top', azimuth: 0, elevation: 0, distance: 3, target: [0, 0, 0], fieldOfView: 30 },
        environment: { id: 'forest', intensity: 2, rotation: -2, visibleBackground: true },
        toneMapping: 'agx',
        exposure: 1.7,
      });
      const options = { width: 80, height: 60, transparent: false };
      // A new browser: the first render is drawn in a new context, the HDRI prefiltered for it.
      await render.close();
      const fresh = await render(shot, options);
      const again = await render(shot, options);
      await render(other, { width: 120, height: 90, transparent: true });
      await render({ ...shot, environment: { ...shot.environment, rotation: -1 } }, options);
      const afterOthers = await render(shot, options);
      // The shot is no flat field, so equal pixels mean something.
      expect(new Set(Array.from(fresh.pixels)).size).toBeGreaterThan(50);
      expect(Buffer.from(again.pixels).equals(Buffer.from(fresh.pixels))).toBe(true);
      expect(Buffer.from(afterOthers.pixels).equals(Buffer.from(fresh.pixels))).toBe(true);
    },
  );

  it('renders a mesh of 100,000 triangles', async () => {
    // A 224 x 224 grid of squares, two triangles each (100,352), filling the view.
    const cells = 224;
    const positions = new Float32Array((cells + 1) * (cells + 1) * 3);
    for (let row = 0; row <= cells; row += 1) {
      for (let column = 0; column <= cells; column += 1) {
        positions.set(
          [(column / cells) * 10 - 5, (row / cells) * 10 - 5, 0],
          (row * (cells + 1) + column) * 3,
        );
      }
    }
    const indices = new Uint32Array(cells * cells * 6);
    for (let row = 0; row < cells; row += 1) {
      for (let column = 0; column < cells; column += 1) {
        const corner = row * (cells + 1) + column;
        indices.set(
          [corner, corner + 1, corner + cells + 2, corner, corner + cells + 2, corner + cells + 1],
          (row * cells + column) * 6,
        );
      }
    }
    const grid: SceneMesh = {
      ...square('grid', 1, material({ colour: colour(0, 128, 255) })),
      geometry: { positions, indices },
    };
    expect(indices.length / 3).toBe(100_352);
    const image = await render(sceneOf([grid], [matteWhiteLight]), {
      width: 64,
      height: 64,
      transparent: false,
    });
    expectColour(pixelAt(image, 32, 32), [0, 128, 255, 255]);
    expectColour(pixelAt(image, 1, 62), [0, 128, 255, 255]);
  });
});

describe('hostile scenes', () => {
  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isSceneRenderError(error)).toBe(true);
    return error as { code: string; message: string; values: Record<string, unknown> };
  }

  it('refuses NaN positions, naming the mesh', async () => {
    const plane = square('plane', 1, material());
    plane.geometry.positions[4] = Number.NaN;
    const error = await refusal(render(sceneOf([plane], []), { width: 8, height: 8, transparent: false }));
    expect(error.code).toBe('scene-invalid-geometry');
    expect(error.message).toContain('mesh "plane" positions[4]');
  });

  it('refuses a triangle naming a vertex the mesh does not have', async () => {
    const plane = square('plane', 1, material());
    plane.geometry.indices = new Uint32Array([0, 1, 2, 0, 2, 7]);
    const error = await refusal(render(sceneOf([plane], []), { width: 8, height: 8, transparent: false }));
    expect(error).toMatchObject({
      code: 'scene-index-out-of-range',
      values: { mesh: 'plane', index: 7, vertices: 4 },
    });
  });

  it('refuses a 20,000 x 20,000 texture before allocating anything', async () => {
    // The texture claims its size; the renderer must refuse it on the size alone.
    const huge = { width: 20_000, height: 20_000, pixels: new Uint8ClampedArray(4), dotsPerInch: 72 };
    const plane = square('plane', 1, material({ map: huge }));
    const error = await refusal(render(sceneOf([plane], []), { width: 8, height: 8, transparent: false }));
    expect(error).toMatchObject({
      code: 'scene-texture-too-large',
      values: { width: 20_000, height: 20_000, limit: 8192 },
    });
  });

  it('refuses an image over the 4096 x 4096 pixel budget and an unknown environment', async () => {
    const scene = sceneOf([], []);
    expect(await refusal(render(scene, { width: 5000, height: 100, transparent: false }))).toMatchObject({
      code: 'scene-image-too-large',
      values: { width: 5000, height: 100, limit: 4096 },
    });
    const elsewhere = sceneOf([], [], {
      environment: { id: 'moon', intensity: 1, rotation: 0, visibleBackground: false },
    });
    expect(await refusal(render(elsewhere, { width: 8, height: 8, transparent: false }))).toMatchObject({
      code: 'scene-unknown-environment',
    });
  });

  it('cancels a render that takes longer than allowed, and renders again afterwards', async () => {
    const impatient = createChromiumSceneRenderer({ timeoutMilliseconds: 1 });
    const scene = sceneOf(colouredBox(), [matteWhiteLight], {
      environment: { id: 'forest', intensity: 1, rotation: 0, visibleBackground: true },
    });
    const error = await refusal(impatient(scene, { width: 512, height: 512, transparent: false }));
    expect(error).toMatchObject({ code: 'scene-render-timeout', values: { seconds: 0.001 } });
    const image = await render(sceneOf(colouredBox(), [matteWhiteLight]), {
      width: 16,
      height: 16,
      transparent: false,
    });
    expectColour(pixelAt(image, 8, 8), [255, 0, 0, 255]);
  });
});
