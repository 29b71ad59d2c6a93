// Node side of the knitting worksheet node: a worksheet writer a host puts among the engine's
// resources under `knitWorksheetWriterResourceId`, with the texts in the user's language.
import { writeKnitWorksheet, type KnitWorksheetLabels } from '@atelier/knit/node';
import type { KnitWorksheetWriter } from './worksheet';

export interface KnitWorksheetWriterOptions {
  /** The sheet's texts in the user's language; English where left out. */
  labels?: Partial<KnitWorksheetLabels>;
  /** BCP 47 language tag for numbers and dates, such as `de` or `en-GB`. */
  locale?: string;
  /** The heading when a node leaves its title empty. */
  untitled?: string;
}

export function createKnitWorksheetWriter(options: KnitWorksheetWriterOptions = {}): KnitWorksheetWriter {
  return (chart, request) =>
    writeKnitWorksheet(chart, {
      title: request.title || options.untitled || 'Knitting worksheet',
      paper: request.paper,
      machineName: request.machineName,
      carriers: request.carriers,
      date: request.date,
      labels: options.labels,
      locale: options.locale,
    });
}
