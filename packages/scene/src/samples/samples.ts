// The sample products a design is shown on: a T-shirt, a mug, a tote bag, a cap and a cushion,
// generated here in code (so they ship under the product's own licence, with no model files).
// Each is split into named meshes so a design can be put on one part: the T-shirt's, tote's,
// cap's and cushion's `front`, the mug's `body`. Sizes are those of the real goods, in metres.
import {
  BufferGeometry,
  LatheGeometry,
  PlaneGeometry,
  RingGeometry,
  Shape,
  ShapeGeometry,
  SphereGeometry,
  TorusGeometry,
  Vector2,
} from 'three';
import { defaultMaterial, identityMatrix } from '../build';
import { SceneError, requireWholeNumber } from '../errors';
import { geometryFromThree, mergeGeometries } from '../geometry';
import { maximumSegments } from '../limits';
import type { SceneColour, SceneGeometry, SceneMaterial, SceneMesh } from '../scene';

export const sampleModelIds = ['t-shirt', 'mug', 'tote-bag', 'cap', 'cushion'] as const;

export type SampleModelId = (typeof sampleModelIds)[number];

/** The named levels of detail and the segments each gives round curves. */
export const polyCountSegments = { low: 12, medium: 32, high: 64 } as const;

export type PolyCount = keyof typeof polyCountSegments;

export interface SampleModelOptions {
  /** A named level of detail, or the segments round curves get (3 to `maximumSegments`). */
  polyCount: PolyCount | number;
  /** Keep the sample's own materials (cotton, glazed ceramic, canvas); off gives the default one. */
  includeMaterials: boolean;
}

/** The mesh names of each sample, the first the one a design goes on. */
export const sampleModelParts: Readonly<Record<SampleModelId, readonly string[]>> = {
  't-shirt': ['front', 'back', 'sides'],
  mug: ['body', 'inside', 'handle'],
  'tote-bag': ['front', 'body', 'straps'],
  cap: ['front', 'crown', 'brim'],
  cushion: ['front', 'back'],
};

function fabric(name: string, colour: SceneColour, sheen: number): SceneMaterial {
  return {
    ...defaultMaterial(name),
    colour,
    roughness: 0.9,
    sheen,
    sheenColour: { red: 255, green: 255, blue: 255 },
    doubleSided: true,
  };
}

const sampleMaterials: Readonly<Record<SampleModelId, SceneMaterial>> = {
  't-shirt': fabric('cotton jersey', { red: 246, green: 246, blue: 242 }, 0.5),
  mug: { ...defaultMaterial('glazed ceramic'), colour: { red: 250, green: 250, blue: 250 }, roughness: 0.15 },
  'tote-bag': fabric('cotton canvas', { red: 232, green: 222, blue: 198 }, 0.3),
  cap: fabric('cotton twill', { red: 32, green: 42, blue: 72 }, 0.4),
  cushion: fabric('linen', { red: 182, green: 190, blue: 200 }, 0.6),
};

function segmentsOf(polyCount: PolyCount | number): number {
  if (typeof polyCount === 'string') {
    const segments = polyCountSegments[polyCount];
    if (segments === undefined) {
      throw new SceneError('invalid-option', `"${String(polyCount)}" is not a level of detail`, {
        option: 'polyCount',
      });
    }
    return segments;
  }
  return requireWholeNumber('polyCount', polyCount, 3, maximumSegments);
}

/** A sample product model as meshes, centred on the floor beneath it, its front facing +z. */
export function sampleModel(id: SampleModelId, options: SampleModelOptions): SceneMesh[] {
  const segments = segmentsOf(options.polyCount);
  const parts = buildSample(id, segments);
  const material = options.includeMaterials ? sampleMaterials[id] : defaultMaterial();
  if (!parts)
    throw new SceneError('invalid-option', `"${String(id)}" is not a sample model`, { option: 'model' });
  return sampleModelParts[id].map((name) => ({
    id: `${id}-${name}`,
    name,
    geometry: parts[name]!,
    matrix: [...identityMatrix],
    material: { ...material, colour: { ...material.colour }, sheenColour: { ...material.sheenColour } },
    castShadow: true,
    receiveShadow: true,
  }));
}

function buildSample(id: SampleModelId, segments: number): Record<string, SceneGeometry> | undefined {
  switch (id) {
    case 't-shirt':
      return tShirt(segments);
    case 'mug':
      return mug(segments);
    case 'tote-bag':
      return toteBag(segments);
    case 'cap':
      return cap(segments);
    case 'cushion':
      return cushion(segments);
    default:
      return undefined;
  }
}

/**
 * The T-shirt's outline seen from the front, counter-clockwise from the right hem: body 0.50 m
 * wide and 0.70 m long, short sleeves, a scooped neck.
 */
