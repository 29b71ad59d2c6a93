import { de } from './locales/de';
import { enGB } from './locales/en-GB';
import { enUS } from './locales/en-US';
import { fr } from './locales/fr';
import { it } from './locales/it';
import type { TranslationMessages } from './messages';

export type { TranslationMessages } from './messages';
export {
  nodeMessageCodes,
  nodeMessageText,
  nodeMessageTextsKey,
  placeholdersOf,
  type NodeMessageCodeWithText,
} from './node-messages';

/** The interface languages, as BCP 47 tags (also the values of <html lang>). */
export const supportedLanguages = ['de', 'en-US', 'en-GB', 'fr', 'it'] as const;

export type Language = (typeof supportedLanguages)[number];

/** The language used when neither the user nor the browser names a supported one. */
export const defaultLanguage: Language = 'en-US';

/** Every locale's messages, keyed by language tag. */
export const locales: Record<Language, TranslationMessages> = {
  de,
  'en-US': enUS,
  'en-GB': enGB,
  fr,
  it,
};

/** The key under language.names holding each language's own name, for language menus. */
export const languageNameKeys: Record<Language, keyof TranslationMessages['language']['names']> = {
  de: 'de',
  'en-US': 'enUS',
  'en-GB': 'enGB',
  fr: 'fr',
  it: 'it',
};

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Picks the supported language closest to a requested tag: an exact match first, then any
 * supported language sharing the primary subtag ("de-AT" gives "de", "en-AU" gives
 * "en-GB" because Commonwealth English follows British spelling, "en" gives "en-US").
 * Returns undefined when nothing fits.
 */
export function matchLanguage(requested: string | null | undefined): Language | undefined {
  if (!requested) return undefined;
  const exact = supportedLanguages.find((language) => language.toLowerCase() === requested.toLowerCase());
  if (exact) return exact;
  const [primary = '', region = ''] = requested.toLowerCase().split(/[-_]/);
  if (primary === 'en') {
    return britishSpellingRegions.has(region) ? 'en-GB' : 'en-US';
  }
  return supportedLanguages.find((language) => language.toLowerCase().split('-')[0] === primary);
}

const britishSpellingRegions = new Set(['gb', 'uk', 'ie', 'au', 'nz', 'za', 'in']);
