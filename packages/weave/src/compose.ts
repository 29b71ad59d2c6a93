// Composition of a jacquard: the design resampled to the fabric's ends and picks, its colours
// reduced to areas, each area filled with its structure tiled from the fabric's origin (the first
// end at the left of the first pick), into the lifting plan the loom's hooks follow.
import { WeaveError, requireNumber, requireWholeNumber } from './errors';
import { weaveStructure, type WeaveStructure } from './structures';

/** The most colour areas a design is reduced to (one structure each). */
export const MAXIMUM_AREAS = 8;
/** The most ends a lifting plan holds: the largest jacquard heads have about 20,000 hooks. */
export const MAXIMUM_ENDS = 20_000;
/** The most picks a lifting plan holds. */
export const MAXIMUM_PICKS = 50_000;
/** The most cells (ends x picks) a lifting plan holds, keeping its memory to tens of megabytes. */
export const MAXIMUM_CELLS = 40_000_000;
/** The densest sett accepted, in ends or picks per centimetre. */
export const MAXIMUM_THREADS_PER_CENTIMETRE = 200;
/** The widest or longest fabric accepted, in centimetres. */
export const MAXIMUM_FABRIC_CENTIMETRES = 1_000;

export interface AreaColour {
  red: number;
  green: number;
  blue: number;
}

/** A design as straight RGBA pixels, row-major from the top left. */
export interface DesignImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray | Uint8Array;
}

/** One colour area of a lifting plan and the structure it is woven in. */
export interface LiftingPlanArea {
  colour: AreaColour;
  structure: string;
}

/**
 * The lifting plan: `cells[pick * ends + end]` is 1 where the end is raised over the pick, pick 0
 * being woven first (the bottom of the design) and end 0 at the left. `areaIndices` holds each
 * cell's colour area the same way.
 */
export interface LiftingPlan {
  ends: number;
  picks: number;
  cells: Uint8Array;
  areaIndices: Uint8Array;
  areas: LiftingPlanArea[];
  endsPerCentimetre: number;
  picksPerCentimetre: number;
  /** How many times the loom repeats the plan across the fabric's width (1 when it fits the hooks). */
  repeatsAcrossWidth: number;
}

export interface ComposeOptions {
  widthCentimetres: number;
  heightCentimetres: number;
  endsPerCentimetre: number;
  picksPerCentimetre: number;
  /** The structure of each area, in area order: library ids or built structures. */
  structures: readonly (string | WeaveStructure)[];
  /**
   * The areas' colours; each design colour goes to the nearest. Left out, the design's most
   * frequent colours (one per structure) are the areas.
   */
  palette?: readonly AreaColour[];
  /** The loom's hooks: the most ends it lifts one by one. */
  hooks: number;
  /** A fabric with more ends than hooks: refuse it, or weave the design as a repeat of `hooks` ends across it. */
  overflow: 'refuse' | 'repeat';
  /** The longest float each area's structure may have in the fabric, in millimetres (one for all, or one per area). */
  floatLimitMillimetres?: number | readonly number[];
}

/** What the kernel measured in one area of the composed fabric. */
export interface AreaFigures extends LiftingPlanArea {
  /** Cells of the plan in the area. */
  cells: number;
  /** Longest warp float crossing the area, in picks (it may run on into neighbouring areas). */
  longestWarpFloat: number;
  /** Longest weft float crossing the area, in ends. */
  longestWeftFloat: number;
}

/** A float longer than its area's limit. */
export interface FloatOverLimit {
  area: number;
  structure: string;
  direction: 'warp' | 'weft';
  /** In picks for a warp float, in ends for a weft float. */
  threads: number;
  millimetres: number;
  limitMillimetres: number;
}

export interface Composition {
  plan: LiftingPlan;
  areas: AreaFigures[];
  /** Longest warp float of the whole plan, in picks. */
  longestWarpFloat: number;
  /** Longest weft float of the whole plan, in ends. */
  longestWeftFloat: number;
  floatsOverLimit: FloatOverLimit[];
}

