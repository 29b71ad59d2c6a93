// The stitch quality of an embroidery export, measured with the settings of the nodes that made
// its plan: the plan as planned, and the machine file as a machine reads it back.
import {
  effectiveControlValues,
  type GraphDocument,
  type GraphNode,
  type NodeRegistry,
} from '@atelier/graph';
import {
  embroideryFormats,
  encodeForFormat,
  formatRecordQuality,
  importDesign,
  isEmbroideryFormatId,
  stitchQuality,
  type FormatRecordQuality,
  type QualityOptions,
  type QualityReport,
  type SatinColumnOptions,
  type StitchPlan,
} from '@atelier/embroidery';
import { filledShapes, strokedLines } from '../embroidery/support';

export interface ExportQuality {
  /** The plan the export node was given, against the generators' settings. */
  plan: QualityReport;
  /** The written file read back: stitch lengths and jumps as the machine moves. */
  file: QualityReport;
  /** The records the format's writer was given, against the format's longest move. */
  records: FormatRecordQuality;
  /** The format's short name, such as "DST". */
  format: string;
}

interface NodeResult {
  status: string;
  values: Readonly<Record<string, unknown>>;
}

/** The generator nodes (fill, satin, running stitch) upstream of a node, nearest first. */
function generatorsUpstream(graph: GraphDocument, nodeId: string): GraphNode[] {
  const found: GraphNode[] = [];
  const seen = new Set<string>();
  const queue = [nodeId];
  while (queue.length > 0) {
    const current = queue.shift()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const node = graph.nodes.find((candidate) => candidate.id === current);
    if (!node) continue;
    if (['embroidery.fill', 'embroidery.satin', 'embroidery.running-stitch'].includes(node.type)) {
      found.push(node);
      continue;
    }
    for (const connection of graph.connections) {
      if (connection.to.nodeId === current) queue.push(connection.from.nodeId);
    }
  }
  return found;
}

/** The value arriving at a node's input, from the results of the node it is connected to. */
function inputValue(
  graph: GraphDocument,
  results: Readonly<Record<string, NodeResult>>,
  nodeId: string,
  input: string,
): unknown {
  const connection = graph.connections.find(
    (candidate) => candidate.to.nodeId === nodeId && candidate.to.input === input,
  );
  return connection ? results[connection.from.nodeId]?.values[connection.from.output] : undefined;
}

function controlsOf(graph: GraphDocument, registry: NodeRegistry, nodeId: string): Record<string, unknown> {
  const node = graph.nodes.find((candidate) => candidate.id === nodeId)!;
  return effectiveControlValues(node, registry.get(node.type, node.version)!);
}

/** Measures an export node's plan and file with the settings of the nodes that made the plan. */
export function exportQuality(
  graph: GraphDocument,
  registry: NodeRegistry,
  results: Readonly<Record<string, NodeResult>>,
  exportNodeId: string,
): ExportQuality | undefined {
  const exportNode = graph.nodes.find((node) => node.id === exportNodeId);
  const result = results[exportNodeId];
  if (!exportNode || exportNode.type !== 'embroidery.export' || result?.status !== 'fresh') return undefined;
  const plan = result.values['plan'] as StitchPlan | undefined;
  const file = result.values['file'] as { format?: unknown; bytes?: unknown; extension?: string } | undefined;
  if (!plan || !file || !isEmbroideryFormatId(file.format) || !(file.bytes instanceof Uint8Array))
    return undefined;
  const format = embroideryFormats[file.format];

  const generators = generatorsUpstream(graph, exportNodeId).map((node) => ({
    node,
    controls: effectiveControlValues(node, registry.get(node.type, node.version)!),
  }));
  // The set longest stitch of the design: the longest any of its generators allows. A satin
  // stitch spans the column and its pull compensation on both sides.
  const longest = generators.map(({ node, controls }) =>
    node.type === 'embroidery.fill'
      ? (controls['maxStitchLength'] as number)
      : node.type === 'embroidery.running-stitch'
        ? (controls['stitchLength'] as number)
        : (controls['width'] as number) + 2 * (controls['pullCompensation'] as number),
  );
  const common: QualityOptions = {
    maxStitchLength: longest.length > 0 ? Math.max(...longest) : undefined,
    minStitchLength: 0.3,
    trimJumpLength: (generators[0]?.controls['trimJumpLength'] as number | undefined) ?? 3,
    format: format.limits,
  };
  const planOptions: QualityOptions = { ...common };
  // Shapes are measured when every generator is of one kind, so a running stitch beside a fill
  // does not count as thread outside the fill.
  if (generators.length > 0 && generators.every(({ node }) => node.type === 'embroidery.fill')) {
    const first = generators[0]!.controls;
    planOptions.fill = {
      polygons: generators.flatMap(({ node }) =>
        filledShapes(inputValue(graph, results, node.id, 'title')).flatMap((shape) => shape.polygons),
      ),
      rowSpacing: first['rowSpacing'] as number,
      angle: first['angle'] as number,
    };
  }
  if (generators.length > 0 && generators.every(({ node }) => node.type === 'embroidery.satin')) {
    planOptions.satin = generators.flatMap(({ node, controls }) =>
      strokedLines(inputValue(graph, results, node.id, 'title'))
        .filter((path) => path.lines.length === 1)
        .map((path): SatinColumnOptions => ({
          centreLine: path.lines[0]!.points,
          closed: path.lines[0]!.closed,
          width: controls['width'] as number,
          pullCompensation: controls['pullCompensation'] as number,
        })),
    );
  }
  const readBack = importDesign(file.bytes, `design.${format.extension}`).plan;
  return {
    plan: stitchQuality(plan, planOptions),
    file: stitchQuality(readBack, common),
    records: formatRecordQuality(
      encodeForFormat(plan, format.limits, {
        formatName: format.name,
        tooManyColours:
          (controlsOf(graph, registry, exportNodeId)['tooManyColours'] as 'refuse' | 'merge') ?? 'refuse',
      }),
      format.limits,
    ),
    format: format.name,
  };
}

