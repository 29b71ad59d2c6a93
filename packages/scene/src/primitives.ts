// The primitive shapes, built with three.js's geometry classes (which compute positions, normals
// and texture coordinates without a WebGL context) and copied into the scene's typed arrays.
import { BoxGeometry, CylinderGeometry, PlaneGeometry, SphereGeometry, TorusGeometry } from 'three';
import { requireNumber, requireWholeNumber } from './errors';
import { geometryFromThree } from './geometry';
import { maximumSegments, maximumSize, minimumSize } from './limits';
import type { SceneGeometry } from './scene';

export const primitiveShapes = ['plane', 'box', 'sphere', 'cylinder', 'torus'] as const;

export type PrimitiveShape = (typeof primitiveShapes)[number];

export interface PrimitiveOptions {
  shape: PrimitiveShape;
  /** Metres: a plane's and box's width (x), a sphere's, cylinder's and torus's radius. */
  width: number;
  /** Metres: a plane's, box's and cylinder's height (y); a torus's tube radius. */
  height: number;
  /** Metres: a box's depth (z). */
  depth: number;
  /** Segments around (sphere, cylinder, torus) or across (plane, box). */
  segments: number;
  /** Segments up (sphere, cylinder), around the tube (torus) or along y (plane, box). */
  heightSegments: number;
}

/** A primitive shape centred on the origin, y up, its front facing +z. */
export function primitiveGeometry(options: PrimitiveOptions): SceneGeometry {
  const width = requireNumber('width', options.width, minimumSize, maximumSize);
  const height = requireNumber('height', options.height, minimumSize, maximumSize);
  const depth = requireNumber('depth', options.depth, minimumSize, maximumSize);
  const segments = requireWholeNumber('segments', options.segments, 1, maximumSegments);
  const heightSegments = requireWholeNumber('heightSegments', options.heightSegments, 1, maximumSegments);
  switch (options.shape) {
    case 'plane':
      return geometryFromThree(new PlaneGeometry(width, height, segments, heightSegments));
    case 'box':
      return geometryFromThree(new BoxGeometry(width, height, depth, segments, heightSegments, segments));
    case 'sphere':
      return geometryFromThree(new SphereGeometry(width, Math.max(3, segments), Math.max(2, heightSegments)));
    case 'cylinder':
      return geometryFromThree(
        new CylinderGeometry(width, width, height, Math.max(3, segments), heightSegments),
      );
    case 'torus':
      return geometryFromThree(
        new TorusGeometry(width, Math.min(height, width), Math.max(3, heightSegments), Math.max(3, segments)),
      );
  }
}
