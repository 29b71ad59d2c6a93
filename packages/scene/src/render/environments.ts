// The environments' HDRIs: CC0 equirectangular OpenEXR images from @pmndrs/assets (Poly Haven's,
// at 512 x 256, shipped as base64 modules), so no host fetches anything at render time. Each is
// imported only when a scene asks for it, and decoded with three.js's EXRLoader.
import { DataTexture, EquirectangularReflectionMapping, LinearFilter, LinearSRGBColorSpace } from 'three';
import { EXRLoader } from 'three/examples/jsm/loaders/EXRLoader.js';
import type { RendererEnvironmentId } from './environment-ids';

type HdriModule = Promise<{ default: string }>;

const hdriModules: Record<Exclude<RendererEnvironmentId, 'none'>, () => HdriModule> = {
  studio: () => import('@pmndrs/assets/hdri/studio.exr.js'),
  city: () => import('@pmndrs/assets/hdri/city.exr.js'),
  sunset: () => import('@pmndrs/assets/hdri/sunset.exr.js'),
  forest: () => import('@pmndrs/assets/hdri/forest.exr.js'),
  warehouse: () => import('@pmndrs/assets/hdri/warehouse.exr.js'),
  park: () => import('@pmndrs/assets/hdri/park.exr.js'),
};

function bytesOfDataUrl(url: string): ArrayBuffer {
  const text = atob(url.slice(url.indexOf(',') + 1));
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes.buffer;
}

/** The environment's image as an equirectangular texture in linear light; the caller disposes it. */
export async function loadEnvironmentTexture(
  id: Exclude<RendererEnvironmentId, 'none'>,
): Promise<DataTexture> {
  const { default: url } = await hdriModules[id]();
  const decoded = new EXRLoader().parse(bytesOfDataUrl(url));
  const texture = new DataTexture(
    decoded.data as Uint16Array,
    decoded.width,
    decoded.height,
    decoded.format,
    decoded.type,
  );
  texture.mapping = EquirectangularReflectionMapping;
  texture.colorSpace = LinearSRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.magFilter = LinearFilter;
  texture.generateMipmaps = false;
  texture.flipY = false;
  texture.needsUpdate = true;
  return texture;
}
