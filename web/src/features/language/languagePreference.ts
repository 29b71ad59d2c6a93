import { defaultLanguage, isSupportedLanguage, matchLanguage, type Language } from '@atelier/i18n';

export const languageStorageKey = 'atelier.language';

/**
 * The language to start in: the one the user chose before (kept in localStorage until it
 * is saved to the profile), else the first browser language Atelier offers, else en-US.
 */
export function pickInitialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isSupportedLanguage(stored)) return stored;
  for (const browserLanguage of browserLanguages) {
    const match = matchLanguage(browserLanguage);
    if (match) return match;
  }
  return defaultLanguage;
}
