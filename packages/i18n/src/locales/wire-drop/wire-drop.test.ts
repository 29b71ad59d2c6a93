import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages } from '../../index';

// The socket types of the graph engine (its `socketTypes`), written out: this package does not
// depend on the engine.
const socketTypes = [
  'image',
  'vector',
  'scene',
  'text',
  'number',
  'colour',
  'palette',
  'gradient',
  'stitchPlan',
  'knitChart',
  'cutJob',
  'document',
] as const;

describe('messages of the node menu for a dropped wire', () => {
  it('name every socket type in every language, with the socket placeholder in the headings', () => {
    for (const language of supportedLanguages) {
      const messages = locales[language].wireDrop;
      expect(messages.accepts).toContain('{{socket}}');
      expect(messages.gives).toContain('{{socket}}');
      for (const type of socketTypes) expect(messages.socket[type]).toBeTruthy();
    }
  });

  it('are translated, French with its space before the colon', () => {
    for (const language of ['de', 'fr', 'it'] as const) {
      expect(locales[language].wireDrop.accepts).not.toBe(locales['en-US'].wireDrop.accepts);
      expect(locales[language].wireDrop.socket.image).toBeTruthy();
    }
    expect(locales.de.wireDrop.socket.vector).toBe('Zeichnung');
    expect(locales.fr.wireDrop.accepts).toBe('Accepte\u00a0: {{socket}}');
    expect(locales['en-GB'].wireDrop.socket.colour).toBe('colour');
  });
});
