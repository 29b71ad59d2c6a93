import { describe, expect, it } from 'vitest';
import { pickInitialLanguage } from './languagePreference';

describe('pickInitialLanguage', () => {
  it('keeps the language the user chose before', () => {
    expect(pickInitialLanguage('fr', ['de-DE'])).toBe('fr');
  });

  it('ignores a stored value that is not an interface language', () => {
    expect(pickInitialLanguage('klingon', ['it-IT'])).toBe('it');
  });

  it('takes the first browser language that Atelier offers', () => {
    expect(pickInitialLanguage(null, ['es-ES', 'de-CH', 'fr'])).toBe('de');
    expect(pickInitialLanguage(null, ['en-GB', 'en'])).toBe('en-GB');
  });

  it('falls back to American English', () => {
    expect(pickInitialLanguage(null, ['ja-JP'])).toBe('en-US');
    expect(pickInitialLanguage(null, [])).toBe('en-US');
  });
});
