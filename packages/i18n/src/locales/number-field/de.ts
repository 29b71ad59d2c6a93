import type { numberFieldMessagesEnUS } from './en-US';

// German design tools name the inch "Zoll", also beside a figure.
export const numberFieldMessagesDe: typeof numberFieldMessagesEnUS = {
  numberField: {
    invalid: 'Keine gültige Zahl. Schreiben Sie sie etwa so: {{example}}. Der Wert bleibt {{current}}.',
    units: {
      pixels: 'px',
      millimetres: 'mm',
      centimetres: 'cm',
      inches: 'Zoll',
      feet: 'Fuß',
    },
  },
};
