// Kernel refusals become node messages. A RasterError names its code and the option at fault;
// the node turns it into a NodeEvaluationError whose code the interface translates and whose
// values name the control, so the user sees which field to fix. Anything else stays an
// unknown error, which the engine reports by itself.
import { NodeEvaluationError } from '@atelier/graph';
import type { RasterError } from '@atelier/raster';

/**
 * The node message code for each kernel error code. Bad options are the node's invalid
 * parameters, like the NaN and bound checks the engine makes before a node runs.
 */
const messageCodes: Readonly<Record<RasterError['code'], string>> = {
  'invalid-option': 'invalid-parameter',
  'invalid-image': 'invalid-image',
  'image-too-large': 'image-too-large',
  'size-mismatch': 'size-mismatch',
  'decode-failed': 'decode-failed',
  'encode-failed': 'encode-failed',
};

/**
 * The node's error for a kernel's error. `controlOf` maps a kernel option to the control that
 * supplies it (by default the same name), so messages name what the user sees.
 */
export function nodeErrorFromKernel(
  error: RasterError,
  controlOf: (option: string) => string = (option) => option,
): NodeEvaluationError {
  const values: Record<string, string | number> = { ...error.details };
  if (error.code === 'invalid-option' && typeof error.details['option'] === 'string') {
    // Nested options such as `gradient.stops[3].position` belong to the control `gradient`.
    const option = error.details['option'];
    values['control'] = controlOf(option.split(/[.[]/, 1)[0]!);
  }
  // Inputs reach a node already checked by the engine, so an image size the kernel refuses as
  // invalid (a fraction of a pixel) is one the node was asked to make: a bad parameter.
  if (error.code === 'invalid-image' && typeof error.details['dimension'] === 'string') {
    values['control'] = controlOf(error.details['dimension']);
    return new NodeEvaluationError('invalid-parameter', error.message, values);
  }
  return new NodeEvaluationError(messageCodes[error.code] ?? 'unknown-error', error.message, values);
}
