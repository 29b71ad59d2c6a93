// Italian texts of woven jacquard; the shape is American English's (en-US.ts).
import type { JacquardTexts } from './en-US';

const shadedSteps = [1, 2, 3, 4, 5, 6, 7];

const structures = {
  plain: 'Tela',
  'twill-2-1-z': 'Saia 2/1, Z',
  'twill-2-1-s': 'Saia 2/1, S',
  'twill-1-2-z': 'Saia 1/2, Z',
  'twill-2-2-z': 'Saia 2/2, Z',
  'twill-2-2-s': 'Saia 2/2, S',
  'twill-3-1-z': 'Saia 3/1, Z',
  'twill-3-1-s': 'Saia 3/1, S',
  'twill-1-3-z': 'Saia 1/3, Z',
  'twill-1-3-s': 'Saia 1/3, S',
  'satin-5-weft': 'Raso da 5, effetto trama',
  'satin-5-warp': 'Raso da 5, effetto ordito',
  'satin-8-weft': 'Raso da 8, effetto trama',
  'satin-8-warp': 'Raso da 8, effetto ordito',
  'basket-2': 'Panama 2/2',
  'warp-rib-2': 'Rep effetto ordito 2/2',
  'weft-rib-2': 'Rep effetto trama 2/2',
  ...Object.fromEntries(
    shadedSteps.map((step) => [`shaded-satin-8-${step}`, `Raso da 8 sfumato, ${step} prese su 8`]),
  ),
  ...Object.fromEntries(
    shadedSteps.map((step) => [`shaded-twill-8-${step}`, `Saia sfumata ${step}/${8 - step}, Z`]),
  ),
};

const fabricControls = {
  widthCentimetres: 'Larghezza (cm)',
  heightCentimetres: 'Altezza (cm)',
  endsPerCentimetre: 'Fili di ordito per cm',
  picksPerCentimetre: 'Battute per cm',
  hooks: 'Uncini',
  overflow: 'Più fili che uncini',
  areas: 'Aree di colore',
  floatLimit: 'Slegatura massima (mm)',
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
  overflow: { refuse: 'Rifiuta', repeat: 'Ripeti sulla larghezza' },
};

const fabricInputs = { title: 'Disegno', palette: 'Colori delle aree' };

export const jacquardTextsIt: JacquardTexts = {
  family: { title: 'Tessitura jacquard', categories: { weaving: 'Tessitura', production: 'Produzione' } },
  nodes: {
    weave: {
      title: 'Tessuto jacquard',
      inputs: fabricInputs,
      outputs: { image: 'Messa in carta' },
      controls: { ...fabricControls, preview: 'Mostra' },
      options: { ...fabricOptions, preview: { liftingPlan: 'Messa in carta', areaMap: 'Aree di colore' } },
    },
    export: {
      title: 'Esportazione jacquard',
      inputs: fabricInputs,
      outputs: { image: 'Messa in carta' },
      controls: {
        format: 'File',
        maximumShafts: 'Licci della ratiera',
        warpColour: 'Colore dell’ordito',
        weftColour: 'Colore della trama',
        ...fabricControls,
      },
      options: {
        format: {
          bmp: 'Messa in carta (BMP)',
          png: 'Messa in carta (PNG)',
          areaMapBmp: 'Mappa delle aree (BMP)',
          areaMapPng: 'Mappa delle aree (PNG)',
          wif: 'Armatura per ratiera (WIF)',
        },
        ...fabricOptions,
      },
    },
  },
  messages: {
    unknownWeaveStructure: {
      named: 'La libreria delle armature non contiene «{{structure}}»',
      generic: 'La libreria delle armature non contiene questa armatura',
    },
    emptyWeaveDesign: { generic: 'Il disegno non ha pixel da tessere' },
    tooManyColourAreas: {
      counted: '{{areas, number}} aree di colore, ma qui se ne possono tessere al massimo {{limit, number}}',
      generic: 'Il disegno ha più aree di colore che armature',
    },
    tooManyEndsForHooks: {
      counted:
        'Il tessuto richiede {{ends, number}} fili di ordito, ma la macchina ha {{hooks, number}} uncini',
      generic: 'Il tessuto richiede più fili di ordito che uncini',
    },
    fabricTooLarge: {
      ends: 'Il tessuto avrebbe {{ends, number}} fili di ordito, più di {{limit, number}}',
      picks: 'Il tessuto avrebbe {{picks, number}} battute, più di {{limit, number}}',
      cells: 'La messa in carta avrebbe {{cells, number}} punti, più di {{limit, number}}',
      generic: 'Il tessuto è più grande di quanto una messa in carta possa contenere',
    },
    tooManyDobbyShafts: {
      counted: 'Il disegno richiede {{shafts}} licci, ma la ratiera ne ha {{limit, number}}',
      generic: 'Il disegno richiede più licci di quanti ne abbia la ratiera',
    },
    warpFloatTooLong: {
      measured:
        'Area {{area}} ({{colour}}): una slegatura di ordito su {{threads, number}} battute, {{millimetres, number}} mm, più lunga di {{limit, number}} mm',
      generic: 'Una slegatura di ordito supera il limite',
    },
    weftFloatTooLong: {
      measured:
        'Area {{area}} ({{colour}}): una slegatura di trama su {{threads, number}} fili, {{millimetres, number}} mm, più lunga di {{limit, number}} mm',
      generic: 'Una slegatura di trama supera il limite',
    },
    designRepeatedAcrossWidth: {
      counted:
        'Il disegno è tessuto come rapporto di {{hooks, number}} fili, {{repeats, number}} volte sulla larghezza',
      generic: 'Il disegno è ripetuto sulla larghezza',
    },
  },
  production: {},
};
