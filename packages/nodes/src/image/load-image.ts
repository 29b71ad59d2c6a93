import { NodeEvaluationError, type NodeDefinition } from '@atelier/graph';
import { requireCodec } from '../codec';
import { defineNode } from '../support/define';
import { isSocketImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'loadImage');

/** File types the node reads. */
export const loadableImageExtensions = ['png', 'jpg', 'jpeg', 'webp'] as const;

function encodedBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return undefined;
}

/**
 * Reads an uploaded PNG, JPEG or WebP file. The host holds the file's bytes under the file id
 * the control names and decodes them with its codec (resource `atelier:image-codec`); a host
 * that decoded the file already may hold the image itself under the id instead.
 */
export const loadImageNode = defineNode({
  id: 'image.load',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** The uploaded image file (PNG, JPEG or WebP); the node is empty until one is chosen. */
      {
        id: 'file',
        kind: 'file',
        label: label.control('file'),
        default: null,
        accept: loadableImageExtensions,
      },
    ],
  ],
  async evaluate({ controls, resource }) {
    const fileId = controls['file'];
    if (typeof fileId !== 'string' || fileId === '') return undefined;
    const content = resource(fileId);
    if (content === undefined) {
      throw new NodeEvaluationError('missing-file', `the file "${fileId}" is not available`, {
        file: fileId,
      });
    }
    if (isSocketImage(content)) return { image: content };
    const bytes = encodedBytes(content);
    if (!bytes) {
      throw new NodeEvaluationError('decode-failed', `the file "${fileId}" holds no image bytes`, {
        file: fileId,
      });
    }
    return { image: socketImage(await requireCodec(resource).decode(bytes)) };
  },
} satisfies NodeDefinition);