function tShirtOutline(segments: number): Vector2[] {
  const shape = new Shape();
  shape.moveTo(0.25, 0);
  shape.lineTo(0.25, 0.47);
  shape.lineTo(0.36, 0.4);
  shape.lineTo(0.43, 0.52);
  shape.lineTo(0.2, 0.68);
  shape.lineTo(0.09, 0.7);
  shape.quadraticCurveTo(0, 0.58, -0.09, 0.7);
  shape.lineTo(-0.2, 0.68);
  shape.lineTo(-0.43, 0.52);
  shape.lineTo(-0.36, 0.4);
  shape.lineTo(-0.25, 0.47);
  shape.lineTo(-0.25, 0);
  shape.closePath();
  const points = shape.getPoints(Math.max(2, Math.round(segments / 2)));
  // getPoints repeats the first point at the end of a closed shape.
  if (points.length > 1 && points[0]!.equals(points[points.length - 1]!)) points.pop();
  return points;
}

/**
 * The chest print area the front's texture coordinates span: 0.32 m wide, 0.36 m high, its top
 * 0.12 m below the shoulders. A design placed at (0, 0)-(1, 1) lands there, like a screen print.
 */
export const tShirtPrintArea = { left: -0.16, right: 0.16, bottom: 0.2, top: 0.56 } as const;

const tShirtHalfDepth = 0.06;

function tShirt(segments: number): Record<string, SceneGeometry> {
  const outline = tShirtOutline(segments);
  const area = tShirtPrintArea;
  const panel = (z: number, facing: 1 | -1): SceneGeometry => {
    const geometry = geometryFromThree(new ShapeGeometry(new Shape(outline), 1));
    for (let vertex = 0; vertex * 3 < geometry.positions.length; vertex += 1) {
      const x = geometry.positions[vertex * 3]!;
      const y = geometry.positions[vertex * 3 + 1]!;
      geometry.positions[vertex * 3 + 2] = z;
      geometry.normals![vertex * 3 + 2] = facing;
      // From behind, the back's design reads left to right as well.
      const u = (x - area.left) / (area.right - area.left);
      geometry.uvs![vertex * 2] = facing === 1 ? u : 1 - u;
      geometry.uvs![vertex * 2 + 1] = (y - area.bottom) / (area.top - area.bottom);
    }
    if (facing === -1) flipWinding(geometry);
    return geometry;
  };
  return {
    front: panel(tShirtHalfDepth, 1),
    back: panel(-tShirtHalfDepth, -1),
    sides: sideStrip(outline, tShirtHalfDepth),
  };
}

function flipWinding(geometry: SceneGeometry): void {
  const indices = geometry.indices!;
  for (let index = 0; index < indices.length; index += 3) {
    const second = indices[index + 1]!;
    indices[index + 1] = indices[index + 2]!;
    indices[index + 2] = second;
  }
}

/** The band joining a counter-clockwise outline at z = +halfDepth to the same at -halfDepth. */
function sideStrip(outline: readonly Vector2[], halfDepth: number): SceneGeometry {
  const count = outline.length;
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const lengths = outline.map((point, index) => point.distanceTo(outline[(index + 1) % count]!));
  const perimeter = lengths.reduce((sum, length) => sum + length, 0);
  let travelled = 0;
  for (let index = 0; index < count; index += 1) {
    const from = outline[index]!;
    const to = outline[(index + 1) % count]!;
    const length = lengths[index]!;
    if (length === 0) continue;
    // Outward for a counter-clockwise outline: the edge direction turned a quarter clockwise.
    const normal = [(to.y - from.y) / length, -(to.x - from.x) / length, 0];
    const base = positions.length / 3;
    for (const [point, along] of [
      [from, travelled],
      [to, travelled + length],
    ] as const) {
      for (const z of [halfDepth, -halfDepth]) {
        positions.push(point.x, point.y, z);
        normals.push(...normal);
        uvs.push(along / perimeter, z > 0 ? 1 : 0);
      }
    }
    indices.push(base, base + 1, base + 2, base + 2, base + 1, base + 3);
    travelled += length;
  }
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    uvs: new Float32Array(uvs),
    indices: new Uint32Array(indices),
  };
}

/** A 330 ml mug: 82 mm across, 95 mm high, 4 mm walls, a round handle on its right. */
function mug(segments: number): Record<string, SceneGeometry> {
  const radius = 0.041;
  const height = 0.095;
  const wall = 0.004;
  const rows = Math.max(1, Math.round(segments / 4));
  // The outer wall alone, so its texture coordinates go once around (u) and bottom to top (v).
  const wallProfile = Array.from(
    { length: rows + 1 },
    (_, row) => new Vector2(radius, (height * row) / rows),
  );
  const inside = new LatheGeometry(
    [
      new Vector2(radius, height),
      new Vector2(radius - wall, height),
      new Vector2(radius - wall, wall),
      new Vector2(0.0001, wall),
    ],
    segments,
  );
  const base = new LatheGeometry([new Vector2(0.0001, 0), new Vector2(radius, 0)], segments);
  const handle = new TorusGeometry(0.028, 0.0065, Math.max(6, Math.round(segments / 3)), segments, Math.PI);
  handle.rotateZ(-Math.PI / 2);
  handle.translate(radius, height / 2, 0);
  return {
    body: geometryFromThree(new LatheGeometry(wallProfile, segments)),
    inside: mergeGeometries([geometryFromThree(inside), geometryFromThree(base)]),
    handle: geometryFromThree(handle),
  };
}

