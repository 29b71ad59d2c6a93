// Node side of the worksheet node: a worksheet writer a host puts among the engine's resources
// under `worksheetWriterResourceId`, with the texts in the user's language.
import { writeWorksheet, type WorksheetLabels } from '@atelier/embroidery/node';
import type { WorksheetWriter } from './worksheet';

export interface WorksheetWriterOptions {
  /** The sheet's texts in the user's language; English where left out. */
  labels?: Partial<WorksheetLabels>;
  /** BCP 47 language tag for numbers and dates, such as `de` or `en-GB`. */
  locale?: string;
  /** The heading when a node leaves its title empty. */
  untitled?: string;
}

export function createWorksheetWriter(options: WorksheetWriterOptions = {}): WorksheetWriter {
  return (plan, request) =>
    writeWorksheet(plan, {
      title: request.title || options.untitled || 'Embroidery worksheet',
      paper: request.paper,
      machineSpeed: request.machineSpeed,
      date: request.date,
      labels: options.labels,
      locale: options.locale,
    });
}
