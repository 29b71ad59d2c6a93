import type { TranslationMessages } from '@atelier/i18n';

// Makes t() accept only keys that exist in the locales, checked by the compiler.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationMessages };
  }
}
