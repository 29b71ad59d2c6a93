import type { NodeDefinition } from '@atelier/graph';
import { isRasterError } from '@atelier/raster';
import { nodeErrorFromKernel } from './failures';

/**
 * A node definition whose evaluation reports a kernel's refusal (a bad option, an image over the
 * pixel budget) as a node message naming the control, instead of an unknown error.
 * `controlOf` maps a kernel option name to the control that supplies it when the two differ.
 */
export function defineNode<Definition extends NodeDefinition>(
  definition: Definition,
  controlOf?: (option: string) => string,
): Definition {
  const evaluate = definition.evaluate;
  return {
    ...definition,
    async evaluate(context) {
      try {
        return await evaluate(context);
      } catch (error) {
        if (isRasterError(error)) throw nodeErrorFromKernel(error, controlOf);
        throw error;
      }
    },
  };
}
