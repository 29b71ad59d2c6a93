import type { Colour, NodeDefinition } from '@atelier/graph';
import {
  MAXIMUM_DOBBY_SHAFTS,
  areaMapBitmap,
  bitmapPixels,
  liftingPlanBitmap,
  writeBmp,
  writeIndexedPng,
  writeWif,
} from '@atelier/weave';
import { nodeLabels } from '../support/labels';
import { composeFromContext, defineJacquardNode, fabricControls, fabricInputs } from './support';

const label = nodeLabels('jacquard', 'export');

/** The files the export node writes: the lifting plan or the area map as BMP or PNG, or a WIF draft. */
export const jacquardExportFormats = ['bmp', 'png', 'areaMapBmp', 'areaMapPng', 'wif'] as const;

export type JacquardExportFormat = (typeof jacquardExportFormats)[number];

/** What the export node writes, beside its sockets under `file`. */
export interface JacquardFile {
  format: JacquardExportFormat;
  mimeType: string;
  /** Without the dot: bmp, png or wif. */
  extension: string;
  bytes: Uint8Array;
  /** Pixels (ends) across and (picks) down, for the bitmaps. */
  width?: number;
  height?: number;
  /** Ends per inch, for the bitmaps (picks per inch may differ: BMP records both, per metre). */
  dotsPerInch?: number;
}

const centimetresPerInch = 2.54;

const rgb = (colour: Colour) => ({ red: colour.red, green: colour.green, blue: colour.blue });

/**
 * Writes a jacquard's production file from the design: the lifting plan as the indexed bitmap a
 * jacquard studio loads (BMP or PNG, one pixel per end and pick, the first pick at the bottom),
 * the area map (one index per colour area) for studios that assign weaves themselves, or a WIF
 * 1.1 draft for a dobby, refused when the design needs more shafts than the dobby has. It takes
 * the design and the same fabric controls as the weave node, because wires carry only images:
 * one node goes from the design to the file. Puts out the lifting plan image as well.
 */
export const jacquardExportNode = defineJacquardNode({
  id: 'jacquard.export',
  version: '1.0.0',
  family: 'jacquard',
  title: label.title,
  inputs: fabricInputs(label),
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** The file: lifting plan as BMP or PNG, area map as BMP or PNG, or a WIF dobby draft. */
      {
        id: 'format',
        kind: 'dropdown',
        label: label.control('format'),
        default: 'bmp',
        options: jacquardExportFormats.map((format) => ({
          value: format,
          label: label.option('format', format),
        })),
      },
      /** The dobby's shafts, for WIF drafts: a design that needs more is refused. */
      {
        id: 'maximumShafts',
        kind: 'number',
        label: label.control('maximumShafts'),
        default: 24,
        min: 2,
        max: MAXIMUM_DOBBY_SHAFTS,
        step: 1,
      },
    ],
    [
      /** The warp's colour, recorded in WIF drafts. */
      {
        id: 'warpColour',
        kind: 'colour',
        label: label.control('warpColour'),
        default: { red: 30, green: 30, blue: 30, alpha: 255 },
      },
      /** The weft's colour, recorded in WIF drafts. */
      {
        id: 'weftColour',
        kind: 'colour',
        label: label.control('weftColour'),
        default: { red: 245, green: 240, blue: 225, alpha: 255 },
      },
    ],
    ...fabricControls(label),
  ],
  evaluate(context) {
    const { composition, figures } = composeFromContext(context);
    const { plan } = composition;
    const format = context.controls['format'] as JacquardExportFormat;
    const planBitmap = liftingPlanBitmap(plan);
    const image = {
      width: planBitmap.width,
      height: planBitmap.height,
      pixels: bitmapPixels(planBitmap),
      dotsPerInch: plan.endsPerCentimetre * centimetresPerInch,
    };
    let file: JacquardFile;
    if (format === 'wif') {
      const text = writeWif(plan, {
        maximumShafts: context.controls['maximumShafts'] as number,
        warpColour: rgb(context.controls['warpColour'] as Colour),
        weftColour: rgb(context.controls['weftColour'] as Colour),
        title: context.nodeId,
      });
      file = { format, mimeType: 'text/plain', extension: 'wif', bytes: new TextEncoder().encode(text) };
    } else {
      const bitmap = format === 'areaMapBmp' || format === 'areaMapPng' ? areaMapBitmap(plan) : planBitmap;
      const isBmp = format === 'bmp' || format === 'areaMapBmp';
      file = {
        format,
        mimeType: isBmp ? 'image/bmp' : 'image/png',
        extension: isBmp ? 'bmp' : 'png',
        bytes: isBmp ? writeBmp(bitmap) : writeIndexedPng(bitmap),
        width: bitmap.width,
        height: bitmap.height,
        dotsPerInch: plan.endsPerCentimetre * centimetresPerInch,
      };
    }
    return { image, plan, figures, file };
  },
} satisfies NodeDefinition);
