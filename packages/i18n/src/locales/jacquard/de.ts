// German texts of woven jacquard; the shape is American English's (en-US.ts).
import type { JacquardTexts } from './en-US';

const shadedSteps = [1, 2, 3, 4, 5, 6, 7];

const structures = {
  plain: 'Leinwand',
  'twill-2-1-z': 'Köper 2/1, Z-Grat',
  'twill-2-1-s': 'Köper 2/1, S-Grat',
  'twill-1-2-z': 'Köper 1/2, Z-Grat',
  'twill-2-2-z': 'Köper 2/2, Z-Grat',
  'twill-2-2-s': 'Köper 2/2, S-Grat',
  'twill-3-1-z': 'Köper 3/1, Z-Grat',
  'twill-3-1-s': 'Köper 3/1, S-Grat',
  'twill-1-3-z': 'Köper 1/3, Z-Grat',
  'twill-1-3-s': 'Köper 1/3, S-Grat',
  'satin-5-weft': 'Schussatlas, 5-bindig',
  'satin-5-warp': 'Kettatlas, 5-bindig',
  'satin-8-weft': 'Schussatlas, 8-bindig',
  'satin-8-warp': 'Kettatlas, 8-bindig',
  'basket-2': 'Panama 2/2',
  'warp-rib-2': 'Kettrips 2/2',
  'weft-rib-2': 'Schussrips 2/2',
  ...Object.fromEntries(
    shadedSteps.map((step) => [
      `shaded-satin-8-${step}`,
      `Schattierter Atlas 8-bindig, ${step} von 8 gehoben`,
    ]),
  ),
  ...Object.fromEntries(
    shadedSteps.map((step) => [`shaded-twill-8-${step}`, `Schattierter Köper ${step}/${8 - step}, Z-Grat`]),
  ),
};

const fabricControls = {
  widthCentimetres: 'Breite (cm)',
  heightCentimetres: 'Höhe (cm)',
  endsPerCentimetre: 'Kettfäden pro cm',
  picksPerCentimetre: 'Schussfäden pro cm',
  hooks: 'Platinen',
  overflow: 'Mehr Kettfäden als Platinen',
  areas: 'Farbflächen',
  floatLimit: 'Längste Flottung (mm)',
  area1: 'Fläche 1',
  area2: 'Fläche 2',
  area3: 'Fläche 3',
  area4: 'Fläche 4',
  area5: 'Fläche 5',
  area6: 'Fläche 6',
  area7: 'Fläche 7',
  area8: 'Fläche 8',
};

const fabricOptions = {
  structure: structures,
  overflow: { refuse: 'Ablehnen', repeat: 'Über die Breite rapportieren' },
};

const fabricInputs = { title: 'Entwurf', palette: 'Flächenfarben' };

export const jacquardTextsDe: JacquardTexts = {
  family: { title: 'Jacquard-Weberei', categories: { weaving: 'Weben', production: 'Produktion' } },
  nodes: {
    weave: {
      title: 'Jacquardgewebe',
      inputs: fabricInputs,
      outputs: { image: 'Patrone' },
      controls: { ...fabricControls, preview: 'Anzeigen' },
      options: { ...fabricOptions, preview: { liftingPlan: 'Patrone', areaMap: 'Farbflächen' } },
    },
    export: {
      title: 'Jacquard-Export',
      inputs: fabricInputs,
      outputs: { image: 'Patrone' },
      controls: {
        format: 'Datei',
        maximumShafts: 'Schäfte der Schaftmaschine',
        warpColour: 'Kettfarbe',
        weftColour: 'Schussfarbe',
        ...fabricControls,
      },
      options: {
        format: {
          bmp: 'Patrone (BMP)',
          png: 'Patrone (PNG)',
          areaMapBmp: 'Flächenplan (BMP)',
          areaMapPng: 'Flächenplan (PNG)',
          wif: 'Schaftpatrone (WIF)',
        },
        ...fabricOptions,
      },
    },
  },
  messages: {
    unknownWeaveStructure: {
      named: 'Die Bindungsbibliothek kennt keine Bindung „{{structure}}“',
      generic: 'Die Bindungsbibliothek kennt diese Bindung nicht',
    },
    emptyWeaveDesign: { generic: 'Der Entwurf hat keine Pixel zum Weben' },
    tooManyColourAreas: {
      counted: '{{areas, number}} Farbflächen, hier lassen sich höchstens {{limit, number}} weben',
      generic: 'Der Entwurf hat mehr Farbflächen als Bindungen',
    },
    tooManyEndsForHooks: {
      counted: 'Das Gewebe braucht {{ends, number}} Kettfäden, die Maschine hat {{hooks, number}} Platinen',
      generic: 'Das Gewebe braucht mehr Kettfäden, als die Maschine Platinen hat',
    },
    fabricTooLarge: {
      ends: 'Das Gewebe hätte {{ends, number}} Kettfäden, mehr als {{limit, number}}',
      picks: 'Das Gewebe hätte {{picks, number}} Schussfäden, mehr als {{limit, number}}',
      cells: 'Die Patrone hätte {{cells, number}} Punkte, mehr als {{limit, number}}',
      generic: 'Das Gewebe ist größer, als eine Patrone fassen kann',
    },
    tooManyDobbyShafts: {
      counted: 'Der Entwurf braucht {{shafts}} Schäfte, die Schaftmaschine hat {{limit, number}}',
      generic: 'Der Entwurf braucht mehr Schäfte, als die Schaftmaschine hat',
    },
    warpFloatTooLong: {
      measured:
        'Fläche {{area}} ({{colour}}): eine Kettflottung über {{threads, number}} Schussfäden, {{millimetres, number}} mm, länger als {{limit, number}} mm',
      generic: 'Eine Kettflottung ist länger als erlaubt',
    },
    weftFloatTooLong: {
      measured:
        'Fläche {{area}} ({{colour}}): eine Schussflottung über {{threads, number}} Kettfäden, {{millimetres, number}} mm, länger als {{limit, number}} mm',
      generic: 'Eine Schussflottung ist länger als erlaubt',
    },
    designRepeatedAcrossWidth: {
      counted:
        'Der Entwurf wird als Rapport von {{hooks, number}} Kettfäden {{repeats, number}}-mal über die Breite gewebt',
      generic: 'Der Entwurf wird über die Breite rapportiert',
    },
  },
  production: {},
};
