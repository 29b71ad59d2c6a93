import type { NodeDefinition } from '@atelier/graph';
import { ThreadMatcher } from '@atelier/embroidery';
import { replaceYarns, type Yarn } from '@atelier/knit';
import { companyYarnbook } from '../embroidery/thread-match';
import { nodeLabels } from '../support/labels';
import { chartInput, chartResult, defineKnitNode } from './support';

const label = nodeLabels('knit', 'yarnMatch');

/**
 * The chart knitted in the company's yarns: each yarn becomes the nearest yarn (CIEDE2000 in
 * CIELAB) of a yarnbook from the company settings, with its name, brand and code, so the file,
 * the worksheet and the yarn amounts name yarns that can be ordered. Yarns that match the same
 * book yarn merge, and a message says how many.
 */
export const yarnMatchNode = defineKnitNode({
  id: 'knit.yarn-match',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The chart whose yarns to match. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    [
      /** The name of the company yarnbook to use; empty takes the first. */
      { id: 'yarnbook', kind: 'text', label: label.control('yarnbook'), default: '', maxLength: 200 },
    ],
  ],
  evaluate({ inputs, controls, resource, addMessage }) {
    const chart = chartInput(inputs['title']);
    const book = companyYarnbook(resource, controls['yarnbook'] as string);
    const matcher = new ThreadMatcher(book.threads);
    const yarns: Yarn[] = book.threads.map((thread) => ({
      colour: { ...thread.colour },
      name: thread.name,
      brand: thread.brand,
      code: thread.catalogueNumber,
    }));
    const mapping = chart.yarns.map((yarn) => matcher.nearest(yarn.colour).index);
    const matched = replaceYarns(chart, yarns, mapping);
    const merged = new Set(mapping).size;
    if (merged < chart.yarns.length) {
      addMessage({
        code: 'yarns-merged',
        severity: 'info',
        values: { yarns: chart.yarns.length, matched: merged, yarnbook: book.name },
      });
    }
    return chartResult(matched);
  },
} satisfies NodeDefinition);
