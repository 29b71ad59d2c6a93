// Floats: a warp end raised over consecutive picks floats on the face (a warp float, counted in
// picks); a pick passing over consecutive lowered ends floats on the face too (a weft float,
// counted in ends). Long floats snag, so weavers limit them per structure.

/**
 * The longest run of `value` in a line of `length` cells, read by `cellAt(index)`. A repeating
 * line (a weave's repeat, tiled) runs on from its last cell into its first; a line made only of
 * `value` then floats without end (Infinity).
 */
export function longestRun(
  length: number,
  cellAt: (index: number) => number,
  value: number,
  repeating: boolean,
): number {
  let longest = 0;
  let current = 0;
  for (let index = 0; index < length; index += 1) {
    if (cellAt(index) === value) {
      current += 1;
      if (current > longest) longest = current;
    } else current = 0;
  }
  if (!repeating || longest === 0) return longest;
  if (longest === length) return Infinity;
  let leading = 0;
  while (cellAt(leading) === value) leading += 1;
  let trailing = 0;
  while (cellAt(length - 1 - trailing) === value) trailing += 1;
  return Math.max(longest, leading + trailing);
}

/** Longest warp float (picks) and weft float (ends) of a grid of cells (1 = end raised), pick by pick. */
export function longestFloats(
  ends: number,
  picks: number,
  cells: Uint8Array,
  repeating: boolean,
): { warp: number; weft: number } {
  let warp = 0;
  let weft = 0;
  for (let end = 0; end < ends; end += 1) {
    warp = Math.max(
      warp,
      longestRun(picks, (pick) => cells[pick * ends + end]!, 1, repeating),
    );
  }
  for (let pick = 0; pick < picks; pick += 1) {
    weft = Math.max(
      weft,
      longestRun(ends, (end) => cells[pick * ends + end]!, 0, repeating),
    );
  }
  return { warp, weft };
}
