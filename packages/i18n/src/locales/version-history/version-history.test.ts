import { describe, expect, it } from 'vitest';
import { locales } from '../../index';

describe('messages of the project history', () => {
  it('are translated in German, French and Italian, German formal and French spaced', () => {
    const english = locales['en-US'].versionHistory;
    // Words that are the same in a language on purpose (a version is a version).
    const alike = new Set(['version', 'nodeCount', 'nameField']);
    for (const language of ['de', 'fr', 'it'] as const) {
      const messages = locales[language].versionHistory;
      for (const key of Object.keys(english) as Array<keyof typeof english>)
        if (!alike.has(key)) expect(messages[key], `${language} ${key}`).not.toBe(english[key]);
    }
    expect(locales.de.versionHistory.you).toBe('Sie');
    expect(locales.de.versionHistory.restoreFailed).toMatch(/\bSie\b/);
    for (const text of Object.values(locales.de.versionHistory))
      expect(text, text).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i);
    for (const text of Object.values(locales.fr.versionHistory))
      expect(text, text).not.toMatch(/[^\u00a0\u202f][:?!;]/);
  });

  it('count saves in the plural forms of each language and call a version what the history list calls it', () => {
    for (const language of ['en-US', 'en-GB', 'de', 'fr', 'it'] as const) {
      const messages = locales[language].versionHistory;
      expect(messages.saves_one).toContain('{{count}}');
      expect(messages.saves_other).toContain('{{count}}');
      expect(messages.version).toBe(locales[language].projectHistory.version);
    }
  });
});
