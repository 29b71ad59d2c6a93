import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages } from '../../index';

describe('messages of the controls panel', () => {
  it('exist in every language with the node type and version placeholders', () => {
    for (const language of supportedLanguages) {
      const messages = locales[language].controlsPanel;
      expect(messages.about).toContain('{{type}}');
      expect(messages.about).toContain('{{version}}');
      expect(messages.chooseFile).not.toBe(messages.replaceFile);
    }
  });

  it('are translated in German, French and Italian, French with its space before the colon', () => {
    const english = locales['en-US'].controlsPanel;
    for (const language of ['de', 'fr', 'it'] as const) {
      expect(locales[language].controlsPanel.chooseFile).not.toBe(english.chooseFile);
      expect(locales[language].controlsPanel.about).not.toBe(english.about);
    }
    expect(locales.fr.controlsPanel.about).toContain('nœud\u00a0:');
    expect(locales.de.controlsPanel.chooseFile).toBe('Datei wählen…');
  });

  it('call the Export image size unit by a name of its own, not the panel word "Unit"', () => {
    for (const language of supportedLanguages) {
      const size = locales[language].node.image.export.controls.units;
      expect(size).not.toBe(locales[language].editor.panel.unit);
    }
  });
});
