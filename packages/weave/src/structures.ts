// The weave library: the structures a colour area can be woven in, each a small binary matrix
// (1 = the warp end is raised over the pick) with its repeat and its longest floats, computed
// from the matrix. Constructions follow Watson's "Textile Design and Colour" (plain, twills,
// regular satins with a move number prime to the repeat, hopsack, ribs) and the shaded satins
// and twills of jacquard damask, which add raisers step by step from weft- to warp-faced.
import { WeaveError, requireWholeNumber } from './errors';
import { longestFloats } from './floats';

/** A weave structure: `cells[pick * ends + end]` is 1 where the end is raised over the pick. */
export interface WeaveStructure {
  /** The library's id, such as `satin-8-weft`, or a description for built structures. */
  name: string;
  /** Ends in the repeat (its width). */
  ends: number;
  /** Picks in the repeat (its height); pick 0 is woven first, end 0 is at the left. */
  picks: number;
  cells: Uint8Array;
  /** Longest warp float over the repeat tiled, in picks. */
  longestWarpFloat: number;
  /** Longest weft float over the repeat tiled, in ends. */
  longestWeftFloat: number;
}

/** The largest repeat, in ends or picks, a built structure may have. */
export const MAXIMUM_REPEAT = 32;

/** Which way a twill's diagonal runs as picks are woven: Z rises to the right, S to the left. */
export type TwillDirection = 'z' | 's';

/** Which face the warp covers: warp-faced (most ends raised) or weft-faced (most ends lowered). */
export type Face = 'warp' | 'weft';

function structure(
  name: string,
  ends: number,
  picks: number,
  raised: (end: number, pick: number) => boolean,
): WeaveStructure {
  const cells = new Uint8Array(ends * picks);
  for (let pick = 0; pick < picks; pick += 1) {
    for (let end = 0; end < ends; end += 1) cells[pick * ends + end] = raised(end, pick) ? 1 : 0;
  }
  const floats = longestFloats(ends, picks, cells, true);
  return { name, ends, picks, cells, longestWarpFloat: floats.warp, longestWeftFloat: floats.weft };
}

const modulo = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;

/** Plain weave (tabby): every other end raised, alternating each pick. */
export function plainWeave(): WeaveStructure {
  return structure('plain', 2, 2, (end, pick) => modulo(end + pick, 2) === 0);
}

/**
 * An `up`/`down` twill: each pick raises `up` neighbouring ends and lowers `down`, the raisers
 * moving one end on each pick (to the right for Z, to the left for S).
 */
