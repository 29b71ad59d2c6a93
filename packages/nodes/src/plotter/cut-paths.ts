import type { NodeDefinition } from '@atelier/graph';
import {
  boundsOf,
  cutDirections,
  cutOrders,
  cuttingMachineIds,
  cuttingMachines,
  maximumBladeOffset,
  maximumMachineSize,
  maximumOvercut,
  planCutJob,
  startCorners,
  type CutDirection,
  type CutOrder,
  type CuttingMachine,
  type CuttingMachineId,
  type StartCorner,
} from '@atelier/plotter';
import { NodeEvaluationError } from '@atelier/graph';
import { nodeLabels } from '../support/labels';
import { millimetreUnits } from '../support/vectors';
import { cutJobResult, cutShapesOf, definePlotterNode } from './support';

const label = nodeLabels('plotter', 'cutPaths');

/** The widest margin round the design, mm. */
export const maximumMargin = 100;

/** The machine the controls choose: one of the table, or the custom size. */
export function machineFrom(controls: Readonly<Record<string, unknown>>): CuttingMachine {
  const id = controls['machine'] as string;
  if (id === 'custom') {
    return {
      name: 'custom',
      width: controls['machineWidth'] as number,
      height: controls['machineHeight'] as number,
    };
  }
  return cuttingMachines[id as CuttingMachineId];
}

/** The machine controls, shared by the nodes that choose a cutter. */
export function machineControls(labels: ReturnType<typeof nodeLabels>) {
  return [
    /** The cutter the job is for; its cutting area limits the design (or the tiles). */
    {
      id: 'machine',
      kind: 'dropdown' as const,
      label: labels.control('machine'),
      default: 'cricut-maker',
      options: [...cuttingMachineIds, 'custom'].map((machine) => ({
        value: machine,
        label: labels.option('machine', machine),
      })),
    },
    /** A custom machine's cutting width. */
    {
      id: 'machineWidth',
      kind: 'number' as const,
      label: labels.control('machineWidth'),
      default: 305,
      min: 1,
      max: maximumMachineSize,
      units: millimetreUnits,
    },
    /** A custom machine's cutting length; 0 for a roll. */
    {
      id: 'machineHeight',
      kind: 'number' as const,
      label: labels.control('machineHeight'),
      default: 610,
      min: 0,
      max: maximumMachineSize,
      units: millimetreUnits,
    },
  ];
}

/**
 * Cut paths from a drawing: every outline becomes a cut (curves flattened to within 0.05 mm),
 * the design moved to the margin from the material's top left corner, put in cutting order
 * (shapes inside others first, then the nearest next from the start corner), closed shapes turned
 * the chosen way, run on by the overcut and moved for the drag knife's blade offset.
 */
export const cutPathsNode = definePlotterNode({
  id: 'plotter.cut-paths',
  version: '1.0.0',
  family: 'plotter',
  title: label.title,
  inputs: [
    /** The drawing to cut, in millimetres. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'cutJob', type: 'cutJob', label: label.output('cutJob') }],
  controls: [
    machineControls(label),
    [
      /** The cutting order: the nearest shape next, or the drawing's order (shapes inside others first in both). */
      {
        id: 'order',
        kind: 'dropdown',
        label: label.control('order'),
        default: 'nearest',
        options: cutOrders.map((order) => ({ value: order, label: label.option('order', order) })),
      },
      /** The corner of the material the blade starts from. */
      {
        id: 'start',
        kind: 'dropdown',
        label: label.control('start'),
        default: 'top-left',
        options: startCorners.map((corner) => ({ value: corner, label: label.option('start', corner) })),
      },
      /** The way round closed shapes are cut, as seen on screen. */
      {
        id: 'direction',
        kind: 'dropdown',
        label: label.control('direction'),
        default: 'counter-clockwise',
        options: cutDirections.map((direction) => ({
          value: direction,
          label: label.option('direction', direction),
        })),
      },
    ],
    [
      /** From the knife's swivel axis to its tip; 0 for a tangential knife or a pen. */
      {
        id: 'bladeOffset',
        kind: 'number',
        label: label.control('bladeOffset'),
        default: 0.25,
        min: 0,
        max: maximumBladeOffset,
        step: 0.05,
        units: millimetreUnits,
      },
      /** How far closed cuts run on past their start, so the piece comes free. */
      {
        id: 'overcut',
        kind: 'number',
        label: label.control('overcut'),
        default: 1,
        min: 0,
        max: maximumOvercut,
        step: 0.1,
        units: millimetreUnits,
      },
      /** Swivel the blade about sharp corners instead of dragging it round them. */
      { id: 'cornerLoops', kind: 'toggle', label: label.control('cornerLoops'), default: true },
    ],
    [
      /** Begin with a short cut at the start corner that turns the blade into line. */
      { id: 'precut', kind: 'toggle', label: label.control('precut'), default: false },
      /** Between the material's top left corner and the design. */
      {
        id: 'margin',
        kind: 'number',
        label: label.control('margin'),
        default: 5,
        min: 0,
        max: maximumMargin,
        units: millimetreUnits,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const shapes = cutShapesOf(inputs['title']);
    const bounds = boundsOf(shapes.flatMap((shape) => shape.points));
    if (!bounds) throw new NodeEvaluationError('empty-cut-job', 'The drawing has no outline to cut');
    const margin = controls['margin'] as number;
    const moved = shapes.map((shape) => ({
      ...shape,
      points: shape.points.map((point) => ({
        x: point.x - bounds.x + margin,
        y: point.y - bounds.y + margin,
      })),
    }));
    const job = planCutJob({
      width: bounds.width + 2 * margin,
      height: bounds.height + 2 * margin,
      shapes: moved,
      machine: machineFrom(controls),
      settings: {
        order: controls['order'] as CutOrder,
        start: controls['start'] as StartCorner,
        direction: controls['direction'] as CutDirection,
        bladeOffset: controls['bladeOffset'] as number,
        overcut: controls['overcut'] as number,
        cornerLoops: controls['cornerLoops'] as boolean,
        precut: controls['precut'] as boolean,
        tileOverlap: null,
      },
    });
    return cutJobResult(job);
  },
} satisfies NodeDefinition);
