// Public API of @atelier/raster: pure image kernels over RGBA typed arrays, for the browser
// (Web Worker) and Node alike. Codecs that need Node live in `@atelier/raster/node`.

export { RasterError, isRasterError } from './errors';
export type { RasterErrorCode, RasterErrorDetails } from './errors';

export {
  DEFAULT_DPI,
  MAXIMUM_PIXELS,
  checkImageSize,
  copyImage,
  createImage,
  imageFromData,
  physicalSizeInInches,
  validateImage,
} from './image';
export type { CreateImageOptions, ImageLimits, RasterImage } from './image';

export { MAXIMUM_PALETTE_COLOURS, colour, colourFromHex, colourToHex } from './colour';
export type { Colour } from './colour';

export { MAXIMUM_GRADIENT_STEPS, gradientLookupTable, sampleGradient } from './gradient';
export type { Gradient, GradientStop } from './gradient';

export { linearGradient, radialGradient, solidColour } from './sources';
export type {
  LinearGradientOptions,
  Point,
  RadialGradientOptions,
  SolidColourOptions,
  SourceSize,
} from './sources';

export { RESIZE_FILTERS, resize } from './resize';
export type { ResizeFilter, ResizeOptions } from './resize';

export { crop, flipHorizontal, flipVertical, rotate } from './geometry';
export type { CropOptions, RotateOptions } from './geometry';

export { MAXIMUM_BLUR_SIGMA, MAXIMUM_BOX_RADIUS, boxBlur, gaussianBlur, sharpen } from './blur';
export type { BoxBlurOptions, GaussianBlurOptions, SharpenOptions } from './blur';

export {
  CURVE_CHANNELS,
  MAXIMUM_CURVE_POINTS,
  brightnessContrast,
  brightnessContrastMap,
  curveLookupTable,
  curves,
  greyscale,
  hueSaturationLightness,
  invert,
  levels,
  posterize,
  threshold,
} from './adjust';
export type {
  BrightnessContrastOptions,
  CurveChannel,
  CurvePoint,
  CurvesOptions,
  HueSaturationLightnessOptions,
  LevelsOptions,
  PosterizeOptions,
  ThresholdOptions,
} from './adjust';

export { mergeChannels, splitChannels } from './channels';
export type { ChannelImages, MergeChannelsInput } from './channels';

export { BLEND_MODES, blend } from './blend';
export type { BlendMode, BlendOptions } from './blend';

export { PALETTE_METHODS, extractPalette, reduceToPalette } from './palette';
export type {
  PaletteExtractionOptions,
  PaletteMethod,
  PaletteSource,
  ReduceToPaletteOptions,
} from './palette';

export {
  ERROR_DIFFUSION_METHODS,
  ORDERED_DITHER_SIZES,
  bayerMatrix,
  errorDiffusionDither,
  orderedDither,
} from './dither';
export type {
  ErrorDiffusionMethod,
  ErrorDiffusionOptions,
  OrderedDitherOptions,
  OrderedDitherSize,
} from './dither';

export { gradientMap } from './gradient-map';
export type { GradientMapOptions } from './gradient-map';

export { IMAGE_FORMATS } from './codecs/codec';
export { exifResolution } from './codecs/exif';
export type { EncodeOptions, ImageCodec, ImageFormat } from './codecs/codec';
