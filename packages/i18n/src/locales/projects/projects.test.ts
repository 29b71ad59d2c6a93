import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages } from '../../index';

describe('messages of the projects area', () => {
  it('are translated, not copied from English, in German, French and Italian', () => {
    const english = locales['en-US'];
    for (const language of ['de', 'fr', 'it'] as const) {
      const messages = locales[language];
      expect(messages.projects.recentlyDeleted).not.toBe(english.projects.recentlyDeleted);
      expect(messages.gallery.categories.embroidery).not.toBe(english.gallery.categories.embroidery);
      expect(messages.projectHistory.setMilestone).not.toBe(english.projectHistory.setMilestone);
      expect(messages.cloneFlow.invalid).not.toBe(english.cloneFlow.invalid);
    }
    expect(locales.de.projects.recentlyDeleted).toBe('Zuletzt gelöscht');
    expect(locales.fr.gallery.categories.knitting).toBe('Tricot textile');
    expect(locales.it.projectHistory.milestone).toBe('Traguardo');
  });

  it('name the gallery categories of the spec in every language', () => {
    for (const language of supportedLanguages) {
      expect(Object.keys(locales[language].gallery.categories)).toEqual([
        'all',
        'three_d_elements',
        'photo',
        'vector_graphic',
        'text',
        'pattern',
        'embroidery',
        'knitting',
      ]);
    }
    expect(locales['en-US'].gallery.categories.three_d_elements).toBe('3D');
    expect(locales['en-US'].gallery.categories.embroidery).toBe('Textile Embroidery');
  });

  it('keep the history texts of the spec', () => {
    expect(locales['en-US'].projectHistory.loadFailed).toBe(
      'Project data is not available when fetching history.',
    );
    expect(locales['en-US'].projectHistory.updateFailed).toBe('Project version not found when updating it.');
  });
});
