import type { KnitTexts } from './en-US';

const backingOptions = {
  none: 'Aucun',
  float: 'Flottés',
  birdseye: 'Œil-de-perdrix',
  ladderback: 'Dos échelle',
};
const gauge = { stitchesPer10cm: 'Mailles pour 10 cm', rowsPer10cm: 'Rangs pour 10 cm' };
const machines = {
  kniterate: 'Kniterate (252 aiguilles)',
  swg091n2: 'Shima Seiki SWG091N2 (540 aiguilles)',
  brother200: 'Brother, 200 aiguilles (AYAB)',
  kh270: 'Brother KH-270, 112 aiguilles (AYAB)',
  hand: 'Tricot main',
};

export const knitTextsFr: KnitTexts = {
  family: {
    title: 'Tricot',
    categories: {
      charts: 'Grilles',
      edit: 'Modifier la grille',
      structure: 'Points et envers',
      yarns: 'Fils',
      output: 'Sortie',
    },
  },
  nodes: {
    chartFromImage: {
      title: 'Grille depuis une image',
      inputs: { title: 'Image', palette: 'Fils' },
      outputs: { chart: 'Grille de tricot' },
      controls: { width: 'Largeur (cm)', needles: 'Aiguilles', ...gauge, yarns: 'Fils', backing: 'Envers' },
      options: {
        mode: { centimetres: 'Taille en centimètres', needles: 'Taille en aiguilles' },
        backing: backingOptions,
      },
    },
    chartFromDrawing: {
      title: 'Grille depuis un dessin',
      inputs: { title: 'Dessin' },
      outputs: { chart: 'Grille de tricot' },
      controls: { ...gauge, background: 'Fil de fond', backing: 'Envers' },
      options: { backing: backingOptions },
    },
    repeat: {
      title: 'Répéter le motif',
      inputs: { title: 'Grille de tricot' },
      outputs: { chart: 'Grille de tricot' },
      controls: { across: 'Répétitions en largeur', up: 'Répétitions en hauteur' },
    },
    mirror: {
      title: 'Grille en miroir',
      inputs: { title: 'Grille de tricot' },
      outputs: { chart: 'Grille de tricot' },
      controls: { axis: 'Retourner' },
      options: {
        axis: {
          'left-right': 'De gauche à droite',
          'top-bottom': 'De haut en bas',
          both: 'Dans les deux sens',
        },
      },
    },
    border: {
      title: 'Bordure',
      inputs: { title: 'Grille de tricot' },
      outputs: { chart: 'Grille de tricot' },
      controls: {
        sides: 'Aiguilles de chaque côté',
        ends: 'Rangs en bas et en haut',
        colour: 'Couleur du fil',
      },
    },
    stitchPattern: {
      title: 'Point',
      inputs: { title: 'Grille de tricot' },
      outputs: { chart: 'Grille de tricot' },
      controls: {
        pattern: 'Point',
        firstNeedle: 'Première aiguille',
        lastNeedle: 'Dernière aiguille (0 : jusqu’au bord)',
        firstRow: 'Premier rang',
        lastRow: 'Dernier rang (0 : jusqu’en haut)',
      },
      options: {
        pattern: {
          stockinette: 'Jersey endroit',
          'rib-1x1': 'Côtes 1/1',
          'rib-2x2': 'Côtes 2/2',
          garter: 'Point mousse',
          tuck: 'Maille chargée',
          slip: 'Maille glissée',
          cable: 'Torsades',
        },
      },
    },
    backing: {
      title: 'Envers du jacquard',
      inputs: { title: 'Grille de tricot' },
      outputs: { chart: 'Grille de tricot' },
      controls: { backing: 'Envers', floatLimit: 'Flotté le plus long (aiguilles)', carriers: 'Guide-fils' },
      options: { backing: backingOptions },
    },
    yarnMatch: {
      title: 'Associer les fils à tricoter',
      inputs: { title: 'Diagramme de tricot' },
      outputs: { chart: 'Diagramme de tricot' },
      controls: { yarnbook: 'Nuancier de fils (vide : le premier)' },
    },
    floatLimit: {
      title: 'Longueur des flottés',
      inputs: { title: 'Grille de tricot' },
      outputs: { chart: 'Grille de tricot' },
      controls: { limit: 'Flotté le plus long (aiguilles)', method: 'Flottés plus longs' },
      options: {
        method: {
          tuck: 'Attacher par des mailles chargées',
          birdseye: 'Passer en œil-de-perdrix',
          ladderback: 'Passer en dos échelle',
        },
      },
    },
    fabricImage: {
      title: 'Aspect tricoté',
      inputs: { title: 'Grille de tricot' },
      outputs: { image: 'Image du tricot' },
      controls: { pixelsPerStitch: 'Pixels par maille' },
    },
    export: {
      title: 'Fichier de tricot',
      inputs: { title: 'Grille de tricot' },
      outputs: { chart: 'Grille de tricot' },
      controls: {
        format: 'Format',
        machine: 'Machine',
        wasteRows: 'Rangs de rebut',
        cellSize: 'Case de grille (pixels)',
      },
      options: {
        format: {
          knitout: 'Knitout',
          'ayab-png': 'Grille AYAB (PNG)',
          'chart-png': 'Grille pour le tricot main (PNG)',
        },
        machine: machines,
      },
    },
    worksheet: {
      title: 'Fiche de tricot',
      inputs: { title: 'Grille de tricot' },
      outputs: { chart: 'Grille de tricot' },
      controls: {
        heading: 'Titre',
        paper: 'Format du papier',
        machine: 'Machine',
        date: 'Date (AAAA-MM-JJ)',
      },
      options: { paper: { A4: 'A4', Letter: 'Lettre US' }, machine: machines },
    },
  },
  messages: {
    yarnsMerged: {
      named:
        '{{yarns, number}} fils correspondent à {{matched, number}} fils du nuancier {{yarnbook}} : certains ont été fusionnés',
      generic: 'Certains fils correspondent au même fil du nuancier et ont été fusionnés',
    },
    invalidKnitChart: { generic: 'L’entrée ne porte pas de grille de tricot utilisable' },
    emptyKnitChart: {
      size: 'Une grille demande au moins une aiguille et un rang ; celle-ci ferait {{needles, number}} × {{rows, number}}',
      generic: 'Il n’y a rien à tricoter',
    },
    knitChartTooLarge: {
      size: 'La grille ferait {{needles, number}} aiguilles × {{rows, number}} rangs, plus que {{maximumNeedles, number}} × {{maximumRows, number}}',
      generic: 'La grille est trop grande',
    },
    tooManyYarns: {
      machine: 'La grille utilise {{yarns, number}} fils ; {{machine}} en tricote au plus {{limit, number}}',
      counted: 'Il y a {{yarns, number}} fils, plus que les {{limit, number}} qu’une grille contient',
      generic: 'La grille a trop de fils',
    },
    chartWiderThanMachine: {
      machine: 'La grille fait {{needles, number}} aiguilles de large ; {{machine}} en a {{limit, number}}',
      generic: 'La grille est plus large que la machine',
    },
    machineCannotReadFormat: {
      named: '{{machine}} ne lit pas les fichiers {{format}}',
      generic: 'La machine ne lit pas ce format',
    },
    structureNeedsBackBed: {
      row: 'Le rang {{row, number}} a des mailles envers ou des torsades, pour lesquelles un envers {{backing}} ne laisse pas de fonture arrière',
      generic: 'Les mailles envers et les torsades demandent un envers sur une seule fonture',
    },
    unpairedCable: {
      cell: 'La torsade à l’aiguille {{needle, number}} du rang {{row, number}} n’a pas de maille voisine à croiser',
      generic: 'Une torsade n’a pas de maille voisine à croiser',
    },
    floatTooLong: {
      row: 'Le flotté le plus long passe {{longest, number}} aiguilles au rang {{row, number}}, plus que la limite de {{limit, number}}',
      generic: 'Un flotté dépasse la limite',
    },
    moreYarnsThanCarriers: {
      counted: '{{yarns, number}} fils, plus que les {{limit, number}} guide-fils de la machine',
      generic: 'Il y a plus de fils que de guide-fils',
    },
    floatsTied: {
      counted: 'Les longs flottés sont attachés par {{tucks, number}} mailles chargées',
      generic: 'Les longs flottés sont attachés par des mailles chargées',
    },
    backingSwitched: {
      named: 'Les flottés étaient trop longs : l’envers est maintenant {{backing}}',
      generic: 'Les flottés étaient trop longs : l’envers a changé',
    },
    coloursPerRowNeedRibber: {
      counted:
        'Un rang a {{colours, number}} couleurs ; sans fonture arrière la machine en tricote {{limit, number}} par rang',
      generic: 'Un rang a plus de couleurs que la machine n’en tricote sans fonture arrière',
    },
  },
  production: {
    worksheet: {
      untitled: 'Fiche de tricot',
      date: 'Date',
      size: 'Taille',
      needlesAndRows: 'Aiguilles × rangs',
      gauge: 'Échantillon',
      gaugeValue: '{{stitches}} mailles et {{rows}} rangs pour 10 cm',
      machine: 'Machine',
      backing: 'Envers',
      backings: backingOptions,
      carriers: 'Guide-fils',
      coloursPerRow: 'Couleurs par rang (au plus)',
      longestFloat: 'Flotté le plus long',
      chart: 'Grille',
      yarns: 'Fils',
      carrier: 'Guide-fil',
      swatch: 'Couleur',
      yarn: 'Fil',
      brand: 'Marque',
      code: 'Référence',
      amount: 'Quantité',
      total: 'Total',
      legend: 'Lire depuis le bas à droite ; une case est une maille.',
      knit: 'Endroit',
      purl: 'Envers',
      tuck: 'Maille chargée',
      slip: 'Maille glissée',
      cable: 'Torsade',
      centimetres: 'cm',
      metres: 'm',
      needles: 'aiguilles',
      unnamedYarn: 'Fil sans nom',
      yarnModel:
        'Quantités de fil estimées d’après l’échantillon (longueur de maille selon Munden), sans montage ni rangs de rebut.',
    },
  },
};
