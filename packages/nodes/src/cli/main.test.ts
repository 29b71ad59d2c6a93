import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createNode, type GraphDocument, type GraphNode } from '@atelier/graph';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeRegistry } from '../registry';

// The command line as a user runs it: a separate Node process on a graph file in a folder.
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const entry = path.join(repositoryRoot, 'packages', 'nodes', 'src', 'cli', 'main.ts');
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'atelier-graph-cli-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function run(
  args: string[],
  workingDirectory = folder,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, INIT_CWD: workingDirectory },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

function node(type: string, id: string, controls: Record<string, unknown> = {}): GraphNode {
  const stored = createNode(nodeRegistry.latest(type)!, id, { x: 0, y: 0 });
  stored.controls = stored.controls!.map((row) =>
    row.map((item) => (item.id in controls ? { ...item, value: controls[item.id] } : item)),
  );
  return stored;
}

function chain(...nodes: GraphNode[]): GraphDocument {
  return {
    version: '1.0.0',
    nodes,
    connections: nodes.slice(1).map((target, index) => ({
      id: 1000 + index,
      from: { nodeId: nodes[index]!.id, output: 'image' },
      to: { nodeId: target.id, input: 'title' },
    })),
    groups: [],
  };
}

async function writeGraph(name: string, graph: unknown): Promise<string> {
  const graphPath = path.join(folder, name);
  await writeFile(graphPath, typeof graph === 'string' ? graph : JSON.stringify(graph, null, 2));
  return graphPath;
}

