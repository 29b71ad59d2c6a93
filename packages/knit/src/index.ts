// Knitting: knit charts (needles by rows of yarns and stitch structures, with a gauge), chart
// edits, the pass plan of a V-bed machine, the chart's knitted look as an image, and the files: knitout, the AYAB chart and a chart for
// hand knitters. No DOM, no Node-only API: files are bytes in memory. The PDF worksheet lives in
// the Node-side entry, `@atelier/knit/node`.
export { KnitError, type KnitErrorCode } from './errors';
export {
  backings,
  chartSize,
  checkChartSize,
  checkGauge,
  countForLength,
  createChart,
  gaugeRange,
  isKnitChart,
  maximumNeedles,
  maximumRows,
  maximumYarns,
  requireChart,
  stitchCodes,
  usedYarns,
  yarnOfColour,
  type Backing,
  type Gauge,
  type KnitChart,
  type StitchCode,
  type Yarn,
} from './chart';
export {
  knitChartStatistics,
  loopLengthOfGauge,
  mundenCourseConstant,
  mundenWaleConstant,
  type KnitChartStatistics,
} from './statistics';
export {
  backingNeedles,
  checkStructures,
  ladderSpacing,
  rowPasses,
  rowYarns,
  usesBackBed,
  type Bed,
  type Pass,
  type PlannedStitch,
} from './plan';
export {
  addBorder,
  applyStitchPattern,
  cableCrossEvery,
  floatRuns,
  limitFloats,
  maximumBorder,
  maximumFloatLimit,
  maximumRepeats,
  mirrorChart,
  replaceYarns,
  repeatChart,
  stitchPatterns,
  withBacking,
  type ChartRegion,
  type FloatLimitMode,
  type FloatLimitResult,
  type MirrorAxis,
  type StitchPattern,
} from './edit';
export {
  averageCells,
  chartFromCells,
  chartFromShapes,
  nearestYarn,
  withUsedYarnsOnly,
  type ChartShape,
  type Rgb,
} from './sources';
export {
  isKnitMachineId,
  knitFormatIds,
  knitMachineIds,
  knitMachines,
  type KnitFormatId,
  type KnitMachine,
  type KnitMachineId,
} from './machines';
export {
  allNeedleRacking,
  assertFitsMachine,
  defaultWasteRows,
  maximumWasteRows,
  writeKnitout,
  type KnitoutOptions,
} from './knitout';
export {
  knittedLook,
  knittedLookSize,
  largestPixelsPerStitch,
  maximumKnittedLookPixels,
  maximumKnittedLookSide,
  maximumPixelsPerStitch,
  minimumPixelsPerLoop,
  type KnittedLook,
  type KnittedLookOptions,
} from './look';
export { ayabMaximumColours, maximumCellSize, maximumChartPicture, writeAyabPng, writeChartPng } from './png';
