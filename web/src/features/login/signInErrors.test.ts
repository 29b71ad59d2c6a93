import { locales } from '@atelier/i18n';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInErrorMessage } from './signInErrors';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    resources: { de: { translation: locales.de }, 'en-US': { translation: locales['en-US'] } },
    interpolation: { escapeValue: false },
  });
});

describe('signInErrorMessage', () => {
  it('translates the reason the service named, with the tries left', () => {
    const failure = {
      status: 400,
      data: {
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'This code is not right. You have 3 more tries.',
          details: { reason: 'code_wrong', remainingAttempts: 3 },
        },
      },
    };
    expect(signInErrorMessage(i18n.t, failure)).toBe(
      'Dieser Code ist nicht richtig. Verbleibende Versuche: 3.',
    );
  });

  it('shows the response message for a reason it does not know, else the generic text', () => {
    expect(
      signInErrorMessage(i18n.t, { status: 503, data: { error: { code: 'UNAVAILABLE', message: 'Down.' } } }),
    ).toBe('Down.');
    expect(signInErrorMessage(i18n.t, { status: 'FETCH_ERROR' })).toBe(locales.de.errors.general);
  });
});
