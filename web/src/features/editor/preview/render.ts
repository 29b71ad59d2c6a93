// Turns a vector drawing or a stitch plan into the raster preview the canvas and the detail view
// show, on an OffscreenCanvas (available in pages and workers alike).
import type { RasterImage } from '@atelier/graph';
import { planUnitsPerMillimetre, type StitchPlan } from '@atelier/embroidery';
import { stitchCodes } from '@atelier/knit';
import { drawingBounds, type VectorDrawing } from '@atelier/vector';
import {
  cssColour,
  drawStitchPlan,
  drawVectorDrawing,
  type DrawingContext,
  type PointStyle,
} from './drawing';
import { cutJobBox, drawCutJob, type CutDrawingContext } from './cutting';
import { fabricColour, sewnColours } from './fabric';
import { drawKnitChart, knitChartBox, type KnitDrawingContext, type LoopShape } from './knitting';
import { previewPlacement, type Box } from './fit';
import type { PreviewValue } from './previewValue';

/** Longest side of a node's preview in pixels. */
export const previewSide = 512;
const margin = 8;

/** The box of every needle position of a plan in millimetres, or undefined when it sews nothing. */
export function stitchBounds(plan: StitchPlan): Box | undefined {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const block of plan.blocks) {
    for (const stitch of block.stitches) {
      if (stitch.kind !== 'stitch') continue;
      if (stitch.x < minX) minX = stitch.x;
      if (stitch.x > maxX) maxX = stitch.x;
      if (stitch.y < minY) minY = stitch.y;
      if (stitch.y > maxY) maxY = stitch.y;
    }
  }
  if (minX > maxX) return undefined;
  const unit = planUnitsPerMillimetre;
  return { minX: minX / unit, minY: minY / unit, maxX: maxX / unit, maxY: maxY / unit };
}

export interface RenderOptions {
  longestSide?: number;
  /** Empty pixels around the drawing; by default 8. */
  margin?: number;
  showPaths?: boolean;
  showPoints?: boolean;
  pointStyle?: PointStyle;
  /** How a knit chart's stitch codes look; the knit kernel's codes by default. */
  loopShape?: (code: number) => LoopShape;
}

/** The look of each of the knit kernel's stitch codes: cables show as the knit stitches they are. */
export function knitLoopShape(code: number): LoopShape {
  switch (code) {
    case stitchCodes.purl:
      return 'purl';
    case stitchCodes.tuck:
      return 'tuck';
    case stitchCodes.miss:
      return 'miss';
    default:
      return 'knit';
  }
}

/**
 * The preview image of a value: an image as it is, a drawing or a plan drawn fitted into an
 * image whose longest side is `longestSide` pixels, a drawing on transparency, a plan on fabric
 * whose tone contrasts with its threads (`fabric.ts`). Undefined for an empty drawing or plan,
 * or where no 2D canvas is available, and for a 3D scene (rendered apart, `scenePreview.ts`).
 */
export function renderPreview(value: PreviewValue, options: RenderOptions = {}): RasterImage | undefined {
  if (value.kind === 'image') return value.image;
  // A scene is rendered with WebGL, which takes a while: `scenePreview.ts` does it apart.
  if (value.kind === 'scene') return undefined;
  const box =
    value.kind === 'stitches'
      ? stitchBounds(value.plan)
      : value.kind === 'knit'
        ? knitChartBox(value.chart)
        : value.kind === 'cut'
          ? cutJobBox(value.job)
          : vectorBox(value.drawing);
  if (!box || typeof OffscreenCanvas === 'undefined') return undefined;
  const { width, height, placement } = previewPlacement(
    box,
    options.longestSide ?? previewSide,
    options.margin ?? margin,
  );
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d') as DrawingContext &
    KnitDrawingContext &
    CutDrawingContext &
    OffscreenCanvasRenderingContext2D;
  if (!context) return undefined;
  if (value.kind === 'knit')
    drawKnitChart(context, value.chart, placement, options.loopShape ?? (() => 'knit'));
  else if (value.kind === 'cut') drawCutJob(context, value.job, placement, { width, height });
  else if (value.kind === 'stitches') {
    context.fillStyle = cssColour(fabricColour(sewnColours(value.plan)));
    context.fillRect(0, 0, width, height);
    drawStitchPlan(context, value.plan, placement);
  } else drawVectorDrawing(context, value.drawing, placement, options);
  const pixels = context.getImageData(0, 0, width, height).data;
  return { width, height, pixels, dotsPerInch: placement.scale * 25.4 };
}

function vectorBox(drawing: VectorDrawing): Box | undefined {
  if (!drawing.paths.some((path) => path.subpaths.length > 0)) return undefined;
  const bounds = drawingBounds(drawing);
  if (!bounds || !Number.isFinite(bounds.minX)) return undefined;
  // Strokes reach half their width beyond the outline.
  const stroke = Math.max(0, ...drawing.paths.map((path) => (path.stroke ? path.stroke.width / 2 : 0)));
  return {
    minX: bounds.minX - stroke,
    minY: bounds.minY - stroke,
    maxX: bounds.maxX + stroke,
    maxY: bounds.maxY + stroke,
  };
}
