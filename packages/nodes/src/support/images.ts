// The graph's image socket and the raster kernels describe the same pixels with different field
// names (`pixels`/`dotsPerInch` on the wire, `data`/`dpi` in the kernels). These views convert
// between them without copying a byte.
import type { RasterImage as SocketImage } from '@atelier/graph';
import type { RasterImage as KernelImage } from '@atelier/raster';

/** The kernel's view of an image socket value; shares its pixel buffer. */
export function kernelImage(image: SocketImage): KernelImage {
  return { width: image.width, height: image.height, data: image.pixels, dpi: image.dotsPerInch };
}

/** The socket value of a kernel's result; shares its pixel buffer. */
export function socketImage(image: KernelImage): SocketImage {
  return { width: image.width, height: image.height, pixels: image.data, dotsPerInch: image.dpi };
}

/** True when a value has the image socket's shape (checked in full by the engine on output). */
export function isSocketImage(value: unknown): value is SocketImage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<SocketImage>;
  return (
    typeof candidate.width === 'number' &&
    typeof candidate.height === 'number' &&
    typeof candidate.dotsPerInch === 'number' &&
    candidate.pixels instanceof Uint8ClampedArray
  );
}
