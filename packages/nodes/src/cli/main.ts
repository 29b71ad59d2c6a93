// The graph command line: `npm run graph -- eval <graph.json> --out <dir>` evaluates a stored
// graph headless with the product's engine and node library and writes each export node's file.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { matchLanguage, supportedLanguages } from '@atelier/i18n';
import { evaluateGraphFile, GraphFileError, type GraphFileEvaluation } from './evaluate-graph';
import { qualityLines } from './quality';

const usage = `Usage: npm run graph -- eval <graph.json> --out <dir> [--file <id>=<path>]... [--language <tag>] [--quality]

Evaluates the graph and writes the file of every export node (image, vector and embroidery
exports, embroidery worksheets) into <dir>, named after the node.
Files that load image nodes name are read relative to the graph file, unless --file maps a file
id to a path. --language writes worksheets in one of the product's languages: de, en-GB, en-US
(the default), fr or it; a regional tag such as de-CH picks the closest. --quality measures
every embroidery export: stitch lengths against the set longest and shortest, fill coverage,
stitches in holes and row spacing, satin width and lean, jumps and trims, for the plan and for
the file read back.

Exit codes: 0 every export written; 1 an export failed or there is none; 2 the command, the
graph file or a node version is wrong.`;

function formatBytes(bytes: number): string {
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// `npm run` starts scripts in the repository root; paths on the command line are meant from the
// folder the command was typed in, which npm passes as INIT_CWD.
const workingDirectory = process.env['INIT_CWD'] ?? process.cwd();

function shownPath(filePath: string): string {
  const relative = path.relative(workingDirectory, filePath);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? filePath : relative;
}

function summarise(graphPath: string, evaluation: GraphFileEvaluation): string[] {
  const lines = [
    `Evaluated ${graphPath}: ${evaluation.graph.nodes.length} nodes in ${Math.round(evaluation.milliseconds)} ms`,
  ];
  for (const issue of evaluation.issues) lines.push(`  warning: ${issue.message}`);
  for (const outcome of evaluation.exports) {
    if (outcome.file) {
      const { file } = outcome;
      const size =
        file.width !== undefined ? `${file.width} x ${file.height} px, ${file.dotsPerInch} dpi, ` : '';
      lines.push(`  ${outcome.nodeId}: wrote ${shownPath(file.path)} (${size}${formatBytes(file.bytes)})`);
      if (outcome.quality) lines.push(...qualityLines(outcome.quality));
    } else {
      const failure = outcome.failure!;
      const where = failure.nodeId === outcome.nodeId ? '' : ` because node ${failure.nodeId} failed`;
      const reasons = failure.messages
        .filter((message) => message.severity === 'error')
        .map((message) => `${message.code}${message.detail ? `: ${message.detail}` : ''}`);
      lines.push(
        `  ${outcome.nodeId}: not written${where}: ${reasons.join('; ') || 'nothing to export (an input is empty)'}`,
      );
    }
  }
  if (evaluation.exports.length === 0)
    lines.push('  The graph has no export node, so there is nothing to write.');
  return lines;
}

export async function main(argv: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        out: { type: 'string', short: 'o' },
        file: { type: 'string', multiple: true },
        language: { type: 'string', short: 'l' },
        quality: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage}\n`);
    return 2;
  }
  const [command, graphPath, ...rest] = parsed.positionals;
  if (parsed.values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (command !== 'eval' || !graphPath || rest.length > 0 || !parsed.values.out) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const files: Record<string, string> = {};
  for (const mapping of parsed.values.file ?? []) {
    const separator = mapping.indexOf('=');
    if (separator < 1) {
      process.stderr.write(`--file expects <id>=<path>, got "${mapping}"\n`);
      return 2;
    }
    files[mapping.slice(0, separator)] = path.resolve(workingDirectory, mapping.slice(separator + 1));
  }
  const language = parsed.values.language === undefined ? 'en-US' : matchLanguage(parsed.values.language);
  if (!language) {
    process.stderr.write(
      `--language expects one of ${supportedLanguages.join(', ')}, got "${parsed.values.language}"\n`,
    );
    return 2;
  }
  try {
    const evaluation = await evaluateGraphFile({
      graphPath: path.resolve(workingDirectory, graphPath),
      outputDirectory: path.resolve(workingDirectory, parsed.values.out),
      files,
      worksheetLanguage: language,
      quality: parsed.values.quality ?? false,
    });
    process.stdout.write(`${summarise(graphPath, evaluation).join('\n')}\n`);
    const allWritten = evaluation.exports.length > 0 && evaluation.exports.every((outcome) => outcome.file);
    return allWritten ? 0 : 1;
  } catch (error) {
    if (error instanceof GraphFileError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
