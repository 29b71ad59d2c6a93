// Seeded randomness for node evaluation: the same seed gives the same sequence on every machine,
// so a render worker reproduces exactly what the browser showed.

/**
 * A generator of numbers in [0, 1) from a seed: mulberry32 (Tommy Ettinger, public domain), a
 * 32-bit generator that is fast, small and passes common statistical tests.
 */
export function createRandom(seed: number): () => number {
  let state = Math.trunc(seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