const colourKey = (red: number, green: number, blue: number) => (red << 16) | (green << 8) | blue;

/** The design's colour under a cell: straight RGBA laid over white, as it shows on paper. */
function sampledColour(design: DesignImage, x: number, y: number): number {
  const offset = (y * design.width + x) * 4;
  const alpha = design.pixels[offset + 3]! / 255;
  const over = (channel: number) => Math.round(design.pixels[offset + channel]! * alpha + 255 * (1 - alpha));
  return colourKey(over(0), over(1), over(2));
}

function nearest(key: number, colours: readonly AreaColour[]): number {
  const red = key >> 16;
  const green = (key >> 8) & 255;
  const blue = key & 255;
  let best = 0;
  let bestDistance = Infinity;
  colours.forEach((colour, index) => {
    const distance = (colour.red - red) ** 2 + (colour.green - green) ** 2 + (colour.blue - blue) ** 2;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** The design's most frequent colours, most frequent first (equal counts by colour value). */
function frequentColours(counts: ReadonlyMap<number, number>, count: number): AreaColour[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
    .map(([key]) => ({ red: key >> 16, green: (key >> 8) & 255, blue: key & 255 }));
}

function fabricThreads(name: string, centimetres: number, perCentimetre: number, maximum: number): number {
  const threads = Math.max(1, Math.round(centimetres * perCentimetre));
  if (threads > maximum) {
    throw new WeaveError('fabric-too-large', `${name}: ${threads} is more than ${maximum}`, {
      [name]: threads,
      limit: maximum,
    });
  }
  return threads;
}

/**
 * Composes a design into the lifting plan of a jacquard fabric `widthCentimetres` wide woven at
 * `endsPerCentimetre`, `heightCentimetres` long at `picksPerCentimetre`. The design is sampled
 * at each cell's centre (nearest neighbour, so area borders stay sharp), its colours reduced to
 * the areas, and each area filled with its structure tiled from the fabric's origin. Floats are
 * measured in the composed plan, where they may run across area borders.
 */
export function composeLiftingPlan(design: DesignImage, options: ComposeOptions): Composition {
  if (!(
    design.width >= 1 &&
    design.height >= 1 &&
    design.pixels.length >= design.width * design.height * 4
  )) {
    throw new WeaveError('empty-design', 'the design has no pixels');
  }
  const width = requireNumber('widthCentimetres', options.widthCentimetres, 0.01, MAXIMUM_FABRIC_CENTIMETRES);
  const height = requireNumber(
    'heightCentimetres',
    options.heightCentimetres,
    0.01,
    MAXIMUM_FABRIC_CENTIMETRES,
  );
  const endsPerCentimetre = requireNumber(
    'endsPerCentimetre',
    options.endsPerCentimetre,
    0.1,
    MAXIMUM_THREADS_PER_CENTIMETRE,
  );
  const picksPerCentimetre = requireNumber(
    'picksPerCentimetre',
    options.picksPerCentimetre,
    0.1,
    MAXIMUM_THREADS_PER_CENTIMETRE,
  );
  const hooks = requireWholeNumber('hooks', options.hooks, 1, MAXIMUM_ENDS);
  const structures = options.structures.map((entry) =>
    typeof entry === 'string' ? weaveStructure(entry) : entry,
  );
  if (structures.length < 1)
    throw new WeaveError('invalid-option', 'at least one structure is needed', {
      option: 'structures',
      minimum: 1,
      maximum: MAXIMUM_AREAS,
    });
  if (structures.length > MAXIMUM_AREAS || (options.palette?.length ?? 0) > MAXIMUM_AREAS) {
    const areas = Math.max(structures.length, options.palette?.length ?? 0);
    throw new WeaveError('too-many-areas', `${areas} colour areas, at most ${MAXIMUM_AREAS}`, {
      areas,
      limit: MAXIMUM_AREAS,
    });
  }
  if (options.palette && options.palette.length > structures.length) {
    throw new WeaveError(
      'too-many-areas',
      `${options.palette.length} palette colours but only ${structures.length} structures`,
      {
        areas: options.palette.length,
        limit: structures.length,
      },
    );
  }

  const fabricEnds = fabricThreads('ends', width, endsPerCentimetre, MAXIMUM_ENDS);
  const picks = fabricThreads('picks', height, picksPerCentimetre, MAXIMUM_PICKS);
  if (fabricEnds > hooks && options.overflow === 'refuse') {
    throw new WeaveError(
      'too-many-ends',
      `the fabric needs ${fabricEnds} ends, the loom has ${hooks} hooks`,
      { ends: fabricEnds, hooks },
    );
  }
  const ends = Math.min(fabricEnds, hooks);
  const repeatsAcrossWidth = fabricEnds / ends;
  if (ends * picks > MAXIMUM_CELLS) {
    throw new WeaveError('fabric-too-large', `${ends} x ${picks} cells, more than ${MAXIMUM_CELLS}`, {
      cells: ends * picks,
      limit: MAXIMUM_CELLS,
    });
  }

  // Each cell samples one design pixel: column `columns[end]` of row `rows[pick]`, pick 0 being
  // the bottom row of the design. Colours are counted by the cells that sample them.
  const columns = Array.from({ length: ends }, (_, end) =>
    Math.min(design.width - 1, Math.floor(((end + 0.5) * design.width) / ends)),
  );
  const rows = Array.from({ length: picks }, (_, pick) =>
    Math.min(design.height - 1, Math.floor(((picks - 1 - pick + 0.5) * design.height) / picks)),
  );
  const columnCells = new Float64Array(design.width);
  for (const x of columns) columnCells[x]! += 1;
  const rowCells = new Float64Array(design.height);
  for (const y of rows) rowCells[y]! += 1;
  const cellCounts = new Map<number, number>();
  const pixelColours = new Uint32Array(design.width * design.height);
  for (let y = 0; y < design.height; y += 1) {
    for (let x = 0; x < design.width; x += 1) {
      const key = sampledColour(design, x, y);
      pixelColours[y * design.width + x] = key;
      const sampling = rowCells[y]! * columnCells[x]!;
      if (sampling > 0) cellCounts.set(key, (cellCounts.get(key) ?? 0) + sampling);
    }
  }

  const colours = options.palette
    ? options.palette.map(({ red, green, blue }) => ({ red, green, blue }))
    : frequentColours(cellCounts, structures.length);
  const areaOfColour = new Map<number, number>();
  const pixelAreas = new Uint8Array(pixelColours.length);
  pixelColours.forEach((key, pixel) => {
    let area = areaOfColour.get(key);
    if (area === undefined) {
      area = nearest(key, colours);
      areaOfColour.set(key, area);
    }
    pixelAreas[pixel] = area;
  });

  const areaIndices = new Uint8Array(ends * picks);
  const cells = new Uint8Array(ends * picks);
  for (let pick = 0; pick < picks; pick += 1) {
    const designRow = rows[pick]! * design.width;
    for (let end = 0; end < ends; end += 1) {
      const index = pick * ends + end;
      const area = pixelAreas[designRow + columns[end]!]!;
      areaIndices[index] = area;
      const structure = structures[area]!;
      cells[index] = structure.cells[(pick % structure.picks) * structure.ends + (end % structure.ends)]!;
    }
  }

  const plan: LiftingPlan = {
    ends,
    picks,
    cells,
    areaIndices,
    areas: colours.map((colour, area) => ({ colour, structure: structures[area]!.name })),
    endsPerCentimetre,
    picksPerCentimetre,
    repeatsAcrossWidth,
  };
  return measureComposition(plan, options.floatLimitMillimetres);
}

/**
 * The floats of a lifting plan, whole and by area, checked against the limits (millimetres, one
 * for all areas or one per area). A float belongs to every area it crosses.
 */
export function measureComposition(
  plan: LiftingPlan,
  floatLimitMillimetres?: number | readonly number[],
): Composition {
  const { ends, picks, cells, areaIndices } = plan;
  const areas: AreaFigures[] = plan.areas.map((area) => ({
    ...area,
    cells: 0,
    longestWarpFloat: 0,
    longestWeftFloat: 0,
  }));
  for (const area of areaIndices) areas[area]!.cells += 1;

  // Runs of raised cells along each end (warp floats) and of lowered cells along each pick (weft
  // floats), read pick by pick in memory order; the areas a run crosses are kept as a bit set
  // (at most MAXIMUM_AREAS areas) and each area keeps the longest run that crossed it.
  const warpLongest = new Array<number>(areas.length).fill(0);
  const weftLongest = new Array<number>(areas.length).fill(0);
  const record = (longest: number[], length: number, crossed: number) => {
    for (let bits = crossed; bits !== 0; bits &= bits - 1) {
      const area = 31 - Math.clz32(bits & -bits);
      if (length > longest[area]!) longest[area] = length;
    }
  };
  const warpRun = new Uint32Array(ends);
  const warpCrossed = new Uint32Array(ends);
  // A plan repeated across the width joins each pick's last run to the next repeat's first, so a
  // weft float may cross the repeat's edge; a pick lowered on every end floats the fabric's width.
  const repeatedWidth = plan.repeatsAcrossWidth > 1 ? Math.round(ends * plan.repeatsAcrossWidth) : undefined;
  for (let pick = 0; pick < picks; pick += 1) {
    const row = pick * ends;
    let run = 0;
    let crossed = 0;
    let leadingRun = 0;
    let leadingCrossed = 0;
    for (let end = 0; end < ends; end += 1) {
      const cell = cells[row + end]!;
      const bit = 1 << areaIndices[row + end]!;
      if (cell === 1) {
        warpRun[end]! += 1;
        warpCrossed[end]! |= bit;
        if (run > 0) {
          if (repeatedWidth !== undefined && run === end) {
            leadingRun = run;
            leadingCrossed = crossed;
          } else record(weftLongest, run, crossed);
          run = 0;
          crossed = 0;
        }
      } else {
        if (warpRun[end]! > 0) {
          record(warpLongest, warpRun[end]!, warpCrossed[end]!);
          warpRun[end] = 0;
          warpCrossed[end] = 0;
        }
        run += 1;
        crossed |= bit;
      }
    }
    if (repeatedWidth !== undefined && run === ends) record(weftLongest, repeatedWidth, crossed);
    else if (run > 0) record(weftLongest, run + leadingRun, crossed | leadingCrossed);
    else if (leadingRun > 0) record(weftLongest, leadingRun, leadingCrossed);
  }
  for (let end = 0; end < ends; end += 1) {
    if (warpRun[end]! > 0) record(warpLongest, warpRun[end]!, warpCrossed[end]!);
  }
  areas.forEach((area, index) => {
    area.longestWarpFloat = warpLongest[index]!;
    area.longestWeftFloat = weftLongest[index]!;
  });

  const longestWarpFloat = areas.reduce((longest, area) => Math.max(longest, area.longestWarpFloat), 0);
  const longestWeftFloat = areas.reduce((longest, area) => Math.max(longest, area.longestWeftFloat), 0);
  const floatsOverLimit: FloatOverLimit[] = [];
  if (floatLimitMillimetres !== undefined) {
    areas.forEach((area, index) => {
      const limit =
        typeof floatLimitMillimetres === 'number' ? floatLimitMillimetres : floatLimitMillimetres[index];
      if (limit === undefined || !(limit > 0)) return;
      const warpMillimetres = (area.longestWarpFloat / plan.picksPerCentimetre) * 10;
      const weftMillimetres = (area.longestWeftFloat / plan.endsPerCentimetre) * 10;
      const over = (direction: 'warp' | 'weft', threads: number, millimetres: number) =>
        floatsOverLimit.push({
          area: index,
          structure: area.structure,
          direction,
          threads,
          millimetres,
          limitMillimetres: limit,
        });
      if (warpMillimetres > limit) over('warp', area.longestWarpFloat, warpMillimetres);
      if (weftMillimetres > limit) over('weft', area.longestWeftFloat, weftMillimetres);
    });
  }
  return { plan, areas, longestWarpFloat, longestWeftFloat, floatsOverLimit };
}
