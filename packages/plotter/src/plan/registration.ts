// Registration marks for print-and-cut: the design is printed with these marks, and the cutter's
// optical sensor finds them to line its cuts up with the print. The layout is the one Silhouette
// and Graphtec cutters read: a filled square at the top left and L-shaped corner marks at the other
// three corners of a rectangle round the design.
import { requireNumber } from '../errors';
import { boundsOf } from '../geometry';
import type { CutShape } from '../job';

/** The side of the filled square at the top left, mm. */
export const registrationSquareSize = 5;
/** The length of each leg of the corner marks, mm. */
export const registrationMarkLength = 20;
/** The printed width of the corner marks' lines, mm. */
export const registrationLineWidth = 0.5;
/** The widest margin between the design and the marks, mm. */
export const maximumRegistrationMargin = 100;

/** The marks round the shapes (all but existing marks), `margin` away from them, as registration shapes. */
export function registrationShapes(shapes: readonly CutShape[], margin: number): CutShape[] {
  requireNumber('margin', margin, 0, maximumRegistrationMargin);
  const bounds = boundsOf(
    shapes.filter((shape) => shape.tool !== 'registration').flatMap((shape) => shape.points),
  );
  if (!bounds) return [];
  const left = bounds.x - margin - registrationSquareSize;
  const top = bounds.y - margin - registrationSquareSize;
  const right = bounds.x + bounds.width + margin + registrationSquareSize;
  const bottom = bounds.y + bounds.height + margin + registrationSquareSize;
  const leg = registrationMarkLength;
  const size = registrationSquareSize;
  return [
    {
      points: [
        { x: left, y: top },
        { x: left + size, y: top },
        { x: left + size, y: top + size },
        { x: left, y: top + size },
      ],
      closed: true,
      tool: 'registration',
    },
    {
      points: [
        { x: right - leg, y: top },
        { x: right, y: top },
        { x: right, y: top + leg },
      ],
      closed: false,
      tool: 'registration',
    },
    {
      points: [
        { x: left, y: bottom - leg },
        { x: left, y: bottom },
        { x: left + leg, y: bottom },
      ],
      closed: false,
      tool: 'registration',
    },
    {
      points: [
        { x: right - leg, y: bottom },
        { x: right, y: bottom },
        { x: right, y: bottom - leg },
      ],
      closed: false,
      tool: 'registration',
    },
  ];
}
