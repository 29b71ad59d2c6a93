// Shared pieces of the jacquard nodes: the fabric's controls (size, sett, hooks, areas and their
// structures, float limit), the composition they ask the weave kernel for, and the kernel's
// refusals as node messages.
import {
  NodeEvaluationError,
  type Colour,
  type ControlSpec,
  type EvaluateContext,
  type NodeDefinition,
  type NodeMessageInput,
  type RasterImage,
} from '@atelier/graph';
import {
  MAXIMUM_AREAS,
  MAXIMUM_ENDS,
  MAXIMUM_FABRIC_CENTIMETRES,
  MAXIMUM_THREADS_PER_CENTIMETRE,
  WeaveError,
  composeLiftingPlan,
  shaftsNeeded,
  weaveStructureNames,
  type Composition,
} from '@atelier/weave';
import type { NodeLabels } from '../support/labels';

/** The node message code for each weave kernel error code. */
const messageCodes: Readonly<Record<WeaveError['code'], string>> = {
  'invalid-option': 'invalid-parameter',
  'unknown-structure': 'unknown-weave-structure',
  'empty-design': 'empty-weave-design',
  'too-many-areas': 'too-many-colour-areas',
  'too-many-ends': 'too-many-ends-for-hooks',
  'fabric-too-large': 'fabric-too-large',
  'too-many-shafts': 'too-many-dobby-shafts',
};

/** The node's error for a weave kernel's error; kernel options are named as the controls are. */
export function nodeErrorFromWeave(error: WeaveError): NodeEvaluationError {
  const values: Record<string, string | number> = { ...error.values };
  if (typeof error.values['option'] === 'string') values['control'] = error.values['option'];
  return new NodeEvaluationError(messageCodes[error.code] ?? 'unknown-error', error.message, values);
}

/** A jacquard node definition whose evaluation reports the weave kernel's refusals as node messages. */
export function defineJacquardNode<Definition extends NodeDefinition>(definition: Definition): Definition {
  const evaluate = definition.evaluate;
  return {
    ...definition,
    async evaluate(context) {
      try {
        return await evaluate(context);
      } catch (error) {
        if (error instanceof WeaveError) throw nodeErrorFromWeave(error);
        throw error;
      }
    },
  };
}

/** The structure control of each area, area 1 first. */
export const areaControlIds = Array.from({ length: MAXIMUM_AREAS }, (_, area) => `area${area + 1}`);

/** What each area is woven in by default: satin for the ground, then twills and the warp-faced satin. */
const defaultStructures = [
  'satin-8-weft',
  'twill-2-2-z',
  'satin-8-warp',
  'twill-1-3-z',
  'basket-2',
  'plain',
  'twill-3-1-z',
  'weft-rib-2',
];

/** The controls of the fabric, shared by the nodes that compose a lifting plan. */
export function fabricControls(label: NodeLabels): ControlSpec[][] {
  const structureOptions = weaveStructureNames.map((name) => ({
    value: name,
    label: label.option('structure', name),
  }));
  const areaControls: ControlSpec[] = areaControlIds.map((id, area) => ({
    /** The weave structure of this colour area (areas beyond the area count are not used). */
    id,
    kind: 'dropdown',
    label: label.control(id),
    default: defaultStructures[area]!,
    options: structureOptions,
  }));
  return [
    [
      /** The woven width of the design, in centimetres. */
      {
        id: 'widthCentimetres',
        kind: 'number',
        label: label.control('widthCentimetres'),
        default: 6,
        min: 0.1,
        max: MAXIMUM_FABRIC_CENTIMETRES,
        step: 0.1,
      },
      /** The woven height of the design, in centimetres. */
      {
        id: 'heightCentimetres',
        kind: 'number',
        label: label.control('heightCentimetres'),
        default: 2,
        min: 0.1,
        max: MAXIMUM_FABRIC_CENTIMETRES,
        step: 0.1,
      },
    ],
    [
      /** Warp density: ends per centimetre. */
      {
        id: 'endsPerCentimetre',
        kind: 'number',
        label: label.control('endsPerCentimetre'),
        default: 60,
        min: 1,
        max: MAXIMUM_THREADS_PER_CENTIMETRE,
      },
      /** Weft density: picks per centimetre. */
      {
        id: 'picksPerCentimetre',
        kind: 'number',
        label: label.control('picksPerCentimetre'),
        default: 40,
        min: 1,
        max: MAXIMUM_THREADS_PER_CENTIMETRE,
      },
    ],
    [
      /** The loom's hooks: the most ends the jacquard head lifts one by one. */
      {
        id: 'hooks',
        kind: 'number',
        label: label.control('hooks'),
        default: 2688,
        min: 1,
        max: MAXIMUM_ENDS,
        step: 1,
      },
      /** A fabric with more ends than hooks: refuse it, or weave the design as a repeat of the hooks across the width. */
      {
        id: 'overflow',
        kind: 'dropdown',
        label: label.control('overflow'),
        default: 'refuse',
        options: [
          { value: 'refuse', label: label.option('overflow', 'refuse') },
          { value: 'repeat', label: label.option('overflow', 'repeat') },
        ],
      },
    ],
    [
      /** How many colour areas the design is reduced to (one structure each, area 1 first). */
      {
        id: 'areas',
        kind: 'number',
        label: label.control('areas'),
        default: 2,
        min: 1,
        max: MAXIMUM_AREAS,
        step: 1,
      },
      /** The longest float allowed in any area, in millimetres; 0 skips the check. */
      {
        id: 'floatLimit',
        kind: 'number',
        label: label.control('floatLimit'),
        default: 4,
        min: 0,
        max: 100,
        step: 0.5,
      },
    ],
    areaControls.slice(0, 4),
    areaControls.slice(4),
  ];
}

