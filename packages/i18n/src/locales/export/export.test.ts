import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages } from '../../index';

describe('messages of exporting from the editor', () => {
  it('are translated, not copied from English, in German, French and Italian', () => {
    const english = locales['en-US'].editorExport;
    for (const language of ['de', 'fr', 'it'] as const) {
      const messages = locales[language].editorExport;
      expect(messages.command).not.toBe(english.command);
      expect(messages.empty).not.toBe(english.empty);
      expect(messages.downloadAll).not.toBe(english.downloadAll);
      expect(messages.failures.save).not.toBe(english.failures.save);
    }
    expect(locales.de.editorExport.downloadAll).toBe('Alle herunterladen');
    expect(locales.fr.editorExport.exportAllOnServer).toBe('Tout exporter sur le serveur');
    expect(locales.it.editorExport.download).toBe('Scarica');
  });

  it('name the export shortcut in the help dialog of every language', () => {
    for (const language of supportedLanguages) {
      expect(locales[language].editor.shortcuts.commands.export).toBe(locales[language].editorExport.command);
    }
  });
});
