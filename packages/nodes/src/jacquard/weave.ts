import type { NodeDefinition } from '@atelier/graph';
import { areaMapBitmap, bitmapPixels, liftingPlanBitmap } from '@atelier/weave';
import { nodeLabels } from '../support/labels';
import { composeFromContext, defineJacquardNode, fabricControls, fabricInputs } from './support';

const label = nodeLabels('jacquard', 'weave');

const centimetresPerInch = 2.54;

/**
 * Weaves a design as a jacquard: resized to the fabric's ends and picks, reduced to colour areas,
 * each area filled with its structure from the weave library into the lifting plan. Puts out the
 * lifting plan as an image, one pixel per end and pick (black where the end is raised, white
 * where the weft shows), or the area map in the areas' colours. Beside the sockets: `plan` (the
 * kernel's `LiftingPlan`) and `figures` (ends, picks, areas, longest floats, shafts a dobby
 * would need). Floats over the limit come back as warnings naming the area.
 */
export const weaveNode = defineJacquardNode({
  id: 'jacquard.weave',
  version: '1.0.0',
  family: 'jacquard',
  title: label.title,
  inputs: fabricInputs(label),
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    ...fabricControls(label),
    [
      /** What the image shows: the lifting plan (black raised ends, white weft) or the colour areas. */
      {
        id: 'preview',
        kind: 'dropdown',
        label: label.control('preview'),
        default: 'liftingPlan',
        options: [
          { value: 'liftingPlan', label: label.option('preview', 'liftingPlan') },
          { value: 'areaMap', label: label.option('preview', 'areaMap') },
        ],
      },
    ],
  ],
  evaluate(context) {
    const { composition, figures } = composeFromContext(context);
    const { plan } = composition;
    const bitmap = context.controls['preview'] === 'areaMap' ? areaMapBitmap(plan) : liftingPlanBitmap(plan);
    const image = {
      width: bitmap.width,
      height: bitmap.height,
      pixels: bitmapPixels(bitmap),
      dotsPerInch: plan.endsPerCentimetre * centimetresPerInch,
    };
    return { image, plan, figures };
  },
} satisfies NodeDefinition);
