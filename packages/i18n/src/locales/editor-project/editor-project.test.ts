import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages } from '../../index';

describe('messages of the project in the editor', () => {
  it('are translated in German, French and Italian, German formal and French spaced', () => {
    const english = locales['en-US'].editorProject;
    for (const language of ['de', 'fr', 'it'] as const) {
      const messages = locales[language].editorProject;
      for (const key of Object.keys(english) as Array<keyof typeof english>)
        expect(messages[key], `${language} ${key}`).not.toBe(english[key]);
    }
    expect(locales.de.editorProject.notSavedYet).toContain('Sie');
    expect(locales.de.editorProject.leaveMessage).toMatch(/\bSie\b/);
    expect(locales.de.editorProject.leaveMessage).not.toMatch(/\b(du|dein|deine)\b/i);
    for (const text of Object.values(locales.fr.editorProject))
      expect(text, text).not.toMatch(/[^\u00a0\u202f][:?!;]/);
  });

  it('name the project with the words the projects screen uses for an unnamed one', () => {
    for (const language of supportedLanguages)
      expect(locales[language].editorProject.untitled).toBe(locales[language].projects.untitled);
  });
});
