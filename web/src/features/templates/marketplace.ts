import { allows, projectCategories, type ProjectCategoryName, type Standing } from '@atelier/contracts';
import type { MoneyJson, TemplateJson, UserTemplateJson } from './templateTypes';

/**
 * The marketplace's decisions, free of React: which action a template offers the person
 * looking at it, how its price reads, and where the arrow keys move in a grid of cards.
 */

/** What the details page and the viewer offer for a template. */
export type TemplateAction =
  /** A visitor: sign in first, then come back. */
  | 'signIn'
  /** Already acquired or bought: open the user's own project. */
  | 'open'
  /** Needs a Composer subscription the user does not have: the upgrade prompt. */
  | 'needsComposer'
  /** Free, or included in the user's plan: POST /templates/acquire. */
  | 'useFree'
  /** Costs money: POST /templates/buy, then the checkout. */
  | 'buy';

export interface Viewer {
  signedIn: boolean;
  standing: Standing;
}

export function isFree(template: Pick<TemplateJson, 'price'>): boolean {
  return template.price === null || template.price.amount <= 0;
}

export function templateAction(
  template: Pick<TemplateJson, 'price' | 'requires_composer_subscription'>,
  viewer: Viewer,
  acquired: boolean,
): TemplateAction {
  if (!viewer.signedIn) return 'signIn';
  if (acquired) return 'open';
  if (template.requires_composer_subscription && !allows(viewer.standing, 'composerTemplates'))
    return 'needsComposer';
  return isFree(template) ? 'useFree' : 'buy';
}

/** The user's copy of a template, if they hold one that is not deleted. */
export function ownCopyOf(
  templateId: string,
  userTemplates: readonly UserTemplateJson[] | undefined,
): UserTemplateJson | undefined {
  return userTemplates?.find((entry) => entry.template_id === templateId && entry.state !== 'deleted');
}

/** A price in the interface language: "€12.00", "12,00 €". */
export function formatPrice(money: MoneyJson, language: string): string {
  const currency = money.currency.toUpperCase();
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    // An unknown currency code: shown with two decimals and its code.
    return `${(money.amount / 100).toFixed(2)} ${currency}`;
  }
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(money.amount / 10 ** digits);
}

/** The gallery categories (spec section 2) a template may belong to; "design" and others show as such. */
export function knownCategory(category: string): ProjectCategoryName | undefined {
  return (projectCategories as readonly string[]).includes(category)
    ? (category as ProjectCategoryName)
    : undefined;
}

/** Templates of one category (all when none is chosen), published first by the order they came in. */
export function inCategory<T extends { category: string }>(
  templates: readonly T[],
  category: ProjectCategoryName | undefined,
): T[] {
  return category ? templates.filter((template) => template.category === category) : [...templates];
}

/** Templates by name in the interface language's order (numbers by value: "Tile 2" before "Tile 10"). */
export function byName<T extends { name: string }>(templates: readonly T[], language: string): T[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return [...templates].sort((a, b) => collator.compare(a.name, b.name));
}

/** The templates shown as featured on the home page: those needing Composer, then paid ones, at most `count`. */
export function featuredTemplates<T extends Pick<TemplateJson, 'price' | 'requires_composer_subscription'>>(
  templates: readonly T[],
  count: number,
): T[] {
  const rank = (template: T) => (template.requires_composer_subscription ? 0 : isFree(template) ? 2 : 1);
  return templates
    .map((template, index) => ({ template, index }))
    .sort((a, b) => rank(a.template) - rank(b.template) || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.template);
}

/**
 * Where an arrow key, Home or End moves focus in a grid of `count` cards laid out in `columns`
 * columns, row by row. Returns the same index at an edge, undefined for other keys.
 */
export function gridNeighbour(
  index: number,
  key: string,
  columns: number,
  count: number,
): number | undefined {
  const perRow = Math.max(1, columns);
  switch (key) {
    case 'ArrowRight':
      return Math.min(count - 1, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return index + perRow < count ? index + perRow : index;
    case 'ArrowUp':
      return index - perRow >= 0 ? index - perRow : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The purchase-result page's address, which the checkout returns to with the session id. */
export function purchaseResultUrl(origin: string, templateId: string): string {
  return `${origin}/templates/${encodeURIComponent(templateId)}/purchase-result`;
}

/** Search words as typed, tidied: separated by commas or spaces, each once, in order. */
export function tidySearchWords(text: string): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of text.split(/[\s,]+/)) {
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words.join(' ');
}
