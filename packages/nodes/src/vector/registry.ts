// Every vector node type, by id. The type checker holds the list complete: a type named in
// `vectorNodeTypes` without a definition here, or the other way round, fails to compile.
import type { NodeDefinition } from '@atelier/graph';
import { booleanNode } from './boolean';
import { cleanUpNode } from './clean-up';
import { ellipseNode } from './ellipse';
import { vectorExportNode } from './export';
import { lineNode } from './line';
import { offsetNode } from './offset';
import { polygonNode } from './polygon';
import { rectangleNode } from './rectangle';
import { repeatNode } from './repeat';
import { simplifyNode } from './simplify';
import { smoothNode } from './smooth';
import { starNode } from './star';
import { svgImportNode } from './svg-import';
import { textNode } from './text';
import { tileNode } from './tile';
import { traceNode } from './trace';
import { transformNode } from './transform';

export const vectorNodeTypes = [
  'vector.rectangle',
  'vector.ellipse',
  'vector.polygon',
  'vector.star',
  'vector.line',
  'vector.svg-import',
  'vector.text',
  'vector.trace',
  'vector.transform',
  'vector.repeat',
  'vector.tile',
  'vector.boolean',
  'vector.offset',
  'vector.simplify',
  'vector.smooth',
  'vector.clean-up',
  'vector.export',
] as const;

export type VectorNodeType = (typeof vectorNodeTypes)[number];

/** The current version of every vector node type. */
export const vectorNodes = {
  'vector.rectangle': rectangleNode,
  'vector.ellipse': ellipseNode,
  'vector.polygon': polygonNode,
  'vector.star': starNode,
  'vector.line': lineNode,
  'vector.svg-import': svgImportNode,
  'vector.text': textNode,
  'vector.trace': traceNode,
  'vector.transform': transformNode,
  'vector.repeat': repeatNode,
  'vector.tile': tileNode,
  'vector.boolean': booleanNode,
  'vector.offset': offsetNode,
  'vector.simplify': simplifyNode,
  'vector.smooth': smoothNode,
  'vector.clean-up': cleanUpNode,
  'vector.export': vectorExportNode,
} satisfies Record<VectorNodeType, NodeDefinition>;
