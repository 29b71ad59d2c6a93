// Thread books (yarnbooks): a company's list of threads with brand and catalogue number, and
// matching a design's colours to the nearest thread in one.
import { EmbroideryError } from '../errors';
import { parseHexColour, type StitchPlan, type Thread, type ThreadColour } from '../plan/plan';
import { deltaE2000, srgbToLab, type Lab } from './colour';

/**
 * The resource id under which a host (the editor, a render worker) provides the company's
 * yarnbooks from the company settings of the signed-in user's profile, as a list in the shape
 * `parseYarnbook` reads.
 */
export const yarnbooksResourceId = 'atelier:yarnbooks';

export interface Yarnbook {
  name: string;
  threads: readonly Thread[];
}

export interface ThreadMatch {
  thread: Thread;
  /** Position of the thread in the book. */
  index: number;
  /** CIEDE2000 difference between the wanted colour and the thread. */
  difference: number;
}

/** Precomputed CIELAB values of a book's threads, for matching many colours against it. */
export class ThreadMatcher {
  private readonly labs: Lab[];

  constructor(readonly threads: readonly Thread[]) {
    if (threads.length === 0) {
      throw new EmbroideryError('invalid-option', 'The thread book has no threads', { option: 'yarnbook' });
    }
    this.labs = threads.map((thread) => srgbToLab(thread.colour));
  }

  /** The thread nearest to a colour in CIELAB (CIEDE2000); the first of equals wins. */
  nearest(colour: ThreadColour): ThreadMatch {
    const lab = srgbToLab(colour);
    let index = 0;
    let difference = Infinity;
    this.labs.forEach((candidate, candidateIndex) => {
      const value = deltaE2000(lab, candidate);
      if (value < difference) {
        difference = value;
        index = candidateIndex;
      }
    });
    return { thread: this.threads[index]!, index, difference };
  }
}

export function nearestThread(colour: ThreadColour, threads: readonly Thread[]): ThreadMatch {
  return new ThreadMatcher(threads).nearest(colour);
}

/** The plan with every block's thread replaced by the nearest thread of the book. */
export function matchPlanToYarnbook(
  plan: StitchPlan,
  yarnbook: Yarnbook,
): { plan: StitchPlan; matches: ThreadMatch[] } {
  const matcher = new ThreadMatcher(yarnbook.threads);
  const matches = plan.blocks.map((block) => matcher.nearest(block.thread.colour));
  return {
    plan: {
      blocks: plan.blocks.map((block, index) => ({
        thread: matches[index]!.thread,
        stitches: block.stitches,
      })),
    },
    matches,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function colourOf(value: unknown): ThreadColour | undefined {
  if (typeof value === 'string') return parseHexColour(value);
  if (typeof value === 'object' && value !== null) {
    const { red, green, blue } = value as Record<string, unknown>;
    const channel = (level: unknown) => typeof level === 'number' && level >= 0 && level <= 255;
    if (channel(red) && channel(green) && channel(blue)) {
      return { red: red as number, green: green as number, blue: blue as number };
    }
  }
  return undefined;
}

/**
 * Reads a yarnbook as stored in company settings: `{ name, brand?, threads: [{ colour, name?,
 * brand?, catalogueNumber? }] }` where a colour is `#rrggbb` or `{ red, green, blue }` and a
 * thread's brand defaults to the book's. Throws with the position of the first bad thread.
 */
export function parseYarnbook(value: unknown): Yarnbook {
  if (
    typeof value !== 'object' ||
    value === null ||
    !Array.isArray((value as { threads?: unknown }).threads)
  ) {
    throw new EmbroideryError('invalid-option', 'A yarnbook needs a list of threads', { option: 'yarnbook' });
  }
  const book = value as { name?: unknown; brand?: unknown; threads: unknown[] };
  const threads = book.threads.map((entry, index) => {
    const thread = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const colour = colourOf(thread.colour ?? thread.color);
    if (!colour) {
      throw new EmbroideryError('invalid-option', `Thread ${index + 1} of the yarnbook has no valid colour`, {
        option: 'yarnbook',
        thread: index + 1,
      });
    }
    return {
      colour,
      name: text(thread.name),
      brand: text(thread.brand) || text(book.brand),
      catalogueNumber: text(thread.catalogueNumber),
    };
  });
  if (threads.length === 0) {
    throw new EmbroideryError('invalid-option', 'The yarnbook has no threads', { option: 'yarnbook' });
  }
  return { name: text(book.name), threads };
}
