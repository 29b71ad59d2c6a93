// The indexed bitmaps a jacquard studio loads: one pixel per end (across) and pick (down), the
// last pick at the top as the fabric is seen coming off the loom, and a palette.
import type { AreaColour, LiftingPlan } from '../compose';

/** An indexed image: `indices` row-major from the top left into `palette`. */
export interface IndexedBitmap {
  width: number;
  height: number;
  indices: Uint8Array;
  palette: AreaColour[];
  /** Pixels per centimetre across (ends) and down (picks), recorded where the format can. */
  pixelsPerCentimetre: { x: number; y: number };
}

/** Weft (end lowered) is index 0, white; a raised end is index 1, black. */
export const liftingPlanPalette: readonly AreaColour[] = [
  { red: 255, green: 255, blue: 255 },
  { red: 0, green: 0, blue: 0 },
];

function fromPlan(plan: LiftingPlan, cells: Uint8Array, palette: AreaColour[]): IndexedBitmap {
  const { ends, picks } = plan;
  const indices = new Uint8Array(ends * picks);
  for (let row = 0; row < picks; row += 1) {
    const pick = picks - 1 - row;
    indices.set(cells.subarray(pick * ends, (pick + 1) * ends), row * ends);
  }
  return {
    width: ends,
    height: picks,
    indices,
    palette,
    pixelsPerCentimetre: { x: plan.endsPerCentimetre, y: plan.picksPerCentimetre },
  };
}

/** The lifting plan as a bitmap: black where the end is raised, white where the weft shows. */
export function liftingPlanBitmap(plan: LiftingPlan): IndexedBitmap {
  return fromPlan(
    plan,
    plan.cells,
    liftingPlanPalette.map((colour) => ({ ...colour })),
  );
}

/** The area map: each pixel the index of its colour area, the palette the areas' colours. */
export function areaMapBitmap(plan: LiftingPlan): IndexedBitmap {
  return fromPlan(
    plan,
    plan.areaIndices,
    plan.areas.map((area) => ({ ...area.colour })),
  );
}

/** A bitmap as straight RGBA pixels, row-major from the top left, for previews. */
export function bitmapPixels(bitmap: IndexedBitmap): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(bitmap.width * bitmap.height * 4);
  bitmap.indices.forEach((index, pixel) => {
    const colour = bitmap.palette[index]!;
    pixels[pixel * 4] = colour.red;
    pixels[pixel * 4 + 1] = colour.green;
    pixels[pixel * 4 + 2] = colour.blue;
    pixels[pixel * 4 + 3] = 255;
  });
  return pixels;
}
