// Every knit node type, by id, and where the node menu lists them. The type checker holds the
// list complete: a type named in `knitNodeTypes` without a definition here, or the other way
// round, fails to compile.
import type { NodeDefinition } from '@atelier/graph';
import { backingNode } from './backing';
import { borderNode } from './border';
import { chartFromDrawingNode } from './chart-from-drawing';
import { chartFromImageNode } from './chart-from-image';
import { knitExportNode } from './export';
import { fabricImageNode } from './fabric-image';
import { floatLimitNode } from './float-limit';
import { mirrorNode } from './mirror';
import { repeatNode } from './repeat';
import { stitchPatternNode } from './stitch-pattern';
import { knitWorksheetNode } from './worksheet';
import { yarnMatchNode } from './yarn-match';

export const knitNodeTypes = [
  'knit.chart-from-image',
  'knit.chart-from-drawing',
  'knit.repeat',
  'knit.mirror',
  'knit.border',
  'knit.stitch-pattern',
  'knit.backing',
  'knit.float-limit',
  'knit.yarn-match',
  'knit.fabric-image',
  'knit.export',
  'knit.worksheet',
] as const;

export type KnitNodeType = (typeof knitNodeTypes)[number];

/** The current version of every knit node type. */
export const knitNodes = {
  'knit.chart-from-image': chartFromImageNode,
  'knit.chart-from-drawing': chartFromDrawingNode,
  'knit.repeat': repeatNode,
  'knit.mirror': mirrorNode,
  'knit.border': borderNode,
  'knit.stitch-pattern': stitchPatternNode,
  'knit.backing': backingNode,
  'knit.float-limit': floatLimitNode,
  'knit.yarn-match': yarnMatchNode,
  'knit.fabric-image': fabricImageNode,
  'knit.export': knitExportNode,
  'knit.worksheet': knitWorksheetNode,
} satisfies Record<KnitNodeType, NodeDefinition>;

/** The node menu's categories of the knit family, in the order it lists them. */
export const knitMenuCategories: readonly { id: string; nodes: readonly KnitNodeType[] }[] = [
  { id: 'charts', nodes: ['knit.chart-from-image', 'knit.chart-from-drawing'] },
  { id: 'edit', nodes: ['knit.repeat', 'knit.mirror', 'knit.border'] },
  { id: 'structure', nodes: ['knit.stitch-pattern', 'knit.backing', 'knit.float-limit'] },
  { id: 'yarns', nodes: ['knit.yarn-match'] },
  { id: 'output', nodes: ['knit.fabric-image', 'knit.export', 'knit.worksheet'] },
];
