import type { wireDropMessagesEnUS } from './en-US';

export const wireDropMessagesEnGB: typeof wireDropMessagesEnUS = {
  wireDrop: {
    accepts: 'Accepts {{socket}}',
    gives: 'Gives {{socket}}',
    socket: {
      image: 'image',
      vector: 'drawing',
      scene: 'scene',
      text: 'text',
      number: 'number',
      colour: 'colour',
      palette: 'palette',
      gradient: 'gradient',
      stitchPlan: 'stitch plan',
      knitChart: 'knitting chart',
      cutJob: 'cutting job',
      document: 'document',
    },
  },
};
