// Public API of @atelier/weave: woven jacquard and dobby production as pure functions over data,
// for the browser and Node alike: the weave library, composition of a design into the lifting
// plan, float checks, dobby drafts, and the BMP, indexed PNG and WIF writers.

export { WeaveError } from './errors';
export type { WeaveErrorCode } from './errors';

export {
  MAXIMUM_REPEAT,
  basket,
  plainWeave,
  satin,
  shadedSatin,
  twill,
  warpRib,
  weaveLibrary,
  weaveStructure,
  weaveStructureNames,
  weftRib,
} from './structures';
export type { Face, TwillDirection, WeaveStructure } from './structures';

export { longestFloats, longestRun } from './floats';

export {
  MAXIMUM_AREAS,
  MAXIMUM_CELLS,
  MAXIMUM_ENDS,
  MAXIMUM_FABRIC_CENTIMETRES,
  MAXIMUM_PICKS,
  MAXIMUM_THREADS_PER_CENTIMETRE,
  composeLiftingPlan,
  measureComposition,
} from './compose';
export type {
  AreaColour,
  AreaFigures,
  ComposeOptions,
  Composition,
  DesignImage,
  FloatOverLimit,
  LiftingPlan,
  LiftingPlanArea,
} from './compose';

export { MAXIMUM_DOBBY_SHAFTS, dobbyDraft, shaftsNeeded } from './dobby';
export type { DobbyDraft } from './dobby';

export { areaMapBitmap, bitmapPixels, liftingPlanBitmap, liftingPlanPalette } from './formats/bitmap';
export type { IndexedBitmap } from './formats/bitmap';
export { bmpLimits, writeBmp } from './formats/bmp';
export { pngLimits, writeIndexedPng } from './formats/png';
export { writeWif } from './formats/wif';
export type { WifOptions } from './formats/wif';
