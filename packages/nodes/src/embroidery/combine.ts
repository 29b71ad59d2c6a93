import type { NodeDefinition, Socket } from '@atelier/graph';
import { combinePlans, type StitchPlan } from '@atelier/embroidery';
import { nodeLabels } from '../support/labels';
import { defineEmbroideryNode, planInput, planResult, trimControl } from './support';

const label = nodeLabels('embroidery', 'combine');

/** How many plans one combine node sews together (spec section 9: up to 8 layers). */
export const combinedPlanLimit = 8;

const planInputs: Socket[] = Array.from({ length: combinedPlanLimit }, (_, index) => ({
  name: index === 0 ? 'title' : `plan${index + 1}`,
  type: 'stitchPlan' as const,
  label: label.input(index === 0 ? 'title' : `plan${index + 1}`),
}));

/**
 * Sews up to eight stitch plans one after another, in input order: where one ends and the next
 * begins in the same thread they become one colour block, otherwise a colour change separates
 * them. Unconnected inputs are skipped.
 */
export const combineNode = defineEmbroideryNode({
  id: 'embroidery.combine',
  version: '1.0.0',
  family: 'embroidery',
  title: label.title,
  /** The plans to sew, first input first. */
  inputs: planInputs,
  outputs: [{ name: 'plan', type: 'stitchPlan', label: label.output('plan') }],
  controls: [
    [
      trimControl(label),
      /** Cut the thread before every colour change. */
      { id: 'trimAtColourChange', kind: 'toggle', label: label.control('trimAtColourChange'), default: true },
    ],
  ],
  evaluate({ inputs, controls }) {
    const plans: StitchPlan[] = planInputs
      .map((socket) => inputs[socket.name])
      .filter((value) => value !== undefined)
      .map(planInput);
    if (plans.length === 0) return undefined;
    return planResult(
      combinePlans(plans, {
        trimJumpLength: controls['trimJumpLength'] as number,
        trimAtColourChange: controls['trimAtColourChange'] as boolean,
      }),
    );
  },
} satisfies NodeDefinition);
