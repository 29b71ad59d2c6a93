// What the renderer takes, as named limits: a scene beyond them is refused with a message before
// any graphics memory is spent on it.

/** The longest side of a rendered image, in pixels (4096 x 4096 is the pixel budget). */
export const maximumRenderSide = 4096;

/** The most pixels a rendered image may have. */
export const maximumRenderPixels = maximumRenderSide * maximumRenderSide;

/** The longest side of a texture image, in pixels: what every WebGL 2 implementation here takes. */
export const maximumTextureSide = 8192;

/** The most triangles a scene may have over all its meshes. */
export const maximumSceneTriangles = 4_000_000;

/** The most vertices a scene may have over all its meshes. */
export const maximumSceneVertices = 12_000_000;

/** The most meshes and lights a scene may have. */
export const maximumSceneMeshes = 10_000;
export const maximumSceneLights = 64;
