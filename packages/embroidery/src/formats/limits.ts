// What a machine file format can hold. Each format's reader and writer export their limits; the
// shared encoder reads them to prepare a stitch plan for the writer.
import type { Thread } from '../plan/plan';

export interface FormatLimits {
  /** Largest move of one stitch record along either axis, in 0.1 mm; longer stitches are split. */
  maxStitchDelta: number;
  /** Largest move of one jump record along either axis, in 0.1 mm; longer jumps are split. */
  maxJumpDelta: number;
  /** Farthest a needle position may lie from the start along either axis, in 0.1 mm. */
  maxCoordinate: number;
  /** Colour blocks the file can list; undefined when there is no limit. */
  maxColourBlocks: number | undefined;
  /**
   * How the file says "cut the thread": a command of its own, or a sequence of small jumps that
   * machines take as a trim (the moves given, in 0.1 mm, adding up to nothing).
   */
  trims: { kind: 'command' } | { kind: 'jumps'; moves: readonly (readonly [number, number])[] };
  /**
   * Consecutive jump records from which machines cut the thread by themselves (DST, JEF); a longer
   * jump without a trim is cut all the same. Undefined where jumps never cut.
   */
  jumpsCutFrom: number | undefined;
  /** False where the format cannot move the needle without cutting the thread (VP3). */
  jumpsWithoutTrim: boolean;
  /** True where the file must cut the thread after the last stitch itself (VP3 machines cut only where the file says). */
  trimAtEnd: boolean;
  /** True where a jump must be followed by a penetration at its end (VP3 reads a long stitch after a jump as part of it). */
  stitchAfterJump: boolean;
  /** Machines stop at colour changes; no format here has a stop of its own, so stops become colour changes. */
  stops: 'colour-change';
  /** How thread colours are stored: as colours, as indexes into a fixed chart, in header lines, or not at all. */
  threadColours: 'rgb' | 'chart' | 'header' | 'none';
  /** The fixed chart of a `chart` format; the file stores 1 + the index into it. */
  threadChart?: readonly Thread[];
}
