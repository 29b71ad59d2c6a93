// Every plotter node type, by id, and where the node menu lists them. The type checker holds the
// list complete: a type named in `plotterNodeTypes` without a definition here, or the other way
// round, fails to compile.
import type { NodeDefinition } from '@atelier/graph';
import { cutPathsNode } from './cut-paths';
import { plotterExportNode } from './export';
import { registrationMarksNode } from './registration-marks';
import { tileNode } from './tile';
import { weedNode } from './weed';

export const plotterNodeTypes = [
  'plotter.cut-paths',
  'plotter.weed',
  'plotter.registration-marks',
  'plotter.tile',
  'plotter.export',
] as const;

export type PlotterNodeType = (typeof plotterNodeTypes)[number];

/** The current version of every plotter node type. */
export const plotterNodes = {
  'plotter.cut-paths': cutPathsNode,
  'plotter.weed': weedNode,
  'plotter.registration-marks': registrationMarksNode,
  'plotter.tile': tileNode,
  'plotter.export': plotterExportNode,
} satisfies Record<PlotterNodeType, NodeDefinition>;

/** The node menu's categories of the plotter family, in the order it lists them. */
export const plotterMenuCategories: readonly { id: string; nodes: readonly PlotterNodeType[] }[] = [
  { id: 'cutting', nodes: ['plotter.cut-paths'] },
  { id: 'preparation', nodes: ['plotter.weed', 'plotter.registration-marks', 'plotter.tile'] },
  { id: 'output', nodes: ['plotter.export'] },
];
