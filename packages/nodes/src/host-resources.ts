// The resources a headless host (the graph command line, a render worker) gives the nodes: sharp
// as the image codec and a worksheet writer with the texts of the user's language. Both hosts
// make them here, so a job writes the same bytes as `npm run graph -- eval` of the same graph.
import type { GraphDocument } from '@atelier/graph';
import { locales, type Language } from '@atelier/i18n';
import type { ImageCodec } from '@atelier/raster';
import { createSharpCodec } from '@atelier/raster/node';
import { imageCodecResourceId } from './codec';
import { worksheetWriterResourceId } from './embroidery/worksheet';
import { knitWorksheetWriterResourceId } from './knit/worksheet';
import { sceneRendererResourceId } from './scene/render';

export interface HostResourceOptions {
  /**
   * The graph to be evaluated: the worksheet writer (which loads pdfkit) is made only when it
   * has a worksheet node. Without a graph it is always made.
   */
  graph?: GraphDocument;
  /** The language worksheets are written in; American English by default. */
  worksheetLanguage?: Language;
  /** The image codec; sharp by default. */
  codec?: ImageCodec;
}

/** The host's resources by id, ready for the evaluator's resource store or adoptLoadedDefinition. */
export async function createHostResources(
  options: HostResourceOptions = {},
): Promise<Record<string, unknown>> {
  const resources: Record<string, unknown> = {
    [imageCodecResourceId]: options.codec ?? createSharpCodec(),
  };
  if (!options.graph || options.graph.nodes.some((node) => node.type === 'embroidery.worksheet')) {
    // The PDF writer loads pdfkit, so only graphs with a worksheet pay for it.
    const { createWorksheetWriter } = await import('./embroidery/worksheet-writer');
    const language = options.worksheetLanguage ?? 'en-US';
    const { untitled, ...labels } = locales[language].embroidery.worksheet;
    resources[worksheetWriterResourceId] = createWorksheetWriter({ labels, locale: language, untitled });
  }
  if (!options.graph || options.graph.nodes.some((node) => node.type === 'knit.worksheet')) {
    const { createKnitWorksheetWriter } = await import('./knit/worksheet-writer');
    const language = options.worksheetLanguage ?? 'en-US';
    const { untitled, ...labels } = locales[language].knit.worksheet;
    resources[knitWorksheetWriterResourceId] = createKnitWorksheetWriter({
      labels,
      locale: language,
      untitled,
    });
  }
  if (!options.graph || options.graph.nodes.some((node) => node.type === 'scene.render')) {
    // Rendering loads playwright-core and starts headless Chromium on the first render.
    const { createChromiumSceneRenderer } = await import('@atelier/scene/node');
    resources[sceneRendererResourceId] = createChromiumSceneRenderer();
  }
  return resources;
}
