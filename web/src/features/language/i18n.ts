import { defaultLanguage, locales, supportedLanguages, type Language } from '@atelier/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageStorageKey, pickInitialLanguage } from './languagePreference';

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

function rememberLanguage(language: string) {
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Without storage the choice lasts for this tab only.
  }
}

/**
 * Starts i18next with every locale bundled (they are small, and switching must be instant),
 * in the language the user chose before. Each change is remembered and sets <html lang>,
 * which screen readers and hyphenation rely on.
 */
export async function initialiseI18n(): Promise<i18n> {
  const language = pickInitialLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  instance.on('languageChanged', rememberLanguage);
  await instance.init({
    resources: Object.fromEntries(supportedLanguages.map((tag) => [tag, { translation: locales[tag] }])),
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    // Every locale is complete, so "en" must not be looked up as a fallback of "en-GB".
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export function currentLanguage(instance: i18n): Language {
  return (instance.resolvedLanguage ?? instance.language ?? defaultLanguage) as Language;
}
