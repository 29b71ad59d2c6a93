import type { numberFieldMessagesEnUS } from './en-US';

export const numberFieldMessagesEnGB: typeof numberFieldMessagesEnUS = {
  numberField: {
    invalid: 'Not a number. Write it like {{example}}; the value stays {{current}}.',
    units: {
      pixels: 'px',
      millimetres: 'mm',
      centimetres: 'cm',
      inches: 'in',
      feet: 'ft',
    },
  },
};
