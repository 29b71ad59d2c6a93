import type { wireDropMessagesEnUS } from './en-US';

export const wireDropMessagesIt: typeof wireDropMessagesEnUS = {
  wireDrop: {
    accepts: 'Accetta: {{socket}}',
    gives: 'Fornisce: {{socket}}',
    socket: {
      image: 'immagine',
      vector: 'disegno',
      scene: 'scena',
      text: 'testo',
      number: 'numero',
      colour: 'colore',
      palette: 'tavolozza',
      gradient: 'sfumatura',
      stitchPlan: 'piano di ricamo',
      knitChart: 'schema di maglia',
      cutJob: 'lavoro di taglio',
      document: 'documento',
    },
  },
};
