// Just enough CSS (CSS 2.1 syntax, section 4.1) for the <style> sheets design tools write into
// SVG files: rules whose selectors are a type, a class, an id, `*`, or one compound of those,
// ranked by specificity (CSS 2.1 section 6.4.3). Rules with combinators, pseudo-classes or
// attribute selectors, and at-rules, are skipped, since they rarely carry the paint of a shape.

export type Declarations = Record<string, string>;

export interface StyleRule {
  readonly tag: string | null;
  readonly id: string | null;
  readonly classes: readonly string[];
  readonly specificity: number;
  /** Position in the sheet, so later rules of equal specificity win. */
  readonly order: number;
  readonly declarations: Declarations;
}

/** Reads `name: value; …` into a map, dropping `!important`. */
export function parseDeclarations(text: string): Declarations {
  const declarations: Declarations = {};
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    if (name && value) declarations[name] = value;
  }
  return declarations;
}

const compoundSelector = /^([a-zA-Z][\w-]*|\*)?((?:[.#][\w-]+)*)$/;

export function parseStyleSheet(text: string, firstOrder = 0): StyleRule[] {
  const rules: StyleRule[] = [];
  const source = text.replace(/\/\*[\s\S]*?\*\//g, '');
  let position = 0;
  let order = firstOrder;
  while (position < source.length) {
    const open = source.indexOf('{', position);
    if (open < 0) break;
    const prelude = source.slice(position, open).trim();
    // Find the matching close, skipping nested blocks of at-rules such as @media.
    let depth = 1;
    let close = open + 1;
    while (close < source.length && depth > 0) {
      if (source[close] === '{') depth++;
      else if (source[close] === '}') depth--;
      close++;
    }
    const body = source.slice(open + 1, close - 1);
    position = close;
    if (prelude.startsWith('@') || body.includes('{')) continue;
    const declarations = parseDeclarations(body);
    for (const selector of prelude.split(',').map((entry) => entry.trim())) {
      const match = compoundSelector.exec(selector);
      if (!match || !selector) continue;
      const tag = match[1] && match[1] !== '*' ? match[1] : null;
      const parts = match[2]!.match(/[.#][\w-]+/g) ?? [];
      const ids = parts.filter((part) => part.startsWith('#')).map((part) => part.slice(1));
      if (ids.length > 1) continue;
      const classes = parts.filter((part) => part.startsWith('.')).map((part) => part.slice(1));
      rules.push({
        tag,
        id: ids[0] ?? null,
        classes,
        specificity: ids.length * 100 + classes.length * 10 + (tag ? 1 : 0),
        order: order++,
        declarations,
      });
    }
  }
  return rules;
}

/** The declarations of every rule matching an element, weakest first. */
export function matchingDeclarations(
  rules: readonly StyleRule[],
  tag: string,
  id: string | undefined,
  classAttribute: string | undefined,
): Declarations[] {
  const classes = new Set((classAttribute ?? '').split(/\s+/).filter(Boolean));
  return rules
    .filter(
      (rule) =>
        (rule.tag === null || rule.tag === tag) &&
        (rule.id === null || rule.id === id) &&
        rule.classes.every((name) => classes.has(name)),
    )
    .sort((a, b) => a.specificity - b.specificity || a.order - b.order)
    .map((rule) => rule.declarations);
}
