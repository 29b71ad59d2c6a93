// Placing a drawing or a stitch plan (millimetres) into a preview of pixels.

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Millimetres to preview pixels: `pixel = millimetre * scale + offset`. */
export interface Placement {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/**
 * The pixel size of a preview whose longest side is `longestSide` and whose shape follows the
 * content's box (a point or a line gets a square), and where the content sits in it: scaled to
 * fit inside `margin` pixels on every side, centred.
 */
export function previewPlacement(
  box: Box,
  longestSide: number,
  margin: number,
): { width: number; height: number; placement: Placement } {
  const contentWidth = Math.max(0, box.maxX - box.minX);
  const contentHeight = Math.max(0, box.maxY - box.minY);
  const larger = Math.max(contentWidth, contentHeight);
  const ratio = (side: number) => (larger > 0 ? Math.max(side / larger, 0.25) : 1);
  const width = Math.max(1, Math.round(longestSide * ratio(contentWidth)));
  const height = Math.max(1, Math.round(longestSide * ratio(contentHeight)));
  const innerWidth = Math.max(1, width - 2 * margin);
  const innerHeight = Math.max(1, height - 2 * margin);
  const scale =
    larger > 0
      ? Math.min(innerWidth / Math.max(contentWidth, 1e-9), innerHeight / Math.max(contentHeight, 1e-9))
      : 1;
  const offsetX = width / 2 - ((box.minX + box.maxX) / 2) * scale;
  const offsetY = height / 2 - ((box.minY + box.maxY) / 2) * scale;
  return { width, height, placement: { scale, offsetX, offsetY } };
}
