import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages } from '../../index';

describe('messages of embroidery production', () => {
  it('are translated, not copied from English, in German, French and Italian', () => {
    const english = locales['en-US'].embroidery;
    for (const language of ['de', 'fr', 'it'] as const) {
      const messages = locales[language].embroidery;
      expect(messages.worksheet.designSize).not.toBe(english.worksheet.designSize);
      expect(messages.worksheet.sewingTime).not.toBe(english.worksheet.sewingTime);
      expect(messages.messages.hoopOverflow).not.toBe(english.messages.hoopOverflow);
    }
    expect(locales['en-GB'].embroidery.worksheet.colours).toBe('Colours');
    expect(locales['en-US'].embroidery.worksheet.colours).toBe('Colors');
  });

  it('keep the placeholders the worksheet and the node messages fill in', () => {
    for (const language of supportedLanguages) {
      const { worksheet, messages } = locales[language].embroidery;
      expect(worksheet.sewingTime).toContain('{{speed}}');
      for (const name of ['width', 'height', 'hoopWidth', 'hoopHeight']) {
        expect(messages.hoopOverflow).toContain(`{{${name}}}`);
      }
      for (const name of ['colours', 'format', 'limit'])
        expect(messages.tooManyColours).toContain(`{{${name}}}`);
    }
  });
});
