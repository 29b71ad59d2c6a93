// Public API of @atelier/vector: pure path geometry in millimetres for the browser (Web Worker)
// and Node alike. No DOM, no Node-only API, no knowledge of nodes or rendering.

export { VectorError, isVectorError } from './errors';
export type { VectorErrorCode, VectorErrorDetails } from './errors';

export {
  anchorPoints,
  black,
  colourKey,
  createDrawing,
  createPath,
  cubicTo,
  emptyDrawing,
  fillRules,
  lastPoint,
  lineTo,
  maximumCoordinate,
  maximumExtent,
  maximumPoints,
  point,
  polyline,
  segmentsWithStarts,
} from './model';
export type {
  Bounds,
  Colour,
  CubicSegment,
  FillRule,
  LineSegment,
  PathStyle,
  Point,
  Segment,
  Stroke,
  Subpath,
  VectorDrawing,
  VectorPath,
} from './model';

export { checkDrawing, checkExtent, describeInvalidDrawing } from './validate';

export {
  cubicBounds,
  cubicLength,
  flattenCubic,
  flatteningSteps,
  pointOnCubic,
  quadraticToCubic,
  splitCubic,
} from './bezier';
export type { Cubic } from './bezier';

export {
  defaultTolerance,
  drawingBounds,
  flattenPath,
  flattenSubpath,
  flattenSubpaths,
  flattenedPointCount,
  maximumFlattenedPoints,
  maximumTolerance,
  minimumTolerance,
  pathBounds,
  signedArea,
  subpathBounds,
} from './flatten';
export type { Polyline } from './flatten';

export {
  arrangeDrawing,
  arrangementMatrix,
  determinant,
  identityMatrix,
  invert,
  multiply,
  rotation,
  scaling,
  skewX,
  skewY,
  transformDrawing,
  transformOrigins,
  transformPath,
  transformPoint,
  transformSubpath,
  translation,
} from './transform';
export type { ArrangeOptions, Matrix, TransformOrigin } from './transform';

export { circleKappa, ellipse, line, maximumCorners, rectangle, regularPolygon, star } from './shapes';
export type {
  EllipseOptions,
  LineOptions,
  RectangleOptions,
  RegularPolygonOptions,
  StarOptions,
} from './shapes';

export { booleanOperations, combineDrawings, combineShapes } from './boolean';
export type { BooleanOperation, BooleanOptions } from './boolean';

export { offsetDrawing, offsetJoins } from './offset';
export type { OffsetJoin, OffsetOptions } from './offset';

export { importSvg, viewBoxMatrix } from './svg/import';
export type { SvgImportOptions, SvgImportResult, SvgImportWarning } from './svg/import';
export { parsePathData } from './svg/path-data';
export type { PathDataResult } from './svg/path-data';
export { arcToCubics } from './svg/arc';
export type { ArcParameters } from './svg/arc';
export { parseTransformList } from './svg/transform-list';
export { parseColour } from './svg/colour';

export { bundledFontIds, bundledFonts, defaultFontId, loadBundledFont, parseFont } from './text/fonts';
export type { BundledFont, BundledFontId, ParsedFont } from './text/fonts';
export { maximumTextLength, textAlignments, textToPaths } from './text/text-to-paths';
export type { TextAlignment, TextOptions, TextResult } from './text/text-to-paths';

export { ramerDouglasPeucker, simplifyDrawing, simplifyRing } from './simplify';
export type { SimplifyOptions, SimplifyResult } from './simplify';
export { smoothDrawing, smoothMethods } from './smooth';
export type { SmoothMethod, SmoothOptions } from './smooth';
export { maximumCopies, repeatDrawing, tileDrawing, tileLayouts } from './pattern';
export type { RepeatOptions, TileLayout, TileOptions } from './pattern';
export {
  cleanUpDrawing,
  cleanUpModes,
  pathSelfIntersects,
  ringsIntersect,
  segmentsCross,
  segmentsIntersect,
} from './cleanup';
export type { CleanUpMode, CleanUpOptions, CleanUpResult } from './cleanup';
export { drawingStatistics, statisticsTolerance } from './statistics';
export type { DrawingStatistics } from './statistics';

export { exportSvg, pathData } from './svg/export';
export type { SvgExportOptions } from './svg/export';
export { maximumTraceOutlines, maximumTracePixels, traceBitmap, traceModes } from './trace/trace';
export type { TraceBitmap, TraceMode, TraceOptions, TraceResult } from './trace/trace';
export { medianCutPalette, quantise } from './trace/quantise';
export type { QuantisedImage } from './trace/quantise';
export { traceContours } from './trace/contours';
export type { Contour } from './trace/contours';
export { fitCurve } from './trace/fit';
export type { FittedSegment } from './trace/fit';
