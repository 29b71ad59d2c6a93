import type { wireDropMessagesEnUS } from './en-US';

export const wireDropMessagesFr: typeof wireDropMessagesEnUS = {
  wireDrop: {
    accepts: 'Accepte\u00a0: {{socket}}',
    gives: 'Fournit\u00a0: {{socket}}',
    socket: {
      image: 'image',
      vector: 'dessin',
      scene: 'scène',
      text: 'texte',
      number: 'nombre',
      colour: 'couleur',
      palette: 'palette',
      gradient: 'dégradé',
      stitchPlan: 'plan de broderie',
      knitChart: 'grille de tricot',
      cutJob: 'travail de découpe',
      document: 'document',
    },
  },
};
