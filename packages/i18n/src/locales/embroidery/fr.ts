import type { EmbroideryMessages } from './en-US';

export const embroideryMessagesFr: EmbroideryMessages = {
  embroidery: {
    worksheet: {
      untitled: 'Fiche de broderie',
      date: 'Date',
      designSize: 'Taille du motif',
      stitches: 'Points',
      colours: 'Couleurs',
      colourChanges: 'Changements de couleur',
      trims: 'Coupes de fil',
      stops: 'Arrêts',
      jumps: 'Sauts',
      sewingTime: 'Temps de broderie à {{speed}} points par minute',
      threadUsed: 'Fil supérieur',
      bobbinThread: 'Fil de canette',
      preview: 'Aperçu',
      scale: 'Échelle',
      colourBlocks: 'Ordre des couleurs',
      block: 'N°',
      swatch: 'Couleur',
      thread: 'Fil',
      brand: 'Marque',
      catalogueNumber: 'Référence',
      millimetres: 'mm',
      metres: 'm',
      unnamedThread: 'Fil sans nom',
    },
    messages: {
      emptyGeometry: 'Il n’y a aucune forme à broder.',
      degenerateGeometry: 'Une forme n’a pas de surface ou une ligne n’a pas de longueur.',
      shapeTooSmall: 'La forme est plus petite qu’un point.',
      designTooLarge: 'Le motif est plus grand que ce qu’une machine peut broder.',
      tooManyStitches: 'Cela demanderait environ {{estimate}} points, plus de {{limit}}.',
      tooManyColours:
        'Le motif compte {{colours}} blocs de couleur\u00a0; {{format}} en accepte au plus {{limit}}.',
      hoopOverflow:
        'Le motif mesure {{width}} × {{height}} mm, plus que le cadre de {{hoopWidth}} × {{hoopHeight}} mm.',
      emptyStitchPlan: 'Le plan de points ne contient aucun point.',
      yarnbookNotFound: 'Votre entreprise n’a pas de nuancier de fils portant ce nom.',
      missingWorksheetWriter: 'Les fiches sont créées à l’export du projet.',
      threadsFromChart:
        'Les couleurs des fils ont été remplacées par les plus proches du nuancier {{format}}.',
      stopsAsColourChanges: 'Les arrêts ont été écrits comme des changements de couleur.',
      coloursMerged: '{{from}} blocs de couleur ont été regroupés en {{to}} pour tenir dans {{format}}.',
      jumpsTrimmed:
        '{{format}} ne peut pas sauter sans couper le fil\u00a0: {{trims}} coupes ont été ajoutées.',
      longJumpsCut: 'Les machines coupent le fil à {{jumps}} longs sauts.',
      noThreadColours: '{{format}} n’enregistre pas les couleurs des fils.',
    },
  },
};
