// How image nodes reach a codec. Decoding and encoding need the platform (sharp in Node, the
// browser's decoders in a Web Worker), which the nodes must not import; the host puts a codec
// among the engine's resources under this id and the load and export nodes ask for it there,
// so the same node code runs in both places.
import { NodeEvaluationError } from '@atelier/graph';
import type { ImageCodec } from '@atelier/raster';

/** The resource id under which a host provides its `ImageCodec` to the image nodes. */
export const imageCodecResourceId = 'atelier:image-codec';

function isImageCodec(value: unknown): value is ImageCodec {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ImageCodec).decode === 'function' &&
    typeof (value as ImageCodec).encode === 'function'
  );
}

/** The host's codec; fails the node with `missing-codec` when the host provides none. */
export function requireCodec(resource: (id: string) => unknown): ImageCodec {
  const codec = resource(imageCodecResourceId);
  if (!isImageCodec(codec)) {
    throw new NodeEvaluationError(
      'missing-codec',
      `this engine has no image codec (resource "${imageCodecResourceId}"), so it cannot read or write image files`,
    );
  }
  return codec;
}
