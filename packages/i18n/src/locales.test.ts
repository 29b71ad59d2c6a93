import { describe, expect, it } from 'vitest';
import { defaultLanguage, isSupportedLanguage, locales, matchLanguage, supportedLanguages } from './index';

// Lists every leaf of a message tree as a dotted key, with its value.
function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('offers exactly the five interface languages with American English as default', () => {
    expect([...supportedLanguages].sort()).toEqual(['de', 'en-GB', 'en-US', 'fr', 'it']);
    expect(Object.keys(locales).sort()).toEqual(['de', 'en-GB', 'en-US', 'fr', 'it']);
    expect(defaultLanguage).toBe('en-US');
  });

  const allKeys = new Set(
    supportedLanguages.flatMap((language) => leaves(locales[language]).map(([key]) => key)),
  );

  for (const language of supportedLanguages) {
    it(`${language} has every key that any locale has, and no other`, () => {
      const keys = leaves(locales[language]).map(([key]) => key);
      const missing = [...allKeys].filter((key) => !keys.includes(key));
      expect(missing).toEqual([]);
      expect(keys.length).toBe(allKeys.size);
    });

    it(`${language} has a non-empty string for every key`, () => {
      const empty = leaves(locales[language])
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });
  }

  it('is really translated: German, French and Italian differ from English on the navigation', () => {
    expect(locales.de.navigation.templates).toBe('Vorlagen');
    expect(locales.fr.navigation.templates).toBe('Modèles');
    expect(locales.it.navigation.templates).toBe('Modelli');
    expect(locales['en-GB'].screens.aiDigitizer).toBe('AI digitiser');
    expect(locales['en-US'].screens.aiDigitizer).toBe('AI digitizer');
  });
});

describe('matchLanguage', () => {
  it('matches exact tags regardless of case', () => {
    expect(matchLanguage('en-gb')).toBe('en-GB');
    expect(matchLanguage('FR')).toBe('fr');
  });

  it('falls back by primary subtag', () => {
    expect(matchLanguage('de-AT')).toBe('de');
    expect(matchLanguage('it-CH')).toBe('it');
    expect(matchLanguage('en')).toBe('en-US');
    expect(matchLanguage('en-AU')).toBe('en-GB');
    expect(matchLanguage('en-CA')).toBe('en-US');
  });

  it('gives up on languages the product does not offer', () => {
    expect(matchLanguage('es-ES')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
    expect(matchLanguage(undefined)).toBeUndefined();
  });

  it('recognises supported tags only', () => {
    expect(isSupportedLanguage('en-GB')).toBe(true);
    expect(isSupportedLanguage('en')).toBe(false);
    expect(isSupportedLanguage(42)).toBe(false);
  });
});
