// Cutting plotters: cut jobs planned from shapes (order, direction, overcut, blade offset, precut,
// tiles, weeding, registration marks), their figures, and one writer per file format (HP-GL, DXF,
// SVG). Pure functions over data: no DOM, no Node-only API, no knowledge of nodes; files are bytes
// in memory.
export { isPlotterError, PlotterError, type PlotterErrorCode } from './errors';
export {
  boundsOf,
  clipToRectangle,
  distance,
  doubleSignedArea,
  insideRing,
  polylineLength,
  type Point,
  type Rectangle,
} from './geometry';
export {
  cutDirections,
  cutOrders,
  cutTools,
  defaultCutSettings,
  isCutJob,
  startCorners,
  tilesOf,
  type CutDirection,
  type CutJob,
  type CutOrder,
  type CutPath,
  type CutSettings,
  type CutShape,
  type CutTile,
  type CutTool,
  type StartCorner,
} from './job';
export {
  cuttingMachineIds,
  cuttingMachines,
  maximumMachineSize,
  type CuttingMachine,
  type CuttingMachineId,
} from './machines';
export { compensateBladeOffset, minimumSwivelAngle, swivelArcStep, withOvercut } from './plan/blade';
export { containment, maximumPointsForEntryChoice, orderShapes } from './plan/order';
export {
  checkMachine,
  maximumBladeOffset,
  maximumJobExtent,
  maximumJobPoints,
  maximumJobShapes,
  maximumOvercut,
  maximumTiles,
  planCutJob,
  precutLength,
  replanCutJob,
  tileRegions,
  type PlanInput,
} from './plan/plan';
export {
  maximumWeedLines,
  maximumWeedMargin,
  weedingBoxOf,
  weedingShapes,
  weedLineClearance,
  type WeedOptions,
} from './plan/weed';
export {
  maximumRegistrationMargin,
  registrationLineWidth,
  registrationMarkLength,
  registrationShapes,
  registrationSquareSize,
} from './plan/registration';
export { cutJobStatistics, defaultCutSpeeds, type CutSpeeds, type CutStatistics } from './statistics';
export { assertFitsMachine } from './formats/machine-area';
export {
  hpglLimits,
  hpglPens,
  hpglUnitsPerMillimetre,
  hpglYDirections,
  writeHpgl,
  type HpglOptions,
  type HpglYDirection,
} from './formats/hpgl';
export { dxfLayerColours, writeDxf } from './formats/dxf';
export { svgCutLineWidth, svgToolColours, writeSvg } from './formats/svg';
export {
  cutFileFormatIds,
  cutFileFormats,
  exportCutJob,
  type CutExportOptions,
  type CutFileFormat,
  type CutFileFormatId,
} from './formats/registry';
