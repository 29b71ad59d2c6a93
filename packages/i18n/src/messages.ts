import { enUS } from './locales/en-US';

/**
 * The shape every locale must fill: the American English messages with every leaf a string.
 * Declaring the other locales with this type makes a missing or extra key a type error;
 * the locale test checks the same at run time for anything typed loosely.
 */
export type TranslationMessages = typeof enUS;