export function twill(up: number, down: number, direction: TwillDirection): WeaveStructure {
  requireWholeNumber('up', up, 1, MAXIMUM_REPEAT - 1);
  requireWholeNumber('down', down, 1, MAXIMUM_REPEAT - up);
  const repeat = up + down;
  const step = direction === 'z' ? 1 : -1;
  return structure(
    `twill-${up}-${down}-${direction}`,
    repeat,
    repeat,
    (end, pick) => modulo(end - step * pick, repeat) < up,
  );
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * A regular satin of `ends` ends with `raisers` neighbouring ends raised on each pick, their
 * first moving `move` ends each pick. One raiser is the weft-faced satin, `ends - 1` the
 * warp-faced one, the steps between the shaded satins of damask. The move must be more than 1,
 * less than `ends - 1` and share no divisor with `ends`, so no two interlacings touch.
 */
export function shadedSatin(ends: number, move: number, raisers: number): WeaveStructure {
  requireWholeNumber('ends', ends, 5, MAXIMUM_REPEAT);
  requireWholeNumber('raisers', raisers, 1, ends - 1);
  requireWholeNumber('move', move, 2, ends - 2);
  if (greatestCommonDivisor(ends, move) !== 1) {
    throw new WeaveError('invalid-option', `a ${ends}-end satin needs a move prime to ${ends}, got ${move}`, {
      option: 'move',
      minimum: 2,
      maximum: ends - 2,
    });
  }
  return structure(
    `satin-${ends}-${move}-${raisers}`,
    ends,
    ends,
    (end, pick) => modulo(end - move * pick, ends) < raisers,
  );
}

/** A regular satin, weft-faced (one end raised each pick) or warp-faced (all but one). */
export function satin(ends: number, move: number, face: Face): WeaveStructure {
  return shadedSatin(ends, move, face === 'weft' ? 1 : ends - 1);
}

/** Basket weave (hopsack): plain weave with `size` ends and picks working together. */
export function basket(size: number): WeaveStructure {
  requireWholeNumber('size', size, 2, MAXIMUM_REPEAT / 2);
  return structure(
    `basket-${size}`,
    2 * size,
    2 * size,
    (end, pick) => modulo(Math.floor(end / size) + Math.floor(pick / size), 2) === 0,
  );
}

/** Warp rib: plain weave with `size` picks working together, so ends float over `size` picks. */
export function warpRib(size: number): WeaveStructure {
  requireWholeNumber('size', size, 2, MAXIMUM_REPEAT / 2);
  return structure(
    `warp-rib-${size}`,
    2,
    2 * size,
    (end, pick) => modulo(end + Math.floor(pick / size), 2) === 0,
  );
}

/** Weft rib: plain weave with `size` ends working together, so picks float over `size` ends. */
export function weftRib(size: number): WeaveStructure {
  requireWholeNumber('size', size, 2, MAXIMUM_REPEAT / 2);
  return structure(
    `weft-rib-${size}`,
    2 * size,
    2,
    (end, pick) => modulo(Math.floor(end / size) + pick, 2) === 0,
  );
}

function named(name: string, built: WeaveStructure): WeaveStructure {
  return { ...built, name };
}

const shadedSteps = [1, 2, 3, 4, 5, 6, 7] as const;

/** Every structure of the library by id, in the order menus list them. */
export const weaveLibrary: Readonly<Record<string, WeaveStructure>> = Object.fromEntries(
  [
    plainWeave(),
    named('twill-2-1-z', twill(2, 1, 'z')),
    named('twill-2-1-s', twill(2, 1, 's')),
    named('twill-1-2-z', twill(1, 2, 'z')),
    named('twill-2-2-z', twill(2, 2, 'z')),
    named('twill-2-2-s', twill(2, 2, 's')),
    named('twill-3-1-z', twill(3, 1, 'z')),
    named('twill-3-1-s', twill(3, 1, 's')),
    named('twill-1-3-z', twill(1, 3, 'z')),
    named('twill-1-3-s', twill(1, 3, 's')),
    named('satin-5-weft', satin(5, 2, 'weft')),
    named('satin-5-warp', satin(5, 2, 'warp')),
    named('satin-8-weft', satin(8, 3, 'weft')),
    named('satin-8-warp', satin(8, 3, 'warp')),
    named('basket-2', basket(2)),
    named('warp-rib-2', warpRib(2)),
    named('weft-rib-2', weftRib(2)),
    ...shadedSteps.map((raisers) => named(`shaded-satin-8-${raisers}`, shadedSatin(8, 3, raisers))),
    ...shadedSteps.map((raisers) => named(`shaded-twill-8-${raisers}`, twill(raisers, 8 - raisers, 'z'))),
  ].map((entry) => [entry.name, entry]),
);

/** The library's structure ids, in menu order. */
export const weaveStructureNames: readonly string[] = Object.keys(weaveLibrary);

/** The library's structure of an id; refuses an id it does not know. */
export function weaveStructure(name: string): WeaveStructure {
  const found = Object.hasOwn(weaveLibrary, name) ? weaveLibrary[name] : undefined;
  if (!found)
    throw new WeaveError('unknown-structure', `the weave library has no structure "${name}"`, {
      structure: name,
    });
  return found;
}
