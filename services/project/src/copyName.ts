/** The longest project name (cleanProjectName). */
export const projectNameLimit = 200;

/**
 * The words a copy's name ends with, in the product's languages: the service names a copy in
 * English when the caller gives no name, and the web app asks for "<name> (Kopie)" and the like.
 */
const copyWords = ['copy', 'Kopie', 'copie', 'copia'];
const words = copyWords.join('|');
/** "<base> (<word>)" or "<base> (<word> <n>)". */
const copySuffix = new RegExp(`^(.*) \\((${words})(?: \\d+)?\\)$`);

/**
 * A distinct name for a copy among the owner's project names `taken`, as file managers name
 * copies: "Quilt (copy)", then "Quilt (copy 2)", "Quilt (copy 3)". A copy of a copy does not
 * pile up suffixes ("Quilt (copy) (copy)" is asked for as "Quilt (copy)", numbered on). A name
 * that does not end with a copy word is the caller's own choice and kept as it is. The result
 * stays within the name length limit by shortening the base, never the suffix.
 */
export function distinctCopyName(requested: string, taken: ReadonlySet<string>): string {
  const name = requested.trim();
  const match = copySuffix.exec(name);
  if (!match) return name.slice(0, projectNameLimit);
  let base = match[1]!;
  const word = match[2]!;
  // "Quilt (copy 2) (copy)" or "Quilt (Kopie) (Kopie)": the base is the original's name.
  for (let inner = copySuffix.exec(base); inner; inner = copySuffix.exec(base)) base = inner[1]!;
  const named = (suffix: string) => {
    const room = projectNameLimit - suffix.length;
    return `${base.length > room ? base.slice(0, room).trimEnd() : base}${suffix}`;
  };
  const first = named(` (${word})`);
  if (!taken.has(first)) return first;
  for (let number = 2; ; number += 1) {
    const candidate = named(` (${word} ${number})`);
    if (!taken.has(candidate)) return candidate;
  }
}

/** The name a copy is asked for when the caller gives none: "<source's name> (copy)". */
export function defaultCopyName(sourceName: string): string {
  return `${sourceName} (copy)`;
}
