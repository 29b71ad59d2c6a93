// Which file in fonts/ each bundled font comes from. Fontsource 5.3.0 packages supplied them: the
// Latin subset (Basic Latin, Latin-1 and the common punctuation, €, œ), which covers the five
// interface languages.

export const bundledFontFiles = {
  'lato-regular': 'lato/lato-latin-400-normal.woff',
  'lato-bold': 'lato/lato-latin-700-normal.woff',
  'noto-serif-regular': 'noto-serif/noto-serif-latin-400-normal.woff',
  'noto-serif-bold': 'noto-serif/noto-serif-latin-700-normal.woff',
  'pacifico-regular': 'pacifico/pacifico-latin-400-normal.woff',
} as const;

export type BundledFontId = keyof typeof bundledFontFiles;
