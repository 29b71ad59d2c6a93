// Messages of the number fields (the controls panel, the node under edit, the settings): what a
// field says when its text is not a number, and the short symbols of the length units beside a
// value. American English is the reference: the other locales of this folder fill the same shape.
export const numberFieldMessagesEnUS = {
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
