import { locales } from '@atelier/i18n';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageText } from './messages';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    resources: { de: { translation: locales.de }, 'en-GB': { translation: locales['en-GB'] } },
    interpolation: { escapeValue: false },
  });
});

// A node definition's controls as the editor's registry holds them: rows of controls whose labels
// are i18n keys.
const blur = {
  controls: [[{ id: 'sigma', kind: 'number', label: 'node.image.gaussianBlur.controls.sigma' }]],
} as never;

describe('node messages on the node and in the controls panel', () => {
  it('name the control by its translated label and the allowed range', async () => {
    await i18n.changeLanguage('de');
    const text = messageText(
      i18n,
      { code: 'invalid-parameter', values: { control: 'sigma', minimum: 0, maximum: 1000 } },
      blur,
    );
    const label = locales.de.node.image.gaussianBlur.controls.sigma;
    expect(text).toBe(`${label} muss eine Zahl von 0 bis 1.000 sein`);
  });

  it('fall back to the less specific text when values are missing', async () => {
    await i18n.changeLanguage('en-GB');
    expect(messageText(i18n, { code: 'invalid-parameter' })).toBe('A value of this node is not usable');
    expect(messageText(i18n, { code: 'image-too-large', values: { maximumPixels: 268435456 } })).toBe(
      locales['en-GB'].node.messages.imageTooLarge.limit.replace('{{maximumPixels, number}}', '268,435,456'),
    );
  });

  it('read an unknown code as an unknown error instead of showing the code', async () => {
    await i18n.changeLanguage('en-GB');
    expect(messageText(i18n, { code: 'something-new' })).toBe('An unknown error occurred');
  });
});
