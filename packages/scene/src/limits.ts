// The scene kernel's budgets, declared once: what a model file, a scene and a primitive may hold.

/** The largest model file read, in bytes (64 MB). */
export const maximumModelBytes = 64 * 1024 * 1024;

/** The most triangles an imported model, and any one scene, may hold. */
export const triangleBudget = 1_000_000;

/** The most lights a scene holds: the 3D editor's numbered light slots. */
export const maximumLights = 10;

/** The most scenes one combination takes (the spec's "combine-geos up to 8 layers"). */
export const maximumCombinedScenes = 8;

/** The most segments a primitive takes along any one direction. */
export const maximumSegments = 512;

/** The largest size (metres) and the smallest (a tenth of a millimetre) a primitive takes. */
export const maximumSize = 1000;
export const minimumSize = 0.0001;

/**
 * The longest side a design texture keeps (4096 px, what every WebGL device takes): a larger
 * design is scaled down to it, keeping its proportions, before it is put on a material.
 */
export const designTextureSide = 4096;
