import { NodeEvaluationError, type NodeDefinition, type RasterImage } from '@atelier/graph';
import type { Scene } from '@atelier/scene';
import { dpiControls, maximumSide } from '../support/controls';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('scene', 'render');

/**
 * The resource id under which a host provides its scene renderer: the editor's engine worker
 * renders with WebGL on an OffscreenCanvas, Node hosts in headless Chromium
 * (`@atelier/scene/node`). Rendering needs a GPU context the nodes cannot make themselves.
 */
export const sceneRendererResourceId = 'atelier:scene-renderer';

/** Renders a scene to straight RGBA pixels from the top left (`@atelier/scene/render`'s SceneRenderer). */
export type SceneRendererResource = (
  scene: Scene,
  options: { width: number; height: number; transparent: boolean },
) => Promise<RasterImage>;

/** The longest side of a render, in pixels: 4096 x 4096 is the renderer's pixel budget. */
export const maximumRenderSide = 4096;

/** The renderer's refusals, which the node passes on as messages with the same code. */
const rendererMessageCodes = new Set([
  'scene-invalid-geometry',
  'scene-index-out-of-range',
  'scene-too-large',
  'scene-texture-too-large',
  'scene-image-too-large',
  'scene-unknown-environment',
  'scene-render-timeout',
  'scene-render-failed',
]);

function isScene(value: unknown): value is Scene {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'scene';
}

/** The renderer's error as a node message, when it is one (it may come from another realm). */
function rendererRefusal(error: unknown): NodeEvaluationError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, code, message, values } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    values?: unknown;
  };
  if (name !== 'SceneRenderError' || typeof code !== 'string' || !rendererMessageCodes.has(code))
    return undefined;
  return new NodeEvaluationError(
    code,
    String(message),
    typeof values === 'object' && values !== null ? (values as Record<string, string | number>) : {},
  );
}

/**
 * Renders a 3D scene to an image with its camera, lights, environment and tone mapping: a
 * product shot, a mock-up or a texture check, at the pixel size and resolution the next node
 * (an export, a print layout) needs. The host renders it (WebGL in the editor, headless Chromium
 * on the command line and in render workers), so the same scene gives the same image everywhere.
 */
export const renderNode = {
  id: 'scene.render',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: [
    /** The scene to render. */
    { name: 'title', type: 'scene', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Width of the image in pixels. */
      {
        id: 'width',
        kind: 'number',
        label: label.control('width'),
        default: 1024,
        min: 1,
        max: maximumSide,
        step: 1,
      },
      /** Height of the image in pixels. */
      {
        id: 'height',
        kind: 'number',
        label: label.control('height'),
        default: 1024,
        min: 1,
        max: maximumSide,
        step: 1,
      },
    ],
    /** The image's resolution, which gives it its printed size. */
    dpiControls(label),
    [
      /** Leave the background transparent (where no model is) for placing the render on a design. */
      { id: 'transparent', kind: 'toggle', label: label.control('transparent'), default: false },
    ],
  ],
  async evaluate({ inputs, controls, resource }) {
    const scene = inputs['title'];
    if (!isScene(scene)) {
      throw new NodeEvaluationError('missing-input', 'the input holds no 3D scene', { input: 'title' });
    }
    const width = controls['width'] as number;
    const height = controls['height'] as number;
    if (width > maximumRenderSide || height > maximumRenderSide) {
      throw new NodeEvaluationError(
        'scene-image-too-large',
        `a ${width} x ${height} pixel render is outside the budget of ${maximumRenderSide} x ${maximumRenderSide}`,
        { width, height, limit: maximumRenderSide },
      );
    }
    const renderer = resource(sceneRendererResourceId);
    if (typeof renderer !== 'function') {
      throw new NodeEvaluationError(
        'missing-scene-renderer',
        `this engine has no scene renderer (resource "${sceneRendererResourceId}"), so it cannot render 3D`,
      );
    }
    let rendered: RasterImage;
    try {
      rendered = await (renderer as SceneRendererResource)(scene, {
        width,
        height,
        transparent: controls['transparent'] as boolean,
      });
    } catch (error) {
      throw rendererRefusal(error) ?? error;
    }
    const image: RasterImage = {
      width: rendered.width,
      height: rendered.height,
      pixels: rendered.pixels,
      dotsPerInch: controls['dpi'] as number,
    };
    return { image };
  },
} satisfies NodeDefinition;
