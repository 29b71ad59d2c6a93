import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages } from '../../index';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)(?:, number)?\}\}/g)].map((match) => match[1]).sort();

describe('server error messages', () => {
  it('are translated, not copied from English, in German, French and Italian', () => {
    const english = locales['en-US'].serverErrors;
    for (const language of ['de', 'fr', 'it'] as const) {
      const messages = locales[language].serverErrors;
      for (const code of Object.keys(english) as Array<keyof typeof english>)
        expect(messages[code], `${language} ${code}`).not.toBe(english[code]);
    }
    expect(locales.de.serverErrors.type_not_supported).toBe('Dateityp wird nicht unterstützt.');
    expect(locales.fr.serverErrors.extension_not_recognised).toBe('Extension de fichier non reconnue.');
  });

  it('use the same figures in every language', () => {
    const english = locales['en-US'].serverErrors;
    for (const language of supportedLanguages) {
      const messages = locales[language].serverErrors;
      for (const code of Object.keys(english) as Array<keyof typeof english>)
        expect(placeholders(messages[code]), `${language} ${code}`).toEqual(placeholders(english[code]));
    }
    expect(placeholders(english.image_too_large)).toEqual(['height', 'limitMegapixels', 'width']);
  });
});
