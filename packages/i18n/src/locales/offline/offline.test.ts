import { describe, expect, it } from 'vitest';
import { locales } from '../../index';

function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

describe('messages of kept edits and of projects the user may only look at', () => {
  it('are translated in German, French and Italian, German formal and French spaced', () => {
    const english = new Map(leaves(locales['en-US'].offline));
    for (const language of ['de', 'fr', 'it'] as const)
      for (const [key, text] of leaves(locales[language].offline))
        expect(text, `${language} ${key}`).not.toBe(english.get(key));
    for (const [key, text] of leaves(locales.de.offline)) {
      expect(text, key).not.toMatch(/\b(du|dich|dir|dein|deine|deinen|deiner)\b/i);
    }
    expect(locales.de.offline.conflict.message).toMatch(/\bSie\b/);
    for (const [key, text] of leaves(locales.fr.offline))
      expect(text, key).not.toMatch(/[^\u00a0\u202f][:?!;]/);
  });

  it('say whose the project is with the owner named or as "someone else"', () => {
    expect(locales['en-US'].offline.readOnly.belongsTo.replace('{{owner}}', 'someone else')).toBe(
      'This project belongs to someone else. Save a copy to edit.',
    );
    for (const language of ['de', 'en-US', 'en-GB', 'fr', 'it'] as const)
      expect(locales[language].offline.readOnly.belongsTo).toContain('{{owner}}');
  });
});
