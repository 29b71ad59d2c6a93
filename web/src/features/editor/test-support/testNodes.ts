// Node types for the editor's own tests: a source, a file, filters, a blend with a second
// input and a palette mapping, between them every control kind. Their labels are plain keys no
// locale holds; the app uses the node library (@atelier/nodes).
import {
  createNodeRegistry,
  type Colour,
  type GradientStep,
  type NodeDefinition,
  type RasterImage,
} from '@atelier/graph';

const previewDotsPerInch = 72;

function blankImage(width: number, height: number): RasterImage {
  return {
    width,
    height,
    pixels: new Uint8ClampedArray(width * height * 4),
    dotsPerInch: previewDotsPerInch,
  };
}

function mapPixels(
  image: RasterImage,
  change: (pixels: Uint8ClampedArray, offset: number) => void,
): RasterImage {
  const result: RasterImage = { ...image, pixels: new Uint8ClampedArray(image.pixels) };
  for (let offset = 0; offset < result.pixels.length; offset += 4) change(result.pixels, offset);
  return result;
}

function sizeOf(controls: Readonly<Record<string, unknown>>) {
  const width = Math.max(1, Math.min(2048, Math.round(Number(controls['width']) || 256)));
  const height = Math.max(1, Math.min(2048, Math.round(Number(controls['height']) || 256)));
  return { width, height };
}

function gradientColourAt(steps: readonly GradientStep[], position: number): Colour {
  const sorted = [...steps].sort((a, b) => a.position - b.position);
  const first = sorted[0];
  if (!first) return { red: 0, green: 0, blue: 0, alpha: 255 };
  if (position <= first.position) return first.colour;
  for (let index = 1; index < sorted.length; index++) {
    const right = sorted[index]!;
    const left = sorted[index - 1]!;
    if (position <= right.position) {
      const t = (position - left.position) / Math.max(1e-9, right.position - left.position);
      return {
        red: left.colour.red + (right.colour.red - left.colour.red) * t,
        green: left.colour.green + (right.colour.green - left.colour.green) * t,
        blue: left.colour.blue + (right.colour.blue - left.colour.blue) * t,
        alpha: left.colour.alpha + (right.colour.alpha - left.colour.alpha) * t,
      };
    }
  }
  return sorted[sorted.length - 1]!.colour;
}

const sizeControls = [
  {
    id: 'width',
    label: 'editor.starter.width',
    kind: 'number',
    default: 256,
    min: 1,
    max: 2048,
    step: 1,
    units: ['pixels', 'millimetres', 'inches'],
  },
  {
    id: 'height',
    label: 'editor.starter.height',
    kind: 'number',
    default: 256,
    min: 1,
    max: 2048,
    step: 1,
    units: ['pixels', 'millimetres', 'inches'],
  },
] as const;

const solid: NodeDefinition = {
  id: 'image.solid-colour',
  version: '1.0.0',
  family: 'image',
  title: 'editor.starter.solidColour',
  inputs: [],
  outputs: [{ name: 'image', type: 'image', label: 'editor.starter.image' }],
  controls: [
    [
      {
        id: 'colour',
        label: 'editor.starter.colour',
        kind: 'colour',
        default: { red: 123, green: 108, blue: 246, alpha: 255 },
      },
    ],
    [...sizeControls],
  ],
  evaluate({ controls }) {
    const { width, height } = sizeOf(controls);
    const colour = controls['colour'] as Colour;
    const image = blankImage(width, height);
    for (let offset = 0; offset < image.pixels.length; offset += 4) {
      image.pixels[offset] = colour.red;
      image.pixels[offset + 1] = colour.green;
      image.pixels[offset + 2] = colour.blue;
      image.pixels[offset + 3] = colour.alpha;
    }
    return { image };
  },
};

