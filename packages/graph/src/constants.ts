// Constants of the stored graph format and of socket values (spec section 9).

/** The graph format version this engine reads and writes. */
export const graphFormatVersion = '1.0.0';

/** Connection ids are counted from here; a new id is the largest existing id plus one. */
export const firstConnectionId = 1000;

/** A palette socket carries at most this many colours. */
export const paletteColourLimit = 16;

/** A gradient socket carries at most this many steps. */
export const gradientStepLimit = 32;

/**
 * The input every node may expose on its title bar. A wire into any other input name drives the
 * target node's control of that id (spec section 5).
 */
export const titleInputName = 'title';
