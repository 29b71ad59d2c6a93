import { z } from 'zod';
import { graphFormatVersion } from '../constants';
import { isSemanticVersion } from '../definitions/semver';
import type { GraphDocument } from './types';

/** One thing wrong with a stored graph: where (`nodes[2].options.x`) and what. */
export interface GraphProblem {
  path: string;
  message: string;
}

export type GraphParseResult = { ok: true; graph: GraphDocument } | { ok: false; problems: GraphProblem[] };

/** Thrown by `loadGraph` when the text is not a graph; its message lists every problem. */
export class GraphFormatError extends Error {
  readonly problems: readonly GraphProblem[];

  constructor(problems: readonly GraphProblem[]) {
    super(`Not a valid graph: ${problems.map(formatGraphProblem).join('; ')}`);
    this.name = 'GraphFormatError';
    this.problems = problems;
  }
}

/** `nodes[2].options.x: expected a number` */
export function formatGraphProblem(problem: GraphProblem): string {
  return `${problem.path}: ${problem.message}`;
}

// Every object is loose: fields the engine does not know pass through untouched. The schemas only
// check shape; the caller gets back the very object it passed in, so key order, unknown fields and
// values stay exactly as they were.
const finiteNumber = z.number();
const identifier = z.string().min(1);

const optionsSchema = z.looseObject({
  x: finiteNumber,
  y: finiteNumber,
  selectedUnit: z.string().nullable().optional(),
});

const controlItemSchema = z.looseObject({ id: identifier });

const nodeSchema = z.looseObject({
  id: identifier,
  type: identifier,
  version: z.string().refine(isSemanticVersion, { message: 'expected a semantic version such as 1.0.0' }),
  options: optionsSchema,
  controls: z.array(z.array(controlItemSchema)).optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  modes: z.array(z.looseObject({ id: identifier })).optional(),
  currentMode: z.string().optional(),
  note: z.string().optional(),
  detailView: z.boolean().optional(),
  messages: z.array(z.looseObject({ code: z.string() })).optional(),
});

const connectionSchema = z.looseObject({
  id: z.number().int(),
  from: z.looseObject({ nodeId: identifier, output: identifier }),
  to: z.looseObject({ nodeId: identifier, input: identifier }),
});

const groupSchema = z.looseObject({
  id: identifier,
  children: z.looseObject({ nodes: z.array(identifier) }),
  mode: z.string().optional(),
  size: z.looseObject({ x: finiteNumber, y: finiteNumber, width: finiteNumber }).optional(),
});

const graphSchema = z.looseObject({
  version: z.literal(graphFormatVersion, {
    error: (issue) =>
      `unsupported graph version ${JSON.stringify(issue.input)}; this engine reads ${graphFormatVersion}`,
  }),
  nodes: z.array(nodeSchema),
  connections: z.array(connectionSchema),
  groups: z.array(groupSchema).optional(),
});

function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? String(segment) : `.${String(segment)}`;
  }
  return text === '' ? '(graph)' : text;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  // Zod prefixes type errors with "Invalid input: "; the path already says where, so keep the
  // part that says what was expected.
  return issue.message.replace(/^Invalid input: /, '');
}

// Identity rules the schema cannot express: ids must be unique, or wires and groups would be
// ambiguous about which node they mean.
function findDuplicateIds(graph: GraphDocument): GraphProblem[] {
  const problems: GraphProblem[] = [];
  const nodeIndexById = new Map<string, number>();
  graph.nodes.forEach((node, index) => {
    const first = nodeIndexById.get(node.id);
    if (first === undefined) nodeIndexById.set(node.id, index);
    else
      problems.push({
        path: `nodes[${index}].id`,
        message: `duplicate node id "${node.id}" (also nodes[${first}])`,
      });
  });
  const connectionIndexById = new Map<number, number>();
  graph.connections.forEach((connection, index) => {
    const first = connectionIndexById.get(connection.id);
    if (first === undefined) connectionIndexById.set(connection.id, index);
    else
      problems.push({
        path: `connections[${index}].id`,
        message: `duplicate connection id ${connection.id} (also connections[${first}])`,
      });
  });
  const groupIndexById = new Map<string, number>();
  (graph.groups ?? []).forEach((group, index) => {
    const first = groupIndexById.get(group.id);
    if (first === undefined) groupIndexById.set(group.id, index);
    else
      problems.push({
        path: `groups[${index}].id`,
        message: `duplicate group id "${group.id}" (also groups[${first}])`,
      });
  });
  return problems;
}

/**
 * Checks that a value (already parsed from JSON) is a stored graph. On success the graph is the
 * same object that was passed in, so saving it again writes the same JSON.
 */
export function readGraph(value: unknown): GraphParseResult {
  const checked = graphSchema.safeParse(value);
  if (!checked.success) {
    return {
      ok: false,
      problems: checked.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: describeIssue(issue),
      })),
    };
  }
  const graph = value as GraphDocument;
  const duplicates = findDuplicateIds(graph);
  if (duplicates.length > 0) return { ok: false, problems: duplicates };
  return { ok: true, graph };
}

/** Parses the text of a stored graph, reporting text that is not JSON as a problem too. */
export function parseGraph(text: string): GraphParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ path: '(graph)', message: `not valid JSON: ${reason}` }] };
  }
  return readGraph(value);
}

/** Like `parseGraph`, for callers that prefer an exception: throws `GraphFormatError`. */
export function loadGraph(text: string): GraphDocument {
  const result = parseGraph(text);
  if (!result.ok) throw new GraphFormatError(result.problems);
  return result.graph;
}

/**
 * Writes a graph as JSON. A graph loaded from JSON that `JSON.stringify` wrote with the same
 * indentation is written back byte for byte.
 */
export function serializeGraph(graph: GraphDocument, options: { indent?: number } = {}): string {
  return JSON.stringify(graph, null, options.indent);
}
