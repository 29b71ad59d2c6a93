import { useEffect, useRef } from 'react';
import type { RasterImage } from '@atelier/graph';

/** Draws a raster image on a 2D canvas at its own size; CSS scales it. */
export function ImageView({
  image,
  className,
  label,
}: {
  image: RasterImage | undefined;
  className?: string;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !image) return;
    element.width = image.width;
    element.height = image.height;
    const context = element.getContext('2d');
    if (!context) return;
    const data = new ImageData(new Uint8ClampedArray(image.pixels), image.width, image.height);
    context.putImageData(data, 0, 0);
  }, [image]);
  return <canvas ref={canvas} className={className} role="img" aria-label={label} hidden={!image} />;
}
