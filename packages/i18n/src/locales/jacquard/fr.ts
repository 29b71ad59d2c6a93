// French texts of woven jacquard; the shape is American English's (en-US.ts).
import type { JacquardTexts } from './en-US';

const shadedSteps = [1, 2, 3, 4, 5, 6, 7];

const structures = {
  plain: 'Toile',
  'twill-2-1-z': 'Sergé 2/1, Z',
  'twill-2-1-s': 'Sergé 2/1, S',
  'twill-1-2-z': 'Sergé 1/2, Z',
  'twill-2-2-z': 'Sergé 2/2, Z',
  'twill-2-2-s': 'Sergé 2/2, S',
  'twill-3-1-z': 'Sergé 3/1, Z',
  'twill-3-1-s': 'Sergé 3/1, S',
  'twill-1-3-z': 'Sergé 1/3, Z',
  'twill-1-3-s': 'Sergé 1/3, S',
  'satin-5-weft': 'Satin de 5, effet trame',
  'satin-5-warp': 'Satin de 5, effet chaîne',
  'satin-8-weft': 'Satin de 8, effet trame',
  'satin-8-warp': 'Satin de 8, effet chaîne',
  'basket-2': 'Natté 2/2',
  'warp-rib-2': 'Reps effet chaîne 2/2',
  'weft-rib-2': 'Reps effet trame 2/2',
  ...Object.fromEntries(
    shadedSteps.map((step) => [`shaded-satin-8-${step}`, `Satin de 8 ombré, ${step} pris sur 8`]),
  ),
  ...Object.fromEntries(
    shadedSteps.map((step) => [`shaded-twill-8-${step}`, `Sergé ombré ${step}/${8 - step}, Z`]),
  ),
};

const fabricControls = {
  widthCentimetres: 'Largeur (cm)',
  heightCentimetres: 'Hauteur (cm)',
  endsPerCentimetre: 'Fils de chaîne par cm',
  picksPerCentimetre: 'Duites par cm',
  hooks: 'Crochets',
  overflow: 'Plus de fils que de crochets',
  areas: 'Zones de couleur',
  floatLimit: 'Flotté maximal (mm)',
  area1: 'Zone 1',
  area2: 'Zone 2',
  area3: 'Zone 3',
  area4: 'Zone 4',
  area5: 'Zone 5',
  area6: 'Zone 6',
  area7: 'Zone 7',
  area8: 'Zone 8',
};

const fabricOptions = {
  structure: structures,
  overflow: { refuse: 'Refuser', repeat: 'Répéter sur la largeur' },
};

const fabricInputs = { title: 'Dessin', palette: 'Couleurs des zones' };

export const jacquardTextsFr: JacquardTexts = {
  family: { title: 'Tissage jacquard', categories: { weaving: 'Tissage', production: 'Fabrication' } },
  nodes: {
    weave: {
      title: 'Tissu jacquard',
      inputs: fabricInputs,
      outputs: { image: 'Mise en carte' },
      controls: { ...fabricControls, preview: 'Afficher' },
      options: { ...fabricOptions, preview: { liftingPlan: 'Mise en carte', areaMap: 'Zones de couleur' } },
    },
    export: {
      title: 'Export jacquard',
      inputs: fabricInputs,
      outputs: { image: 'Mise en carte' },
      controls: {
        format: 'Fichier',
        maximumShafts: 'Lames de la ratière',
        warpColour: 'Couleur de chaîne',
        weftColour: 'Couleur de trame',
        ...fabricControls,
      },
      options: {
        format: {
          bmp: 'Mise en carte (BMP)',
          png: 'Mise en carte (PNG)',
          areaMapBmp: 'Carte des zones (BMP)',
          areaMapPng: 'Carte des zones (PNG)',
          wif: 'Armure pour ratière (WIF)',
        },
        ...fabricOptions,
      },
    },
  },
  messages: {
    unknownWeaveStructure: {
      named: 'La bibliothèque d’armures ne contient pas « {{structure}} »',
      generic: 'La bibliothèque d’armures ne contient pas cette armure',
    },
    emptyWeaveDesign: { generic: 'Le dessin n’a aucun pixel à tisser' },
    tooManyColourAreas: {
      counted: '{{areas, number}} zones de couleur, mais on peut en tisser au plus {{limit, number}} ici',
      generic: 'Le dessin a plus de zones de couleur que d’armures',
    },
    tooManyEndsForHooks: {
      counted:
        'Le tissu demande {{ends, number}} fils de chaîne, mais la mécanique a {{hooks, number}} crochets',
      generic: 'Le tissu demande plus de fils que la mécanique n’a de crochets',
    },
    fabricTooLarge: {
      ends: 'Le tissu aurait {{ends, number}} fils de chaîne, plus de {{limit, number}}',
      picks: 'Le tissu aurait {{picks, number}} duites, plus de {{limit, number}}',
      cells: 'La mise en carte aurait {{cells, number}} points, plus de {{limit, number}}',
      generic: 'Le tissu est plus grand qu’une mise en carte ne peut contenir',
    },
    tooManyDobbyShafts: {
      counted: 'Le dessin demande {{shafts}} lames, mais la ratière en a {{limit, number}}',
      generic: 'Le dessin demande plus de lames que la ratière n’en a',
    },
    warpFloatTooLong: {
      measured:
        'Zone {{area}} ({{colour}}) : un flotté de chaîne sur {{threads, number}} duites, {{millimetres, number}} mm, plus long que {{limit, number}} mm',
      generic: 'Un flotté de chaîne dépasse la limite',
    },
    weftFloatTooLong: {
      measured:
        'Zone {{area}} ({{colour}}) : un flotté de trame sur {{threads, number}} fils, {{millimetres, number}} mm, plus long que {{limit, number}} mm',
      generic: 'Un flotté de trame dépasse la limite',
    },
    designRepeatedAcrossWidth: {
      counted:
        'Le dessin est tissé en rapport de {{hooks, number}} fils, {{repeats, number}} fois sur la largeur',
      generic: 'Le dessin est répété sur la largeur',
    },
  },
  production: {},
};
