import { requireColour, type Colour } from './colour';
import { blankLike, copyImage, type RasterImage, validateImage } from './image';
import { requireInteger, requireNumber } from './options';
import { pixelWords } from './pixels';

export interface CropOptions {
  /** Left edge of the kept rectangle, in pixels from the image's left edge. */
  readonly left: number;
  /** Top edge of the kept rectangle, in pixels from the image's top edge. */
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Keeps a rectangle of the image; the rectangle must lie inside it. */
export function crop(image: RasterImage, options: CropOptions): RasterImage {
  validateImage(image);
  const left = requireInteger(options?.left, 'left', 0, image.width - 1);
  const top = requireInteger(options.top, 'top', 0, image.height - 1);
  const width = requireInteger(options.width, 'width', 1, image.width - left);
  const height = requireInteger(options.height, 'height', 1, image.height - top);
  const output = blankLike(image, width, height);
  for (let y = 0; y < height; y++) {
    const start = ((top + y) * image.width + left) * 4;
    output.data.set(image.data.subarray(start, start + width * 4), y * width * 4);
  }
  return output;
}

/** Mirrors the image left to right. */
export function flipHorizontal(image: RasterImage): RasterImage {
  validateImage(image);
  const { width, height } = image;
  const output = blankLike(image);
  const source = pixelWords(image.data);
  const target = pixelWords(output.data);
  for (let y = 0; y < height; y++) {
    const rowStart = y * width;
    const rowEnd = rowStart + width - 1;
    for (let x = 0; x < width; x++) target[rowStart + x] = source[rowEnd - x];
  }
  return output;
}

/** Turns the image upside down (mirrors top to bottom). */
export function flipVertical(image: RasterImage): RasterImage {
  validateImage(image);
  const { width, height } = image;
  const output = blankLike(image);
  const rowBytes = width * 4;
  for (let y = 0; y < height; y++) {
    const start = (height - 1 - y) * rowBytes;
    output.data.set(image.data.subarray(start, start + rowBytes), y * rowBytes);
  }
  return output;
}

export interface RotateOptions {
  /** Degrees clockwise. Multiples of 90 move pixels exactly; other angles resample bilinearly. */
  readonly angle: number;
  /** Fills the corners that a non-right angle uncovers; transparent by default. */
  readonly background?: Colour;
}

const TRANSPARENT: Colour = { red: 0, green: 0, blue: 0, alpha: 0 };

/**
 * Rotates clockwise about the centre. A right angle turns the pixel grid exactly (90 and 270
 * swap width and height). Any other angle enlarges the canvas to the rotated image's bounding
 * box and samples bilinearly, weighting colour by alpha so that the uncovered, transparent
 * corners do not darken the edges.
 */
export function rotate(image: RasterImage, options: RotateOptions): RasterImage {
  validateImage(image);
  const angle = requireNumber(options?.angle, 'angle');
  const background = requireColour(options.background ?? TRANSPARENT, 'background');
  const turned = ((angle % 360) + 360) % 360;
  if (turned % 90 === 0) return rotateRightAngle(image, turned / 90);
  return rotateBilinear(image, (turned * Math.PI) / 180, background);
}

/** Rotation by quarter turns clockwise, copying pixel words in square tiles to stay in cache. */
function rotateRightAngle(image: RasterImage, quarterTurns: number): RasterImage {
  const { width, height } = image;
  if (quarterTurns === 0) return copyImage(image);
  if (quarterTurns === 2) {
    const output = blankLike(image);
    reverseWords(pixelWords(image.data), pixelWords(output.data));
    return output;
  }
  const output = blankLike(image, height, width);
  const source = pixelWords(image.data);
  const target = pixelWords(output.data);
  const tile = 64;
  for (let tileY = 0; tileY < height; tileY += tile) {
    const endY = Math.min(height, tileY + tile);
    for (let tileX = 0; tileX < width; tileX += tile) {
      const endX = Math.min(width, tileX + tile);
      if (quarterTurns === 1) copyTileClockwise(source, target, width, height, tileX, endX, tileY, endY);
      else copyTileAnticlockwise(source, target, width, tileX, endX, tileY, endY);
    }
  }
  return output;
}

function reverseWords(source: Int32Array, target: Int32Array): void {
  const last = source.length - 1;
  for (let index = 0; index <= last; index++) target[index] = source[last - index];
}

// Output (x', y') of a clockwise quarter turn shows input (y', height - 1 - x'); so input (x, y)
// lands at (height - 1 - y, x) in an image `height` wide.
function copyTileClockwise(
  source: Int32Array,
  target: Int32Array,
  width: number,
  height: number,
  startX: number,
  endX: number,
  startY: number,
  endY: number,
): void {
  for (let y = startY; y < endY; y++) {
    const targetColumn = height - 1 - y;
    for (let x = startX; x < endX; x++) target[x * height + targetColumn] = source[y * width + x];
  }
}

// Anticlockwise: input (x, y) lands at (y, width - 1 - x).
function copyTileAnticlockwise(
  source: Int32Array,
  target: Int32Array,
  width: number,
  startX: number,
  endX: number,
  startY: number,
  endY: number,
): void {
  const height = source.length / width;
  for (let y = startY; y < endY; y++) {
    for (let x = startX; x < endX; x++) target[(width - 1 - x) * height + y] = source[y * width + x];
  }
}

function rotateBilinear(image: RasterImage, radians: number, background: Colour): RasterImage {
  const { width, height } = image;
  const cosine = Math.cos(radians);
  const sine = Math.sin(radians);
  // The bounding box of the turned rectangle; the tolerance keeps float noise from adding a pixel.
  const outputWidth = Math.max(1, Math.ceil(Math.abs(width * cosine) + Math.abs(height * sine) - 1e-6));
  const outputHeight = Math.max(1, Math.ceil(Math.abs(width * sine) + Math.abs(height * cosine) - 1e-6));
  const output = blankLike(image, outputWidth, outputHeight);
  const outputCentreX = outputWidth / 2;
  const outputCentreY = outputHeight / 2;
  for (let y = 0; y < outputHeight; y++) {
    // Inverse rotation of the row's first output pixel centre into the input, in pixel-index
    // space; each step right moves (cosine, -sine) there.
    const offsetX = 0.5 - outputCentreX;
    const offsetY = y + 0.5 - outputCentreY;
    rotateRow(
      image,
      output.data,
      y * outputWidth,
      outputWidth,
      width / 2 + offsetX * cosine + offsetY * sine - 0.5,
      height / 2 - offsetX * sine + offsetY * cosine - 0.5,
      cosine,
      -sine,
      background,
    );
  }
  return output;
}

function rotateRow(
  image: RasterImage,
  target: Uint8ClampedArray,
  rowStart: number,
  outputWidth: number,
  startX: number,
  startY: number,
  stepX: number,
  stepY: number,
  background: Colour,
): void {
  const { width, height, data } = image;
  const words = pixelWords(data);
  const targetWords = pixelWords(target);
  const backgroundAlpha = background.alpha / 255;
  for (let x = 0; x < outputWidth; x++) {
    const sourceX = startX + x * stepX;
    const sourceY = startY + x * stepY;
    const left = Math.floor(sourceX);
    const top = Math.floor(sourceY);
    const fractionX = sourceX - left;
    const fractionY = sourceY - top;
    if (left >= 0 && top >= 0 && left < width - 1 && top < height - 1) {
      // Inside the image with four opaque neighbours (most pixels of a photo): plain bilinear.
      const index = top * width + left;
      const topLeft = words[index];
      const topRight = words[index + 1];
      const bottomLeft = words[index + width];
      const bottomRight = words[index + width + 1];
      if ((topLeft & topRight & bottomLeft & bottomRight) >>> 24 === 255) {
        const weightTopLeft = (1 - fractionX) * (1 - fractionY);
        const weightTopRight = fractionX * (1 - fractionY);
        const weightBottomLeft = (1 - fractionX) * fractionY;
        const weightBottomRight = fractionX * fractionY;
        let word = -16777216;
        for (let shift = 0; shift < 24; shift += 8) {
          const value =
            ((topLeft >>> shift) & 255) * weightTopLeft +
            ((topRight >>> shift) & 255) * weightTopRight +
            ((bottomLeft >>> shift) & 255) * weightBottomLeft +
            ((bottomRight >>> shift) & 255) * weightBottomRight;
          word |= ((value + 0.5) | 0) << shift;
        }
        targetWords[rowStart + x] = word;
        continue;
      }
    }
    let red = 0;
    let green = 0;
    let blue = 0;
    let alpha = 0;
    let covered = 0;
    for (let corner = 0; corner < 4; corner++) {
      const cornerX = left + (corner & 1);
      const cornerY = top + (corner >> 1);
      if (cornerX < 0 || cornerY < 0 || cornerX >= width || cornerY >= height) continue;
      const weight =
        ((corner & 1) === 1 ? fractionX : 1 - fractionX) * (corner >> 1 === 1 ? fractionY : 1 - fractionY);
      if (weight === 0) continue;
      const index = (cornerY * width + cornerX) * 4;
      const weightedAlpha = weight * data[index + 3];
      red += weightedAlpha * data[index];
      green += weightedAlpha * data[index + 1];
      blue += weightedAlpha * data[index + 2];
      alpha += weightedAlpha;
      covered += weight;
    }
    // What the input does not cover shows the background, composited under the samples.
    const backgroundWeight = (1 - covered) * backgroundAlpha * 255;
    red += backgroundWeight * background.red;
    green += backgroundWeight * background.green;
    blue += backgroundWeight * background.blue;
    alpha += backgroundWeight;
    const index = (rowStart + x) * 4;
    if (alpha > 0) {
      target[index] = red / alpha;
      target[index + 1] = green / alpha;
      target[index + 2] = blue / alpha;
      target[index + 3] = alpha;
    }
  }
}
