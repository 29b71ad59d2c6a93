// Why the renderer refused a scene or could not finish a render. The render node turns these into
// node messages with the same code; a host that renders elsewhere (a headless browser, a worker)
// carries the code and values across, so the message the user reads is the same everywhere.

export type SceneRenderErrorCode =
  /** A number in the scene (a position, a matrix entry, a light, the camera) is NaN or infinite. */
  | 'scene-invalid-geometry'
  /** A triangle names a vertex the mesh does not have. */
  | 'scene-index-out-of-range'
  /** More triangles or vertices than the renderer takes. */
  | 'scene-too-large'
  /** A texture image is larger than the renderer takes, or its pixels do not match its size. */
  | 'scene-texture-too-large'
  /** The rendered image would be over the pixel budget. */
  | 'scene-image-too-large'
  /** The environment id is not one of the product's environments. */
  | 'scene-unknown-environment'
  /** The render took longer than the host allows and was cancelled. */
  | 'scene-render-timeout'
  /** The graphics context could not be made or was lost. */
  | 'scene-render-failed';

export type SceneRenderErrorValues = Record<string, string | number>;

export class SceneRenderError extends Error {
  override readonly name = 'SceneRenderError';

  constructor(
    readonly code: SceneRenderErrorCode,
    message: string,
    readonly values: SceneRenderErrorValues = {},
  ) {
    super(message);
  }
}

/**
 * True for a SceneRenderError, also one rebuilt on this side of a worker or browser boundary
 * (where only its name, code, message and values survive).
 */
export function isSceneRenderError(error: unknown): error is SceneRenderError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'SceneRenderError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}
