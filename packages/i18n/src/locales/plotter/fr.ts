import type { PlotterTexts } from './en-US';

export const plotterTextsFr: PlotterTexts = {
  family: {
    title: 'Traceur de découpe',
    categories: { cutting: 'Découpe', preparation: 'Échenillage et mosaïque', output: 'Sortie' },
  },
  nodes: {
    cutPaths: {
      title: 'Tracés de découpe',
      inputs: { title: 'Dessin' },
      outputs: { cutJob: 'Travail de découpe' },
      controls: {
        machine: 'Machine',
        machineWidth: 'Largeur de coupe',
        machineHeight: 'Longueur de coupe (0 = rouleau)',
        order: 'Ordre de découpe',
        start: 'Coin de départ',
        direction: 'Sens de découpe',
        bladeOffset: 'Décalage de lame',
        overcut: 'Surcoupe',
        cornerLoops: 'Pivoter la lame aux angles',
        precut: 'Prédécoupe',
        margin: 'Marge',
      },
      options: {
        machine: {
          'cricut-maker': 'Cricut Maker (tapis 305 × 610 mm)',
          'silhouette-cameo-4': 'Silhouette Cameo 4 (305 mm de large)',
          'roland-gs2-24': 'Roland GS2-24 (rouleau 584 mm)',
          'brother-scanncut': 'Brother ScanNCut (tapis 296 × 296 mm)',
          'graphtec-ce8000-60': 'Graphtec CE8000-60 (rouleau 603 mm)',
          custom: 'Taille personnalisée',
        },
        order: { nearest: 'Déplacements les plus courts', drawing: 'Comme dessiné' },
        start: {
          'top-left': 'En haut à gauche',
          'top-right': 'En haut à droite',
          'bottom-left': 'En bas à gauche',
          'bottom-right': 'En bas à droite',
        },
        direction: {
          clockwise: 'Sens horaire',
          'counter-clockwise': 'Sens antihoraire',
          'as-drawn': 'Comme dessiné',
        },
      },
    },
    weed: {
      title: 'Échenillage',
      inputs: { title: 'Travail de découpe' },
      outputs: { cutJob: 'Travail de découpe' },
      controls: {
        margin: 'Marge du cadre d’échenillage',
        verticalLines: 'Lignes d’échenillage verticales',
        horizontalLines: 'Lignes d’échenillage horizontales',
      },
    },
    registrationMarks: {
      title: 'Repères de repérage',
      inputs: { title: 'Travail de découpe' },
      outputs: { cutJob: 'Travail de découpe' },
      controls: { margin: 'Distance au motif' },
    },
    tile: {
      title: 'Découper en zones de coupe',
      inputs: { title: 'Travail de découpe' },
      outputs: { cutJob: 'Travail de découpe' },
      controls: { overlap: 'Chevauchement' },
    },
    export: {
      title: 'Fichier de découpe',
      inputs: { title: 'Travail de découpe' },
      outputs: { cutJob: 'Travail de découpe' },
      controls: { format: 'Format', yDirection: 'Axe y HP-GL' },
      options: {
        format: { hpgl: 'HP-GL (.plt)', dxf: 'DXF', svg: 'SVG' },
        yDirection: { up: 'Vers le haut (norme HP-GL)', down: 'Vers le bas (comme à l’écran)' },
      },
    },
  },
  messages: {
    emptyCutJob: { generic: 'Il n’y a rien à découper' },
    machineAreaExceeded: {
      size: 'Le motif mesure {{width, number}} × {{height, number}} mm, plus que la zone de coupe de la machine {{machine}} ; activez la mosaïque ou choisissez une machine plus grande',
      generic: 'Le motif dépasse la zone de coupe de la machine',
    },
    tooManyTiles: {
      counted: 'La mosaïque demanderait {{tiles, number}} tuiles, plus que {{limit, number}}',
      generic: 'La mosaïque demanderait trop de tuiles',
    },
    cutJobTooLarge: {
      limit: 'Le motif est trop grand ou trop détaillé pour être découpé (limite : {{limit, number}})',
      generic: 'Le motif est trop grand ou trop détaillé pour être découpé',
    },
  },
  production: {},
};
