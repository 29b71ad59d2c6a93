import type { wireDropMessagesEnUS } from './en-US';

export const wireDropMessagesDe: typeof wireDropMessagesEnUS = {
  wireDrop: {
    accepts: 'Eingang für {{socket}}',
    gives: 'Ausgang für {{socket}}',
    socket: {
      image: 'Bild',
      vector: 'Zeichnung',
      scene: 'Szene',
      text: 'Text',
      number: 'Zahl',
      colour: 'Farbe',
      palette: 'Palette',
      gradient: 'Verlauf',
      stitchPlan: 'Stichplan',
      knitChart: 'Strickmuster',
      cutJob: 'Schneideauftrag',
      document: 'Dokument',
    },
  },
};
