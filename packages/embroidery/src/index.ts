// Embroidery: stitch generation as pure functions over geometry, the stitch plan, and one reader
// and one writer per machine format. No DOM, no Node-only API: files are bytes in memory. The PDF
// worksheet lives in the Node-side entry, `@atelier/embroidery/node`.
export { EmbroideryError, type EmbroideryErrorCode } from './errors';
export {
  boundsOf,
  cleanPath,
  cleanPolygon,
  insideRing,
  maximumDesignSize,
  pathLength,
  polygonsFromRings,
  stitchBudget,
  type Bounds,
  type Point,
  type Polygon,
  type Polyline,
} from './geometry';

export {
  hexColour,
  isEmptyPlan,
  parseHexColour,
  planUnitsPerMillimetre,
  sameThread,
  threadOfColour,
  translatePlan,
  type ColourBlock,
  type Stitch,
  type StitchKind,
  type StitchPlan,
  type Thread,
  type ThreadColour,
} from './plan/plan';
export {
  planStatistics,
  type BlockStatistics,
  type StatisticsOptions,
  type StitchStatistics,
} from './plan/statistics';
export { buildStitchPlan, combinePlans, type PlanBlockInput, type PlanBuildOptions } from './plan/build';
export { threadLines, type ThreadLines } from './plan/lines';
export {
  maximumStitchedLookPixels,
  maximumStitchedLookSide,
  stitchedLook,
  type StitchedLook,
  type StitchedLookOptions,
} from './plan/look';
export {
  assertFitsHoop,
  checkHoop,
  standardHoops,
  type Hoop,
  type HoopCheck,
  type StandardHoopName,
} from './plan/hoop';

export {
  beanStitch,
  divideSegments,
  minimumStitchLength,
  runningStitch,
  type BeanStitchOptions,
  type RunningStitchOptions,
} from './stitches/running';
export {
  alignClosedRails,
  railsAlongLine,
  satinColumn,
  type RailsAlongLineOptions,
  type SatinOptions,
  type SatinUnderlayOptions,
} from './stitches/satin';
export {
  measureSatin,
  type SatinMeasureOptions,
  type SatinQuality,
  type SatinStitchMeasure,
} from './quality/satin';
export {
  fillRows,
  tatamiFill,
  type FillOptions,
  type FillRowSegment,
  type FillUnderlayOptions,
} from './stitches/fill';
export { withTieIn, withTieOff, type LockOptions } from './stitches/lock';
export {
  formatRecordQuality,
  stitchQuality,
  type FillQuality,
  type FormatRecordQuality,
  type FillQualityOptions,
  type JumpQuality,
  type QualityOptions,
  type QualityReport,
  type SatinColumnOptions,
  type SatinColumnQuality,
  type StitchLengthQuality,
  type TrimQuality,
} from './quality/report';

export { colourDifference, deltaE2000, srgbToLab, type Lab } from './threads/colour';
export {
  matchPlanToYarnbook,
  nearestThread,
  parseYarnbook,
  ThreadMatcher,
  type ThreadMatch,
  type Yarnbook,
  yarnbooksResourceId,
} from './threads/yarnbook';
export { brotherThreadChart, janomeThreadChart } from './threads/charts';

export type { FormatLimits } from './formats/limits';
export {
  commandColourChange,
  commandEnd,
  commandJump,
  commandStitch,
  commandTrim,
  encodeForFormat,
  type CommandCode,
  type EncodedDesign,
  type EncodeOptions,
  type EncoderNote,
  type EncoderNoteCode,
} from './formats/encoder';
export type { ReadDesign } from './formats/assemble';
export {
  embroideryFormatIds,
  embroideryFormats,
  exportDesign,
  formatForFileName,
  importDesign,
  isEmbroideryFormatId,
  type EmbroideryFormat,
  type EmbroideryFormatId,
  type ExportOptions,
  type ExportResult,
} from './formats/registry';
