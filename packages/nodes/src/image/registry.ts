// Every image node type, by id. The type checker holds the list complete: a type named in
// `imageNodeTypes` without a definition here, or the other way round, fails to compile.
import type { NodeDefinition } from '@atelier/graph';
import { blendNode } from './blend';
import { boxBlurNode } from './box-blur';
import { brightnessContrastNode } from './brightness-contrast';
import { channelMergeNode } from './channel-merge';
import { channelSplitNode } from './channel-split';
import { cropNode } from './crop';
import { curvesNode } from './curves';
import { ditherNode } from './dither';
import { exportNode } from './export';
import { gaussianBlurNode } from './gaussian-blur';
import { gradientNode } from './gradient';
import { gradientMapNode } from './gradient-map';
import { hueSaturationLightnessNode } from './hue-saturation-lightness';
import { invertNode } from './invert';
import { levelsNode } from './levels';
import { loadImageNode } from './load-image';
import { paletteExtractionNode } from './palette-extraction';
import { paletteReductionNode } from './palette-reduction';
import { posterizeNode } from './posterize';
import { resizeNode } from './resize';
import { rotateFlipNode } from './rotate-flip';
import { sharpenNode } from './sharpen';
import { solidColourNode } from './solid-colour';
import { thresholdNode } from './threshold';

export const imageNodeTypes = [
  'image.load',
  'image.solid-colour',
  'image.gradient',
  'image.resize',
  'image.crop',
  'image.rotate-flip',
  'image.gaussian-blur',
  'image.box-blur',
  'image.sharpen',
  'image.brightness-contrast',
  'image.levels',
  'image.curves',
  'image.hue-saturation-lightness',
  'image.invert',
  'image.threshold',
  'image.posterize',
  'image.channel-split',
  'image.channel-merge',
  'image.blend',
  'image.palette-extraction',
  'image.palette-reduction',
  'image.dither',
  'image.gradient-map',
  'image.export',
] as const;

export type ImageNodeType = (typeof imageNodeTypes)[number];

/** The current version of every image node type. */
export const imageNodes = {
  'image.load': loadImageNode,
  'image.solid-colour': solidColourNode,
  'image.gradient': gradientNode,
  'image.resize': resizeNode,
  'image.crop': cropNode,
  'image.rotate-flip': rotateFlipNode,
  'image.gaussian-blur': gaussianBlurNode,
  'image.box-blur': boxBlurNode,
  'image.sharpen': sharpenNode,
  'image.brightness-contrast': brightnessContrastNode,
  'image.levels': levelsNode,
  'image.curves': curvesNode,
  'image.hue-saturation-lightness': hueSaturationLightnessNode,
  'image.invert': invertNode,
  'image.threshold': thresholdNode,
  'image.posterize': posterizeNode,
  'image.channel-split': channelSplitNode,
  'image.channel-merge': channelMergeNode,
  'image.blend': blendNode,
  'image.palette-extraction': paletteExtractionNode,
  'image.palette-reduction': paletteReductionNode,
  'image.dither': ditherNode,
  'image.gradient-map': gradientMapNode,
  'image.export': exportNode,
} satisfies Record<ImageNodeType, NodeDefinition>;
