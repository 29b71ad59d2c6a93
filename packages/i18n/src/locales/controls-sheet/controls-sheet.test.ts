import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages } from '../../index';

describe('messages of the controls sheet on a narrow screen', () => {
  it('name both ways of its button in every language, translated', () => {
    for (const language of supportedLanguages) {
      const messages = locales[language].controlsSheet;
      expect(messages.show).toBeTruthy();
      expect(messages.hide).toBeTruthy();
      expect(messages.show).not.toBe(messages.hide);
    }
    for (const language of ['de', 'fr', 'it'] as const)
      expect(locales[language].controlsSheet.show).not.toBe(locales['en-US'].controlsSheet.show);
    expect(locales.de.controlsSheet.hide).toBe('Regler ausblenden');
  });
});