describe('npm run graph -- eval', () => {
  it('evaluates a graph headless and writes the export node’s PNG', async () => {
    const graphPath = await writeGraph(
      'poster.json',
      chain(
        node('image.solid-colour', 'background', {
          width: 4,
          height: 3,
          colour: { red: 200, green: 100, blue: 50, alpha: 255 },
        }),
        node('image.invert', 'negative'),
        node('image.export', 'poster', { dpi: 300 }),
      ),
    );
    const result = await run(['eval', graphPath, '--out', path.join(folder, 'out')]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('poster: wrote');
    expect(result.stdout).toContain('(4 x 3 px, 300 dpi,');
    const png = await readFile(path.join(folder, 'out', 'poster.png'));
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.density]).toEqual(['png', 4, 3, 300]);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    // Pixel (2, 1): 255 minus (200, 100, 50).
    const offset = (1 * 4 + 2) * 4;
    expect([...data.subarray(offset, offset + 4)]).toEqual([55, 155, 205, 255]);
  });

  it('reads files that load image nodes name relative to the graph, and paths relative to where it was typed', async () => {
    const photo = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(folder, 'photo.jpg'), photo);
    await writeGraph(
      'photo.json',
      chain(
        node('image.load', 'photo', { file: 'photo.jpg' }),
        node('image.export', 'small', { width: 6, format: 'webp' }),
      ),
    );
    const result = await run(['eval', 'photo.json', '--out', 'relative-out']);
    expect(result.code).toBe(0);
    const metadata = await sharp(await readFile(path.join(folder, 'relative-out', 'small.webp'))).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 6, 4]);
  });

  it('writes vector files, embroidery machine files and worksheets as well', async () => {
    const graph: GraphDocument = {
      version: '1.0.0',
      nodes: [
        node('vector.rectangle', 'shape'),
        node('embroidery.fill', 'fill'),
        node('embroidery.export', 'machine'),
        node('embroidery.worksheet', 'sheet'),
        node('vector.export', 'cut'),
      ],
      connections: [
        { id: 1000, from: { nodeId: 'shape', output: 'vector' }, to: { nodeId: 'fill', input: 'title' } },
        { id: 1001, from: { nodeId: 'fill', output: 'plan' }, to: { nodeId: 'machine', input: 'title' } },
        { id: 1002, from: { nodeId: 'fill', output: 'plan' }, to: { nodeId: 'sheet', input: 'title' } },
        { id: 1003, from: { nodeId: 'shape', output: 'vector' }, to: { nodeId: 'cut', input: 'title' } },
      ],
      groups: [],
    };
    const result = await run([
      'eval',
      await writeGraph('patch.json', graph),
      '--out',
      path.join(folder, 'patch'),
    ]);
    expect(result.code).toBe(0);
    // A DST file starts with its 512-byte header, whose first field is the label; a PDF with %PDF.
    const dst = await readFile(path.join(folder, 'patch', 'machine.dst'));
    expect(dst.subarray(0, 3).toString('latin1')).toBe('LA:');
    const pdf = await readFile(path.join(folder, 'patch', 'sheet.pdf'));
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(await readFile(path.join(folder, 'patch', 'cut.svg'), 'utf8')).toMatch(
      /<svg[^>]*width="[\d.]+mm"/,
    );
  });

  it('writes worksheets in the language asked for, and refuses a language it does not have', async () => {
    const graph: GraphDocument = {
      version: '1.0.0',
      nodes: [
        node('vector.rectangle', 'shape'),
        node('embroidery.fill', 'fill'),
        node('embroidery.worksheet', 'sheet'),
      ],
      connections: [
        { id: 1000, from: { nodeId: 'shape', output: 'vector' }, to: { nodeId: 'fill', input: 'title' } },
        { id: 1001, from: { nodeId: 'fill', output: 'plan' }, to: { nodeId: 'sheet', input: 'title' } },
      ],
      groups: [],
    };
    const graphPath = await writeGraph('sheet.json', graph);
    const result = await run(['eval', graphPath, '--out', path.join(folder, 'de'), '--language', 'de-CH']);
    expect(result.code).toBe(0);
    const text = execFileSync('pdftotext', ['-layout', path.join(folder, 'de', 'sheet.pdf'), '-'], {
      encoding: 'utf8',
    });
    // The default rectangle is 50 x 30 mm (fill rows stop just inside its top and bottom edges);
    // German writes decimals with a comma and thousands with a point.
    expect(text).toContain('Stick-Arbeitsblatt');
    expect(text).toMatch(/Motivgröße\s+50,0 × (29,\d|30,0) mm/);
    expect(text).toMatch(/Stiche\s+\d\.\d{3}\n/);
    expect(text).toContain('Farbwechsel');

    const refused = await run(['eval', graphPath, '--out', path.join(folder, 'xx'), '--language', 'klingon']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--language expects one of de, en-US, en-GB, fr, it, got "klingon"');
  });

  it('writes the exports that work, reports the one whose node failed and exits with 1', async () => {
    const graph = chain(
      node('image.solid-colour', 'background', { width: 2, height: 2 }),
      node('image.gaussian-blur', 'blur'),
    );
    graph.nodes.push(node('image.export', 'good'), node('image.export', 'bad'));
    graph.nodes.push(node('image.gaussian-blur', 'broken', { sigma: 1000 }));
    graph.connections.push(
      { id: 1001, from: { nodeId: 'blur', output: 'image' }, to: { nodeId: 'good', input: 'title' } },
      { id: 1002, from: { nodeId: 'background', output: 'image' }, to: { nodeId: 'broken', input: 'title' } },
      { id: 1003, from: { nodeId: 'broken', output: 'image' }, to: { nodeId: 'bad', input: 'title' } },
    );
    const result = await run([
      'eval',
      await writeGraph('partly.json', graph),
      '--out',
      path.join(folder, 'partly'),
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('good: wrote');
    expect(result.stdout).toMatch(
      /bad: not written because node broken failed: invalid-parameter: control "sigma"/,
    );
    expect((await sharp(await readFile(path.join(folder, 'partly', 'good.png'))).metadata()).width).toBe(2);
  });

  it('refuses a file that is not JSON, not a graph, or names a node version that does not exist', async () => {
    const notJson = await run(['eval', await writeGraph('broken.json', '{ "version": '), '--out', folder]);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/broken\.json is not JSON/);

    const notGraph = await run([
      'eval',
      await writeGraph('list.json', { version: '1.0.0', nodes: 'none' }),
      '--out',
      folder,
    ]);
    expect(notGraph.code).toBe(2);
    expect(notGraph.stderr).toMatch(/list\.json is not a graph:\n {2}nodes: /);

    const future = chain(node('image.solid-colour', 'background'), node('image.export', 'poster'));
    future.nodes[0]!.version = '9.0.0';
    const unknownVersion = await run(['eval', await writeGraph('future.json', future), '--out', folder]);
    expect(unknownVersion.code).toBe(2);
    expect(unknownVersion.stderr).toMatch(/does not have:\n.*version 9\.0\.0 of "image\.solid-colour"/);

    const missing = await run(['eval', path.join(folder, 'nowhere.json'), '--out', folder]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no such file/);
  });

  it('prints the stitch quality of an embroidery export with --quality, and only then', async () => {
    const example = path.join(repositoryRoot, 'examples', 'embroidery', 'running-stitch-ellipse.json');
    const measured = await run(['eval', example, '--out', folder, '--quality']);
    expect(measured.code).toBe(0);
    // The running stitch node is set to 2.5 mm; 0.3 mm is the shortest stitch a machine forms.
    expect(measured.stdout).toMatch(
      /quality of the plan: \d+ stitches, longest [\d.]+ mm, shortest [\d.]+ mm \(set 0\.30 mm to 2\.50 mm\): 0 too long, 0 too short/,
    );
    expect(measured.stdout).toMatch(/quality of the EXP file read back: /);
    expect(measured.stdout).toMatch(
      /EXP records: \d+ jumps, longest [\d.]+ mm; 0 jumps and 0 stitches over the format's limit/,
    );

    const plain = await run(['eval', example, '--out', folder]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).not.toMatch(/quality/);
  });

  it('explains its usage when the command is incomplete', async () => {
    const result = await run(['eval']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Usage: npm run graph -- eval <graph.json> --out <dir>/);
  });
});
