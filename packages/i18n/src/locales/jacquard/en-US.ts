// Texts of woven jacquard: colour areas, weave structures, lifting plans, bitmaps and WIF drafts: the family's name and
// categories in the node menu (`node.family.jacquard`), its nodes' labels (`node.jacquard.<node>`, the
// keys packages/nodes builds with `nodeLabels`), the node messages it adds (`node.messages`, by
// code in camel case; list each code in `jacquardMessageCodes`) and its production texts such as
// worksheet labels (`jacquard.*`). American English is the reference: the other locales of this
// folder fill the same shape.

const shadedSteps = [1, 2, 3, 4, 5, 6, 7];

/** The weave library's structures by id (the option texts of every area's structure control). */
const structures = {
  plain: 'Plain weave',
  'twill-2-1-z': '2/1 twill, Z',
  'twill-2-1-s': '2/1 twill, S',
  'twill-1-2-z': '1/2 twill, Z',
  'twill-2-2-z': '2/2 twill, Z',
  'twill-2-2-s': '2/2 twill, S',
  'twill-3-1-z': '3/1 twill, Z',
  'twill-3-1-s': '3/1 twill, S',
  'twill-1-3-z': '1/3 twill, Z',
  'twill-1-3-s': '1/3 twill, S',
  'satin-5-weft': '5-end satin, weft-faced',
  'satin-5-warp': '5-end satin, warp-faced',
  'satin-8-weft': '8-end satin, weft-faced',
  'satin-8-warp': '8-end satin, warp-faced',
  'basket-2': '2/2 basket',
  'warp-rib-2': '2/2 warp rib',
  'weft-rib-2': '2/2 weft rib',
  ...Object.fromEntries(
    shadedSteps.map((step) => [`shaded-satin-8-${step}`, `Shaded 8-end satin, ${step} of 8 raised`]),
  ),
  ...Object.fromEntries(
    shadedSteps.map((step) => [`shaded-twill-8-${step}`, `Shaded twill ${step}/${8 - step}, Z`]),
  ),
};

const fabricControls = {
  widthCentimetres: 'Width (cm)',
  heightCentimetres: 'Height (cm)',
  endsPerCentimetre: 'Ends per cm',
  picksPerCentimetre: 'Picks per cm',
  hooks: 'Hooks',
  overflow: 'More ends than hooks',
  areas: 'Color areas',
  floatLimit: 'Longest float (mm)',
  area1: 'Area 1',
  area2: 'Area 2',
  area3: 'Area 3',
  area4: 'Area 4',
  area5: 'Area 5',
  area6: 'Area 6',
  area7: 'Area 7',
  area8: 'Area 8',
};

const fabricOptions = {
  structure: structures,
  overflow: { refuse: 'Refuse', repeat: 'Repeat across the width' },
};

const fabricInputs = { title: 'Design', palette: 'Area colors' };

export const jacquardTextsEnUS = {
  family: { title: 'Jacquard weaving', categories: { weaving: 'Weaving', production: 'Production' } },
  nodes: {
    weave: {
      title: 'Jacquard weave',
      inputs: fabricInputs,
      outputs: { image: 'Lifting plan' },
      controls: { ...fabricControls, preview: 'Show' },
      options: { ...fabricOptions, preview: { liftingPlan: 'Lifting plan', areaMap: 'Color areas' } },
    },
    export: {
      title: 'Jacquard export',
      inputs: fabricInputs,
      outputs: { image: 'Lifting plan' },
      controls: {
        format: 'File',
        maximumShafts: 'Dobby shafts',
        warpColour: 'Warp color',
        weftColour: 'Weft color',
        ...fabricControls,
      },
      options: {
        format: {
          bmp: 'Lifting plan (BMP)',
          png: 'Lifting plan (PNG)',
          areaMapBmp: 'Area map (BMP)',
          areaMapPng: 'Area map (PNG)',
          wif: 'Dobby draft (WIF)',
        },
        ...fabricOptions,
      },
    },
  },
  messages: {
    unknownWeaveStructure: {
      named: 'The weave library has no structure “{{structure}}”',
      generic: 'The weave library has no such structure',
    },
    emptyWeaveDesign: { generic: 'The design has no pixels to weave' },
    tooManyColourAreas: {
      counted: '{{areas, number}} color areas, but at most {{limit, number}} can be woven here',
      generic: 'The design has more color areas than structures',
    },
    tooManyEndsForHooks: {
      counted: 'The fabric needs {{ends, number}} ends, but the loom has {{hooks, number}} hooks',
      generic: 'The fabric needs more ends than the loom has hooks',
    },
    fabricTooLarge: {
      ends: 'The fabric would have {{ends, number}} ends, more than {{limit, number}}',
      picks: 'The fabric would have {{picks, number}} picks, more than {{limit, number}}',
      cells: 'The lifting plan would have {{cells, number}} cells, more than {{limit, number}}',
      generic: 'The fabric is larger than a lifting plan can hold',
    },
    tooManyDobbyShafts: {
      counted: 'The design needs {{shafts}} shafts, but the dobby has {{limit, number}}',
      generic: 'The design needs more shafts than the dobby has',
    },
    warpFloatTooLong: {
      measured:
        'Area {{area}} ({{colour}}): a warp float over {{threads, number}} picks, {{millimetres, number}} mm, longer than {{limit, number}} mm',
      generic: 'A warp float is longer than the limit',
    },
    weftFloatTooLong: {
      measured:
        'Area {{area}} ({{colour}}): a weft float over {{threads, number}} ends, {{millimetres, number}} mm, longer than {{limit, number}} mm',
      generic: 'A weft float is longer than the limit',
    },
    designRepeatedAcrossWidth: {
      counted:
        'The design is woven as a repeat of {{hooks, number}} ends, {{repeats, number}} times across the width',
      generic: 'The design is repeated across the width',
    },
  },
  production: {},
};

export type JacquardTexts = typeof jacquardTextsEnUS;

/** Node message codes the jacquard nodes and kernel raise, each with texts under `messages`. */
export const jacquardMessageCodes = [
  'unknown-weave-structure',
  'empty-weave-design',
  'too-many-colour-areas',
  'too-many-ends-for-hooks',
  'fabric-too-large',
  'too-many-dobby-shafts',
  'warp-float-too-long',
  'weft-float-too-long',
  'design-repeated-across-width',
] as const;
