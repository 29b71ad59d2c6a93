import type { i18n as I18n } from 'i18next';

/**
 * Translates a key a node definition gives (title, socket or control label). While a locale
 * lacks a node's keys, a readable name is made from the key itself (`…solidColour.title` gives
 * "Solid colour"), so a new node never shows a raw key.
 */
export function translateLabel(i18n: I18n, key: string): string {
  if (i18n.exists(key)) return i18n.t(key as never) as unknown as string;
  const parts = key.split('.');
  const last = parts[parts.length - 1] ?? key;
  const word = last === 'title' && parts.length > 1 ? parts[parts.length - 2]! : last;
  const spaced = word
    .replace(/[-_]/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
