import { NodeEvaluationError, paletteColourLimit, type Colour, type NodeDefinition } from '@atelier/graph';
import {
  brotherThreadChart,
  janomeThreadChart,
  matchPlanToYarnbook,
  parseYarnbook,
  type StitchPlan,
  type Yarnbook,
  yarnbooksResourceId,
} from '@atelier/embroidery';
import { nodeLabels } from '../support/labels';
import { defineEmbroideryNode, planInput, planResult } from './support';

const label = nodeLabels('embroidery', 'threadMatch');

export { yarnbooksResourceId };

const charts: Readonly<Record<string, Yarnbook>> = {
  brother: { name: 'Brother', threads: brotherThreadChart },
  janome: { name: 'Janome', threads: janomeThreadChart },
};

/**
 * The company yarnbook of that name from the host's yarnbooks resource (the first when the name is
 * empty); a `yarnbook-not-found` node message when there is none.
 */
export function companyYarnbook(resource: (id: string) => unknown, name: string): Yarnbook {
  const books = resource(yarnbooksResourceId);
  const list = Array.isArray(books) ? books.map(parseYarnbook) : [];
  const book = list.find((candidate) => candidate.name === name) ?? (name === '' ? list[0] : undefined);
  if (!book) {
    throw new NodeEvaluationError(
      'yarnbook-not-found',
      name ? `The company has no yarnbook named "${name}"` : 'The company has no yarnbook',
      { control: 'yarnbook', yarnbook: name },
    );
  }
  return book;
}

/** The distinct colours of a plan's threads, in order, at most a palette's worth. */
function paletteOf(plan: StitchPlan): Colour[] {
  const seen = new Set<string>();
  const palette: Colour[] = [];
  for (const { thread } of plan.blocks) {
    const key = `${thread.colour.red},${thread.colour.green},${thread.colour.blue}`;
    if (seen.has(key) || palette.length === paletteColourLimit) continue;
    seen.add(key);
    palette.push({ ...thread.colour, alpha: 255 });
  }
  return palette;
}

/**
 * Matches every colour block's thread to the nearest thread (CIEDE2000 in CIELAB) of a thread
 * book: the company's yarnbook or a machine maker's chart, so the plan names real threads with
 * brand and catalogue number. Puts out the matched plan and its thread colours as a palette.
 */
export const threadMatchNode = defineEmbroideryNode({
  id: 'embroidery.thread-match',
  version: '1.0.0',
  family: 'embroidery',
  title: label.title,
  inputs: [
    /** The plan whose threads to match. */
    { name: 'title', type: 'stitchPlan', label: label.input('title'), required: true },
  ],
  outputs: [
    { name: 'plan', type: 'stitchPlan', label: label.output('plan') },
    { name: 'palette', type: 'palette', label: label.output('palette') },
  ],
  controls: [
    [
      /** Which thread book to match against. */
      {
        id: 'book',
        kind: 'dropdown',
        label: label.control('book'),
        default: 'company',
        options: [
          { value: 'company', label: label.option('book', 'company') },
          { value: 'brother', label: label.option('book', 'brother') },
          { value: 'janome', label: label.option('book', 'janome') },
        ],
      },
      /** The name of the company yarnbook to use; empty takes the first. */
      { id: 'yarnbook', kind: 'text', label: label.control('yarnbook'), default: '', maxLength: 200 },
    ],
  ],
  evaluate({ inputs, controls, resource }) {
    const plan = planInput(inputs['title']);
    const book = controls['book'] as string;
    const yarnbook = charts[book] ?? companyYarnbook(resource, controls['yarnbook'] as string);
    const matched = matchPlanToYarnbook(plan, yarnbook);
    return {
      ...planResult(matched.plan, { matches: matched.matches }),
      palette: paletteOf(matched.plan),
    };
  },
} satisfies NodeDefinition);
