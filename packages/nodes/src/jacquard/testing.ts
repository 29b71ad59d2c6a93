// Helpers for the jacquard node tests: a design image (and palette) wired into the node under
// test and evaluated by the real engine, and readers of the written files built from their
// specifications (Microsoft's BMP headers, WIF 1.1's INI layout), not from the writers' code.
import type { Colour, NodeDefinition, NodeResult, RasterImage } from '@atelier/graph';
import { evaluateGraph, fixtureImageNode, graphOf, nodeOf, wire } from '../support/testing';

const fixturePaletteNode: NodeDefinition = {
  id: 'test.fixture-palette',
  version: '1.0.0',
  family: 'test',
  title: 'test.fixture-palette',
  inputs: [],
  outputs: [{ name: 'palette', type: 'palette', label: 'palette' }],
  controls: [[{ id: 'file', kind: 'file', label: 'file', default: null, accept: [] }]],
  evaluate({ controls, resource }) {
    return { palette: resource(controls['file'] as string) };
  },
};

/** Runs a jacquard node on a design (and a palette of area colours, when given). */
export async function runOnDesign(
  definition: NodeDefinition,
  design: RasterImage,
  controls: Record<string, unknown> = {},
  palette?: Colour[],
): Promise<NodeResult> {
  const nodes = [
    nodeOf(fixtureImageNode, 'design', { file: 'design' }),
    nodeOf(definition, 'node', controls),
  ];
  const connections = [wire(1000, 'design', 'image', 'node')];
  if (palette) {
    nodes.push(nodeOf(fixturePaletteNode, 'palette', { file: 'palette' }));
    connections.push(wire(1001, 'palette', 'palette', 'node', 'palette'));
  }
  const results = await evaluateGraph(
    [fixtureImageNode, fixturePaletteNode, definition],
    graphOf(nodes, connections),
    ['node'],
    {
      design,
      palette,
    },
  );
  return results['node']!;
}

/** The values of a fresh result; fails the test with the messages otherwise. */
export function valuesOf(result: NodeResult): Record<string, unknown> {
  if (result.status !== 'fresh')
    throw new Error(`node is ${result.status}: ${JSON.stringify(result.messages)}`);
  return result.values;
}

/** A design image from a function giving each pixel's [red, green, blue, alpha]. */
export function designOf(
  width: number,
  height: number,
  colourAt: (x: number, y: number) => readonly number[],
): RasterImage {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) pixels.set(colourAt(x, y), (y * width + x) * 4);
  return { width, height, pixels, dotsPerInch: 72 };
}

/** A BMP read by its headers: size, bits per pixel, colour table and each pixel's index. */
export function readBmp(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = String.fromCharCode(bytes[0]!, bytes[1]!);
  const pixelOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const width = view.getInt32(18, true);
  const signedHeight = view.getInt32(22, true);
  const height = Math.abs(signedHeight);
  const bitsPerPixel = view.getUint16(28, true);
  const coloursUsed = view.getUint32(46, true) || 2 ** bitsPerPixel;
  const palette = Array.from({ length: coloursUsed }, (_, index) => {
    const offset = 14 + headerSize + index * 4;
    return [bytes[offset + 2]!, bytes[offset + 1]!, bytes[offset]!];
  });
  const rowBytes = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  return {
    signature,
    fileSize: view.getUint32(2, true),
    width,
    height,
    bitsPerPixel,
    compression: view.getUint32(30, true),
    palette,
    /** The palette index at column x of image row `row`, counted from the top. */
    indexAt(x: number, row: number): number {
      const stored = signedHeight > 0 ? height - 1 - row : row;
      const offset = pixelOffset + stored * rowBytes;
      if (bitsPerPixel === 8) return bytes[offset + x]!;
      return (bytes[offset + Math.floor(x / 8)]! >> (7 - (x % 8))) & 1;
    },
  };
}

/** Sections of a WIF (INI) text: section name (upper case) -> key (lower case) -> value. */
export function readWif(text: string): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>();
  let current = new Map<string, string>();
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith(';')) continue;
    const heading = /^\[(.+)\]$/.exec(line);
    if (heading) {
      current = new Map();
      sections.set(heading[1]!.toUpperCase(), current);
    } else {
      const equals = line.indexOf('=');
      current.set(line.slice(0, equals).trim().toLowerCase(), line.slice(equals + 1).trim());
    }
  }
  return sections;
}
