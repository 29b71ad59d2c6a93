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

  it('tells a person whose address takes no codes for now to use the link', () => {
    const failure = {
      status: 429,
      data: {
        error: {
          code: 'RESOURCE_EXHAUSTED',
          message:
            'Too many wrong codes were entered for this address. For now, please sign in with the link in the e-mail.',
          details: { reason: 'codes_paused' },
        },
      },
    };
    expect(signInErrorMessage(i18n.t, failure)).toBe(
      'Für diese Adresse wurden zu viele falsche Codes eingegeben. Bitte melden Sie sich vorerst mit dem Link aus der E-Mail an.',
    );
  });

  it('shows the response message for a reason it does not know, else the generic text', () => {
    expect(
      signInErrorMessage(i18n.t, { status: 503, data: { error: { code: 'UNAVAILABLE', message: 'Down.' } } }),
    ).toBe('Down.');
    expect(signInErrorMessage(i18n.t, { status: 'FETCH_ERROR' })).toBe(locales.de.errors.general);
  });
});