const millimetres = (value: number) => `${value.toFixed(2)} mm`;

/** The report as lines for the command line. */
export function qualityLines(quality: ExportQuality): string[] {
  const lines: string[] = [];
  const describe = (label: string, report: QualityReport) => {
    const { stitches, jumps, trims } = report;
    const limits = `set ${stitches.maximum === undefined ? `at least ${millimetres(stitches.minimum)}` : `${millimetres(stitches.minimum)} to ${millimetres(stitches.maximum)}`}`;
    lines.push(
      `    ${label}: ${stitches.count} stitches, longest ${millimetres(stitches.longest)}, shortest ${millimetres(stitches.shortest)} (${limits}): ${stitches.tooLong} too long, ${stitches.tooShort} too short`,
    );
    lines.push(
      `      jumps ${jumps.count}, longest ${millimetres(jumps.longest)}, ${jumps.overFormatLimit} longer than one ${quality.format} record (${millimetres(jumps.formatLimit ?? 0)}) and split; trims ${trims.count}, ${trims.wanted} wanted before long jumps, ${trims.missing} missing`,
    );
    if (report.fill) {
      const { fill } = report;
      lines.push(
        `      fill: ${fill.sewnArea.toFixed(0)} of ${fill.shapeArea.toFixed(0)} mm² sewn (${(fill.coverage * 100).toFixed(1)} %), ${fill.sewnOutside.toFixed(0)} mm² over the edge, ${fill.stitchesInHoles} stitches in holes, rows ${fill.rowSpacing.measured === undefined ? 'not measured' : millimetres(fill.rowSpacing.measured)} apart (set ${millimetres(fill.rowSpacing.set)})`,
      );
    }
    for (const [index, column] of (report.satin ?? []).entries()) {
      const width = column.width
        ? `width ${millimetres(column.width.median)} median, ${millimetres(column.width.narrowest)} to ${millimetres(column.width.widest)} (set ${millimetres(column.width.set)})`
        : 'no straight run to measure';
      const lean = column.lean
        ? `, lean ${column.lean.median.toFixed(1)}° median, ${column.lean.worst.toFixed(1)}° worst`
        : '';
      lines.push(`      satin ${index + 1}: ${width}${lean}, largest gap ${millimetres(column.largestGap)}`);
    }
  };
  describe('quality of the plan', quality.plan);
  describe(`quality of the ${quality.format} file read back`, quality.file);
  const { records } = quality;
  lines.push(
    `      ${quality.format} records: ${records.jumps} jumps, longest ${millimetres(records.longestJump)}; ${records.jumpsOverLimit} jumps and ${records.stitchesOverLimit} stitches over the format's limit`,
  );
  return lines;
}
