// Which value of a node's results the editor shows: the first output, in the node's output
// order, that is a 3D scene, an image, a vector drawing, a stitch plan, a knit chart or a cut job. Results arrive from the engine
// worker as structured-cloned plain values, so they are recognised by their shape.
import type { RasterImage } from '@atelier/graph';
import type { StitchPlan } from '@atelier/embroidery';
import type { Scene } from '@atelier/scene';
import type { VectorDrawing } from '@atelier/vector';
import { isPreviewCutJob, type PreviewCutJob } from './cutting';
import { isPreviewKnitChart, type PreviewKnitChart } from './knitting';

export type PreviewValue =
  | { kind: 'image'; image: RasterImage }
  | { kind: 'vector'; drawing: VectorDrawing }
  | { kind: 'stitches'; plan: StitchPlan }
  | { kind: 'knit'; chart: PreviewKnitChart }
  | { kind: 'cut'; job: PreviewCutJob }
  | { kind: 'scene'; scene: Scene };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isRasterImage(value: unknown): value is RasterImage {
  return (
    isObject(value) &&
    value['pixels'] instanceof Uint8ClampedArray &&
    typeof value['width'] === 'number' &&
    typeof value['height'] === 'number'
  );
}

export function isVectorDrawing(value: unknown): value is VectorDrawing {
  return (
    isObject(value) &&
    Array.isArray(value['paths']) &&
    value['paths'].every((path) => isObject(path) && Array.isArray(path['subpaths']))
  );
}

/** A 3D scene (`@atelier/scene`'s value), told by its kind and its lists of meshes and lights. */
export function isPreviewScene(value: unknown): value is Scene {
  return (
    isObject(value) &&
    value['kind'] === 'scene' &&
    Array.isArray(value['meshes']) &&
    Array.isArray(value['lights']) &&
    isObject(value['environment']) &&
    isObject(value['camera'])
  );
}

export function isStitchPlan(value: unknown): value is StitchPlan {
  return (
    isObject(value) &&
    Array.isArray(value['blocks']) &&
    value['blocks'].every(
      (block) => isObject(block) && Array.isArray(block['stitches']) && isObject(block['thread']),
    )
  );
}

/** The value to preview among a node's output values, or undefined when none can be shown. */
export function previewValue(values: Readonly<Record<string, unknown>>): PreviewValue | undefined {
  for (const value of Object.values(values)) {
    if (isRasterImage(value)) return { kind: 'image', image: value };
    if (isPreviewScene(value)) return { kind: 'scene', scene: value };
    if (isStitchPlan(value)) return { kind: 'stitches', plan: value };
    if (isPreviewKnitChart(value)) return { kind: 'knit', chart: value };
    if (isPreviewCutJob(value)) return { kind: 'cut', job: value };
    if (isVectorDrawing(value)) return { kind: 'vector', drawing: value };
  }
  return undefined;
}
