// Every embroidery node type, by id. The type checker holds the list complete: a type named in
// `embroideryNodeTypes` without a definition here, or the other way round, fails to compile.
import type { NodeDefinition } from '@atelier/graph';
import { combineNode } from './combine';
import { embroideryExportNode } from './export';
import { fillNode } from './fill';
import { runningStitchNode } from './running-stitch';
import { satinNode } from './satin';
import { stitchedLookNode } from './stitched-look';
import { threadMatchNode } from './thread-match';
import { worksheetNode } from './worksheet';

export const embroideryNodeTypes = [
  'embroidery.fill',
  'embroidery.satin',
  'embroidery.running-stitch',
  'embroidery.combine',
  'embroidery.thread-match',
  'embroidery.export',
  'embroidery.worksheet',
  'embroidery.stitched-look',
] as const;

export type EmbroideryNodeType = (typeof embroideryNodeTypes)[number];

/** The current version of every embroidery node type. */
export const embroideryNodes = {
  'embroidery.fill': fillNode,
  'embroidery.satin': satinNode,
  'embroidery.running-stitch': runningStitchNode,
  'embroidery.combine': combineNode,
  'embroidery.thread-match': threadMatchNode,
  'embroidery.export': embroideryExportNode,
  'embroidery.worksheet': worksheetNode,
  'embroidery.stitched-look': stitchedLookNode,
} satisfies Record<EmbroideryNodeType, NodeDefinition>;
