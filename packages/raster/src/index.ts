export { boxBlur, gaussianBlur, MAXIMUM_BLUR_SIGMA, MAXIMUM_BOX_RADIUS, sharpen } from './blur';
export type { BoxBlurOptions, GaussianBlurOptions, SharpenOptions } from './blur';
export { colour, colourFromHex, colourToHex, MAXIMUM_PALETTE_COLOURS } from './colour';
export type { Colour } from './colour';
export { isRasterError, RasterError } from './errors';
export type { RasterErrorCode, RasterErrorDetails } from './errors';
export {
  checkImageSize,
  copyImage,
  createImage,
  DEFAULT_DPI,
  imageFromData,
  MAXIMUM_PIXELS,
  physicalSizeInInches,
  validateImage,
} from './image';
export type { CreateImageOptions, ImageLimits, RasterImage } from './image';
export { resize, RESIZE_FILTERS } from './resize';
export type { ResizeFilter, ResizeOptions } from './resize';
