// The HDRI environments of the 3D editor: the same CC0 images of @pmndrs/assets the renderer
// lights scenes with (`@atelier/scene/render`'s environments), shipped as modules and decoded
// with three.js's EXRLoader, so nothing is fetched from another origin. Each is imported when a
// scene first asks for it and kept for the session.
import {
  DataTexture,
  EquirectangularReflectionMapping,
  LinearFilter,
  LinearSRGBColorSpace,
  type Texture,
} from 'three';
import { EXRLoader } from 'three/examples/jsm/loaders/EXRLoader.js';

type HdriModule = Promise<{ default: string }>;

const hdriModules: Record<string, () => HdriModule> = {
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

/**
 * A fresh equirectangular texture of the environment in linear light (the caller disposes it),
 * or undefined for an id the product does not ship.
 */
export async function loadEnvironment(id: string): Promise<Texture | undefined> {
  const module = hdriModules[id];
  if (!module) return undefined;
  try {
    const { default: url } = await module();
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
  } catch (error) {
    console.error(`Environment ${id} could not be loaded`, error);
    return undefined;
  }
}