const gradient: NodeDefinition = {
  id: 'image.gradient',
  version: '1.0.0',
  family: 'image',
  title: 'editor.starter.gradient',
  inputs: [],
  outputs: [{ name: 'image', type: 'image', label: 'editor.starter.image' }],
  controls: [
    [
      {
        id: 'gradient',
        label: 'editor.starter.gradient',
        kind: 'gradient',
        default: [
          { position: 0, colour: { red: 20, green: 24, blue: 40, alpha: 255 } },
          { position: 0.5, colour: { red: 123, green: 108, blue: 246, alpha: 255 } },
          { position: 1, colour: { red: 79, green: 209, blue: 197, alpha: 255 } },
        ],
      },
    ],
    [{ id: 'angle', label: 'editor.starter.angle', kind: 'slider', default: 0, min: 0, max: 360, step: 1 }],
    [...sizeControls],
  ],
  evaluate({ controls }) {
    const { width, height } = sizeOf(controls);
    const steps = controls['gradient'] as GradientStep[];
    const radians = ((Number(controls['angle']) || 0) * Math.PI) / 180;
    const dx = Math.cos(radians);
    const dy = Math.sin(radians);
    const reach = Math.abs(dx) * width + Math.abs(dy) * height || 1;
    const image = blankImage(width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = ((x - width / 2) * dx + (y - height / 2) * dy) / reach + 0.5;
        const colour = gradientColourAt(steps, Math.min(1, Math.max(0, t)));
        const offset = (y * width + x) * 4;
        image.pixels[offset] = colour.red;
        image.pixels[offset + 1] = colour.green;
        image.pixels[offset + 2] = colour.blue;
        image.pixels[offset + 3] = colour.alpha;
      }
    }
    return { image };
  },
};

const noise: NodeDefinition = {
  id: 'image.noise',
  version: '1.0.0',
  family: 'pattern',
  title: 'editor.starter.noise',
  inputs: [],
  outputs: [{ name: 'image', type: 'image', label: 'editor.starter.image' }],
  controls: [
    [{ id: 'phrase', label: 'editor.starter.phrase', kind: 'text', default: 'atelier', maxLength: 64 }],
    [{ id: 'colourful', label: 'editor.starter.colourful', kind: 'toggle', default: false }],
    [...sizeControls],
  ],
  evaluate({ controls }) {
    const { width, height } = sizeOf(controls);
    // The phrase seeds the noise, so the same words always give the same pattern.
    let state = 2166136261;
    for (const character of String(controls['phrase']))
      state = Math.imul(state ^ character.charCodeAt(0), 16777619);
    const next = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state >>> 24;
    };
    const colourful = Boolean(controls['colourful']);
    const image = blankImage(width, height);
    for (let offset = 0; offset < image.pixels.length; offset += 4) {
      const grey = next();
      image.pixels[offset] = grey;
      image.pixels[offset + 1] = colourful ? next() : grey;
      image.pixels[offset + 2] = colourful ? next() : grey;
      image.pixels[offset + 3] = 255;
    }
    return { image };
  },
};

const picture: NodeDefinition = {
  id: 'image.file',
  version: '1.0.0',
  family: 'image',
  title: 'editor.starter.picture',
  inputs: [],
  outputs: [{ name: 'image', type: 'image', label: 'editor.starter.image' }],
  controls: [
    [
      {
        id: 'file',
        label: 'editor.starter.file',
        kind: 'file',
        default: null,
        accept: ['png', 'jpg', 'jpeg', 'webp'],
      },
    ],
  ],
  evaluate({ controls, resource }) {
    const id = controls['file'];
    if (typeof id !== 'string') return undefined;
    const image = resource(id) as RasterImage | undefined;
    return image ? { image } : undefined;
  },
};

const invert: NodeDefinition = {
  id: 'image.invert',
  version: '1.0.0',
  family: 'image',
  title: 'editor.starter.invert',
  inputs: [{ name: 'title', type: 'image', label: 'editor.starter.image', required: true }],
  outputs: [{ name: 'image', type: 'image', label: 'editor.starter.image' }],
  controls: [],
  evaluate({ inputs }) {
    return {
      image: mapPixels(inputs['title'] as RasterImage, (pixels, offset) => {
        pixels[offset] = 255 - pixels[offset]!;
        pixels[offset + 1] = 255 - pixels[offset + 1]!;
        pixels[offset + 2] = 255 - pixels[offset + 2]!;
      }),
    };
  },
};

