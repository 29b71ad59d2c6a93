import type { numberFieldMessagesEnUS } from './en-US';

// French design tools write the inch "po" (pouce) and the foot "pi" (pied) beside a figure.
export const numberFieldMessagesFr: typeof numberFieldMessagesEnUS = {
  numberField: {
    invalid:
      'Ce n’est pas un nombre. Écrivez-le par exemple ainsi\u00a0: {{example}}. La valeur reste {{current}}.',
    units: {
      pixels: 'px',
      millimetres: 'mm',
      centimetres: 'cm',
      inches: 'po',
      feet: 'pi',
    },
  },
};
