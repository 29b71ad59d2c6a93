// Public API of @atelier/nodes: the node definitions, their registry and menu. Runs in the
// browser (inside the engine's Web Worker) and in Node alike; Node-only helpers (the sharp
// codec, the command line's engine) are in `@atelier/nodes/node`.
export {
  allNodeDefinitions,
  allNodes,
  nodeRegistry,
  nodeTypes,
  previousNodeVersions,
  type NodeType,
} from './registry';
export { imageNodes, imageNodeTypes, type ImageNodeType } from './image/registry';
export { vectorNodes, vectorNodeTypes, type VectorNodeType } from './vector/registry';
export { embroideryNodes, embroideryNodeTypes, type EmbroideryNodeType } from './embroidery/registry';
export {
  nodeMenu,
  type NodeMenu,
  type NodeMenuCategory,
  type NodeMenuEntry,
  type NodeMenuFamily,
} from './menu';
export { imageCodecResourceId, requireCodec } from './codec';

export { blendNode } from './image/blend';
export { boxBlurNode } from './image/box-blur';
export { brightnessContrastNode } from './image/brightness-contrast';
export { channelMergeNode } from './image/channel-merge';
export { channelSplitNode } from './image/channel-split';
export { cropNode } from './image/crop';
export { curvesNode, parseCurvePoints } from './image/curves';
export { ditherNode } from './image/dither';
export {
  exportedFileOf,
  exportFormats,
  exportNode,
  exportPixelSize,
  type ExportedFile,
} from './image/export';
export { gaussianBlurNode } from './image/gaussian-blur';
export { gradientLine, gradientNode } from './image/gradient';
export { gradientMapNode } from './image/gradient-map';
export { hueSaturationLightnessNode } from './image/hue-saturation-lightness';
export { invertNode } from './image/invert';
export { levelsNode } from './image/levels';
export { loadableImageExtensions, loadImageNode } from './image/load-image';
export { paletteExtractionNode } from './image/palette-extraction';
export { paletteReductionNode } from './image/palette-reduction';
export { posterizeNode } from './image/posterize';
export { resizeNode } from './image/resize';
export { rotateFlipNode } from './image/rotate-flip';
export { sharpenNode } from './image/sharpen';
export { solidColourNode } from './image/solid-colour';
export { thresholdNode } from './image/threshold';

export { booleanNode } from './vector/boolean';
export { cleanUpNode } from './vector/clean-up';
export { ellipseNode } from './vector/ellipse';
export { vectorExportNode, type ExportedVectorFile } from './vector/export';
export { lineNode } from './vector/line';
export { offsetNode } from './vector/offset';
export { polygonNode } from './vector/polygon';
export { rectangleNode } from './vector/rectangle';
export { repeatNode } from './vector/repeat';
export { simplifyNode } from './vector/simplify';
export { smoothNode } from './vector/smooth';
export { starNode } from './vector/star';
export { svgImportNode } from './vector/svg-import';
export { textNode } from './vector/text';
export { tileNode } from './vector/tile';
export { traceNode } from './vector/trace';
export { transformNode } from './vector/transform';

export { combinedPlanLimit, combineNode } from './embroidery/combine';
export { embroideryExportNode, type EmbroideryFile } from './embroidery/export';
export { fillNode } from './embroidery/fill';
export { runningStitchNode } from './embroidery/running-stitch';
export { satinNode } from './embroidery/satin';
export { stitchedLookNode } from './embroidery/stitched-look';
export { threadMatchNode, yarnbooksResourceId } from './embroidery/thread-match';
export {
  worksheetNode,
  worksheetWriterResourceId,
  type WorksheetFile,
  type WorksheetRequest,
  type WorksheetWriter,
} from './embroidery/worksheet';