const brightness: NodeDefinition = {
  id: 'image.brightness',
  version: '1.0.0',
  family: 'image',
  title: 'editor.starter.brightness',
  inputs: [{ name: 'title', type: 'image', label: 'editor.starter.image', required: true }],
  outputs: [{ name: 'image', type: 'image', label: 'editor.starter.image' }],
  controls: [
    [
      {
        id: 'amount',
        label: 'editor.starter.amount',
        kind: 'slider',
        default: 0,
        min: -1,
        max: 1,
        step: 0.01,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const shift = (Number(controls['amount']) || 0) * 255;
    return {
      image: mapPixels(inputs['title'] as RasterImage, (pixels, offset) => {
        pixels[offset] = pixels[offset]! + shift;
        pixels[offset + 1] = pixels[offset + 1]! + shift;
        pixels[offset + 2] = pixels[offset + 2]! + shift;
      }),
    };
  },
};

const blend: NodeDefinition = {
  id: 'image.blend',
  version: '1.0.0',
  family: 'image',
  title: 'editor.starter.blend',
  inputs: [
    { name: 'title', type: 'image', label: 'editor.starter.base', required: true },
    { name: 'layer', type: 'image', label: 'editor.starter.layer' },
  ],
  outputs: [{ name: 'image', type: 'image', label: 'editor.starter.image' }],
  controls: [
    [
      {
        id: 'mode',
        label: 'editor.starter.mode',
        kind: 'dropdown',
        default: 'multiply',
        options: [
          { value: 'multiply', label: 'editor.starter.multiply' },
          { value: 'screen', label: 'editor.starter.screen' },
          { value: 'normal', label: 'editor.starter.normal' },
        ],
      },
    ],
    [
      {
        id: 'opacity',
        label: 'editor.starter.opacity',
        kind: 'slider',
        default: 1,
        min: 0,
        max: 1,
        step: 0.01,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const base = inputs['title'] as RasterImage;
    const layer = inputs['layer'] as RasterImage | undefined;
    if (!layer) return { image: base };
    const mode = controls['mode'];
    const opacity = Number(controls['opacity']);
    return {
      image: mapPixels(base, (pixels, offset) => {
        const pixel = offset / 4;
        const x = pixel % base.width;
        const y = Math.floor(pixel / base.width);
        const source = ((y % layer.height) * layer.width + (x % layer.width)) * 4;
        for (let channel = 0; channel < 3; channel++) {
          const a = pixels[offset + channel]! / 255;
          const b = layer.pixels[source + channel]! / 255;
          const mixed = mode === 'multiply' ? a * b : mode === 'screen' ? 1 - (1 - a) * (1 - b) : b;
          pixels[offset + channel] = (a + (mixed - a) * opacity) * 255;
        }
      }),
    };
  },
};

const posterize: NodeDefinition = {
  id: 'image.palette-map',
  version: '1.0.0',
  family: 'image',
  title: 'editor.starter.paletteMap',
  inputs: [{ name: 'title', type: 'image', label: 'editor.starter.image', required: true }],
  outputs: [{ name: 'image', type: 'image', label: 'editor.starter.image' }],
  controls: [
    [
      {
        id: 'palette',
        label: 'editor.starter.palette',
        kind: 'palette',
        default: [
          { red: 15, green: 16, blue: 20, alpha: 255 },
          { red: 123, green: 108, blue: 246, alpha: 255 },
          { red: 79, green: 209, blue: 197, alpha: 255 },
          { red: 245, green: 246, blue: 248, alpha: 255 },
        ],
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const palette = controls['palette'] as Colour[];
    if (palette.length === 0) return { image: inputs['title'] };
    return {
      image: mapPixels(inputs['title'] as RasterImage, (pixels, offset) => {
        let best = palette[0]!;
        let bestDistance = Infinity;
        for (const colour of palette) {
          const gap =
            (colour.red - pixels[offset]!) ** 2 +
            (colour.green - pixels[offset + 1]!) ** 2 +
            (colour.blue - pixels[offset + 2]!) ** 2;
          if (gap < bestDistance) {
            best = colour;
            bestDistance = gap;
          }
        }
        pixels[offset] = best.red;
        pixels[offset + 1] = best.green;
        pixels[offset + 2] = best.blue;
      }),
    };
  },
};

export const testNodes: readonly NodeDefinition[] = [
  solid,
  gradient,
  noise,
  picture,
  invert,
  brightness,
  blend,
  posterize,
];

export function createTestRegistry() {
  return createNodeRegistry(testNodes);
}
