// Images that become textures of a scene, kept within the texture budget: a larger one is scaled
// down (proportions kept) so its longest side is the budget, with a message saying from what size,
// instead of being refused by the renderer.
import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { resize } from '@atelier/raster';
import { designTextureSide } from '@atelier/scene';
import { kernelImage, socketImage } from '../support/images';

type AddMessage = Parameters<NodeDefinition['evaluate']>[0]['addMessage'];

function scaledToBudget(image: RasterImage): RasterImage | null {
  const longest = Math.max(image.width, image.height);
  if (longest <= designTextureSide) return null;
  const scale = designTextureSide / longest;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  return socketImage(resize(kernelImage(image), { width, height, filter: 'bilinear' }));
}

/** A design (an image node's output) as a texture within the budget. */
export function withinTextureBudget(design: RasterImage, addMessage: AddMessage): RasterImage {
  const scaled = scaledToBudget(design);
  if (!scaled) return design;
  addMessage({
    code: 'texture-downscaled',
    severity: 'info',
    values: { width: design.width, height: design.height, limit: designTextureSide },
    detail: `the ${design.width} x ${design.height} px design was scaled down to ${scaled.width} x ${scaled.height} px for the texture`,
  });
  return scaled;
}

/** A texture a model file brings for one of its materials, within the budget. */
export function modelTextureWithinBudget(
  texture: RasterImage,
  material: string,
  addMessage: AddMessage,
): RasterImage {
  const scaled = scaledToBudget(texture);
  if (!scaled) return texture;
  addMessage({
    code: 'model-texture-downscaled',
    severity: 'info',
    values: { material, width: texture.width, height: texture.height, limit: designTextureSide },
    detail: `the ${texture.width} x ${texture.height} px texture of material "${material}" was scaled down to ${scaled.width} x ${scaled.height} px`,
  });
  return scaled;
}
