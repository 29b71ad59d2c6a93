// Turns the editor's current previews into PNG files for upload after a save: the project
// preview, taken from the design's output node (what the export nodes read, else the end of the
// graph; see projectPreviewCandidates), and each node shown in preview mode.
import type { RasterImage } from '@atelier/graph';
import type { Editor } from '../core/editor';
import { nodeViewOptions } from '../core/layout';
import type { PreviewEngine } from '../engine/previewEngine';
import { projectPreviewCandidates } from '../export/outputs';
import { previewValue } from '../preview/previewValue';
import { renderPreview } from '../preview/render';
import type { NamedPng } from './projectStorage';

const largestSide = 512;

async function toPng(image: RasterImage): Promise<Blob> {
  const source = new OffscreenCanvas(image.width, image.height);
  source
    .getContext('2d')!
    .putImageData(new ImageData(new Uint8ClampedArray(image.pixels), image.width, image.height), 0, 0);
  const scale = Math.min(1, largestSide / Math.max(image.width, image.height));
  if (scale === 1) return source.convertToBlob({ type: 'image/png' });
  const target = new OffscreenCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  target.getContext('2d')!.drawImage(source, 0, 0, target.width, target.height);
  return target.convertToBlob({ type: 'image/png' });
}

export async function renderPreviews(
  editor: Editor,
  previews: PreviewEngine,
): Promise<{ project?: NamedPng; nodes: NamedPng[] }> {
  const document = editor.document;
  const nodes: NamedPng[] = [];
  for (const node of document.nodes) {
    if (nodeViewOptions(node).display !== 'preview') continue;
    const image = previews.result(node.id)?.image;
    if (image) nodes.push({ nodeId: node.id, fileName: `${node.id}.png`, png: await toPng(image) });
  }
  const candidates = projectPreviewCandidates(document, editor.state.monitoredNodeId);
  let main = candidates[0] === undefined ? undefined : await imageOf(previews, candidates[0]);
  main ??= candidates.map((id) => previews.result(id)?.image).find((image) => image !== undefined);
  return { project: main ? { fileName: 'preview.png', png: await toPng(main) } : undefined, nodes };
}

/** A node's preview image: the one shown, else evaluated for the purpose. */
async function imageOf(previews: PreviewEngine, nodeId: string): Promise<RasterImage | undefined> {
  const shown = previews.result(nodeId)?.image;
  if (shown) return shown;
  try {
    const result = await previews.evaluateNodes([nodeId]);
    const node = result.nodes[nodeId];
    const value = node?.status === 'fresh' ? previewValue(node.values) : undefined;
    return value ? renderPreview(value) : undefined;
  } catch (error) {
    console.error('Rendering the project preview failed', error);
    return undefined;
  }
}