/** The design input and the optional palette of area colours. */
export function fabricInputs(label: NodeLabels) {
  return [
    /** The design: each colour (or each palette colour) becomes an area. */
    { name: 'title', type: 'image' as const, label: label.input('title'), required: true },
    /** The areas' colours, area 1 first; left unconnected, the design's most frequent colours. */
    { name: 'palette', type: 'palette' as const, label: label.input('palette') },
  ];
}

const hex = (colour: { red: number; green: number; blue: number }) =>
  `#${[colour.red, colour.green, colour.blue]
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;

/** The figures a node shows beside its sockets: the fabric, its areas and floats, and the dobby's shafts. */
export interface JacquardFigures {
  ends: number;
  picks: number;
  repeatsAcrossWidth: number;
  areas: {
    colour: string;
    structure: string;
    cells: number;
    longestWarpFloat: number;
    longestWeftFloat: number;
  }[];
  longestWarpFloat: number;
  longestWeftFloat: number;
  longestWarpFloatMillimetres: number;
  longestWeftFloatMillimetres: number;
  /** The shafts a dobby would need for the plan; null when more than any dobby has. */
  shaftsNeeded: number | null;
}

const roundTenths = (value: number) => Math.round(value * 10) / 10;

/**
 * Composes the design on the node's input with its controls, adds a message for each float over
 * the limit and for a design repeated across the width, and gives the figures.
 */
export function composeFromContext(context: EvaluateContext): {
  composition: Composition;
  figures: JacquardFigures;
} {
  const { inputs, controls } = context;
  const design = inputs['title'] as RasterImage;
  const palette = inputs['palette'] as readonly Colour[] | undefined;
  const areaCount = controls['areas'] as number;
  if (!Number.isInteger(areaCount) || areaCount < 1 || areaCount > MAXIMUM_AREAS) {
    throw new NodeEvaluationError(
      'invalid-parameter',
      `areas must be a whole number from 1 to ${MAXIMUM_AREAS}`,
      {
        control: 'areas',
        minimum: 1,
        maximum: MAXIMUM_AREAS,
      },
    );
  }
  const floatLimit = controls['floatLimit'] as number;
  const composition = composeLiftingPlan(
    { width: design.width, height: design.height, pixels: design.pixels },
    {
      widthCentimetres: controls['widthCentimetres'] as number,
      heightCentimetres: controls['heightCentimetres'] as number,
      endsPerCentimetre: controls['endsPerCentimetre'] as number,
      picksPerCentimetre: controls['picksPerCentimetre'] as number,
      hooks: controls['hooks'] as number,
      overflow: controls['overflow'] === 'repeat' ? 'repeat' : 'refuse',
      structures: areaControlIds
        .slice(0, palette && palette.length > 0 ? Math.max(areaCount, palette.length) : areaCount)
        .map((id) => controls[id] as string),
      ...(palette && palette.length > 0 ? { palette } : {}),
      ...(floatLimit > 0 ? { floatLimitMillimetres: floatLimit } : {}),
    },
  );
  const { plan } = composition;
  for (const over of composition.floatsOverLimit) {
    const message: NodeMessageInput = {
      code: over.direction === 'warp' ? 'warp-float-too-long' : 'weft-float-too-long',
      severity: 'warning',
      values: {
        area: over.area + 1,
        colour: hex(plan.areas[over.area]!.colour),
        threads: over.threads,
        millimetres: roundTenths(over.millimetres),
        limit: over.limitMillimetres,
      },
    };
    context.addMessage(message);
  }
  if (plan.repeatsAcrossWidth > 1) {
    context.addMessage({
      code: 'design-repeated-across-width',
      severity: 'info',
      values: { hooks: plan.ends, repeats: roundTenths(plan.repeatsAcrossWidth) },
    });
  }
  const shafts = shaftsNeeded(plan, 64);
  const figures: JacquardFigures = {
    ends: plan.ends,
    picks: plan.picks,
    repeatsAcrossWidth: plan.repeatsAcrossWidth,
    areas: composition.areas.map((area) => ({
      colour: hex(area.colour),
      structure: area.structure,
      cells: area.cells,
      longestWarpFloat: area.longestWarpFloat,
      longestWeftFloat: area.longestWeftFloat,
    })),
    longestWarpFloat: composition.longestWarpFloat,
    longestWeftFloat: composition.longestWeftFloat,
    longestWarpFloatMillimetres: roundTenths((composition.longestWarpFloat / plan.picksPerCentimetre) * 10),
    longestWeftFloatMillimetres: roundTenths((composition.longestWeftFloat / plan.endsPerCentimetre) * 10),
    shaftsNeeded: Number.isFinite(shafts) ? shafts : null,
  };
  return { composition, figures };
}
