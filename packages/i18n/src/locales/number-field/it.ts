import type { numberFieldMessagesEnUS } from './en-US';

// Italian writes the inch and the foot out: "pollici", "piedi".
export const numberFieldMessagesIt: typeof numberFieldMessagesEnUS = {
  numberField: {
    invalid: 'Non è un numero. Scrivilo per esempio così: {{example}}. Il valore resta {{current}}.',
    units: {
      pixels: 'px',
      millimetres: 'mm',
      centimetres: 'cm',
      inches: 'pollici',
      feet: 'piedi',
    },
  },
};