/** A tote bag of 38 x 42 cm, 8 cm deep, open at the top, with two strap loops. */
function toteBag(segments: number): Record<string, SceneGeometry> {
  const width = 0.38;
  const height = 0.42;
  const depth = 0.08;
  const face = (planeWidth: number, planeHeight: number, place: (geometry: PlaneGeometry) => void) => {
    const geometry = new PlaneGeometry(planeWidth, planeHeight, 1, 1);
    place(geometry);
    return geometryFromThree(geometry);
  };
  const front = face(width, height, (geometry) => geometry.translate(0, height / 2, depth / 2));
  const back = face(width, height, (geometry) =>
    geometry.rotateY(Math.PI).translate(0, height / 2, -depth / 2),
  );
  const right = face(depth, height, (geometry) =>
    geometry.rotateY(Math.PI / 2).translate(width / 2, height / 2, 0),
  );
  const left = face(depth, height, (geometry) =>
    geometry.rotateY(-Math.PI / 2).translate(-width / 2, height / 2, 0),
  );
  const bottom = face(width, depth, (geometry) => geometry.rotateX(Math.PI / 2));
  const strap = (z: number) => {
    const geometry = new TorusGeometry(0.1, 0.008, 6, segments, Math.PI);
    geometry.translate(0, height, z);
    return geometryFromThree(geometry);
  };
  return {
    front,
    body: mergeGeometries([back, right, left, bottom]),
    straps: mergeGeometries([strap(depth / 2 - 0.01), strap(-depth / 2 + 0.01)]),
  };
}

/**
 * A six-panel baseball cap: a half-sphere crown 19 cm across with its front panels (100° of the
 * circle, from the button to the brim) as their own mesh, where a patch or embroidery goes, and
 * a curved brim reaching 7 cm forward.
 */
function cap(segments: number): Record<string, SceneGeometry> {
  const radius = 0.095;
  const frontAngle = (100 * Math.PI) / 180;
  const rows = Math.max(3, Math.round(segments / 2));
  // three's sphere puts angle φ = π/2 at +z, the front; φ grows towards +x.
  const front = new SphereGeometry(
    radius,
    Math.max(3, Math.round(segments / 3)),
    rows,
    Math.PI / 2 - frontAngle / 2,
    frontAngle,
    0,
    Math.PI / 2,
  );
  const crown = new SphereGeometry(
    radius,
    segments,
    rows,
    Math.PI / 2 + frontAngle / 2,
    2 * Math.PI - frontAngle,
    0,
    Math.PI / 2,
  );
  const brim = new RingGeometry(
    radius,
    radius * 1.75,
    segments,
    1,
    -Math.PI / 2 - (70 * Math.PI) / 180,
    (140 * Math.PI) / 180,
  );
  brim.rotateX(-Math.PI / 2);
  // The brim curves down towards its sides, as a pre-curved brim does.
  const position = brim.getAttribute('position');
  for (let vertex = 0; vertex < position.count; vertex += 1) {
    const x = position.getX(vertex);
    position.setY(vertex, -0.6 * (x * x));
  }
  brim.computeVertexNormals();
  return { front: geometryFromThree(front), crown: geometryFromThree(crown), brim: geometryFromThree(brim) };
}

/** A 45 x 45 cm cushion, its front and back puffed out to 12 cm thick in the middle. */
function cushion(segments: number): Record<string, SceneGeometry> {
  const side = 0.45;
  const puff = 0.06;
  const puffedSide = (facing: 1 | -1) => {
    const geometry: BufferGeometry = new PlaneGeometry(side, side, segments, segments);
    const position = geometry.getAttribute('position');
    for (let vertex = 0; vertex < position.count; vertex += 1) {
      const x = (2 * position.getX(vertex)) / side;
      const y = (2 * position.getY(vertex)) / side;
      position.setZ(vertex, puff * (1 - x * x) * (1 - y * y));
    }
    if (facing === -1) geometry.rotateY(Math.PI);
    geometry.translate(0, side / 2, 0);
    geometry.computeVertexNormals();
    return geometryFromThree(geometry);
  };
  return { front: puffedSide(1), back: puffedSide(-1) };
}
