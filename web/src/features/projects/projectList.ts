import type { FolderJson, ProjectJson } from '@atelier/contracts';

/** The project orders of the spec: date modified, date created, alphabetical. */
export const projectSorts = ['modified', 'created', 'name'] as const;
export type ProjectSort = (typeof projectSorts)[number];

/** Folders sort by creation date or name. */
export const folderSorts = ['created', 'name'] as const;
export type FolderSort = (typeof folderSorts)[number];

/** Newest first for dates, A to Z for names (ties broken by id, so the order never flickers). */
export function sortProjects(
  projects: readonly ProjectJson[],
  sort: ProjectSort,
  displayName: (project: ProjectJson) => string,
  collator: Intl.Collator,
): ProjectJson[] {
  const byId = (first: ProjectJson, second: ProjectJson) =>
    first.id < second.id ? -1 : first.id > second.id ? 1 : 0;
  return [...projects].sort((first, second) => {
    const compared =
      sort === 'name'
        ? collator.compare(displayName(first), displayName(second))
        : sort === 'created'
          ? Date.parse(second.created_at) - Date.parse(first.created_at)
          : Date.parse(second.modified_at) - Date.parse(first.modified_at);
    return compared !== 0 ? compared : byId(first, second);
  });
}

/** Oldest first by creation date (new folders join at the end), or A to Z by name. */
export function sortFolders(
  folders: readonly FolderJson[],
  sort: FolderSort,
  collator: Intl.Collator,
): FolderJson[] {
  return [...folders].sort((first, second) => {
    const compared =
      sort === 'name'
        ? collator.compare(first.name, second.name)
        : Date.parse(first.created_at) - Date.parse(second.created_at);
    return compared !== 0 ? compared : first.id < second.id ? -1 : 1;
  });
}

/** Text folded for search: case and accents ignored, so "creme" finds "Crème". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** The projects whose name (as shown) contains the query, ignoring case and accents. */
export function searchProjects(
  projects: readonly ProjectJson[],
  query: string,
  displayName: (project: ProjectJson) => string,
): ProjectJson[] {
  const wanted = folded(query.trim());
  if (wanted === '') return [...projects];
  return projects.filter((project) => folded(displayName(project)).includes(wanted));
}

export interface FolderNode {
  folder: FolderJson;
  depth: number;
  children: FolderNode[];
}

/** The folders as a tree in the chosen order; a folder whose parent is not listed is a root. */
export function buildFolderTree(
  folders: readonly FolderJson[],
  sort: FolderSort,
  collator: Intl.Collator,
): FolderNode[] {
  const known = new Set(folders.map((folder) => folder.id));
  const childrenOf = new Map<string | null, FolderJson[]>();
  for (const folder of sortFolders(folders, sort, collator)) {
    const parent = folder.parent !== null && known.has(folder.parent) ? folder.parent : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const visited = new Set<string>();
  const grow = (parent: string | null, depth: number): FolderNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((folder) => !visited.has(folder.id) && visited.add(folder.id))
      .map((folder) => ({ folder, depth, children: grow(folder.id, depth + 1) }));
  return grow(null, 0);
}

/** The tree as rows, parents before their children. */
export function flattenFolderTree(nodes: readonly FolderNode[]): FolderNode[] {
  return nodes.flatMap((node) => [node, ...flattenFolderTree(node.children)]);
}

/** A folder and every folder inside it: where it cannot be moved to. */
export function folderWithDescendants(folders: readonly FolderJson[], folderId: string): Set<string> {
  const found = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parent !== null && found.has(folder.parent) && !found.has(folder.id)) {
        found.add(folder.id);
        grew = true;
      }
    }
  }
  return found;
}

/** The folders from the top down to this one, for the breadcrumb. */
export function folderPath(folders: readonly FolderJson[], folderId: string): FolderJson[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: FolderJson[] = [];
  let current = byId.get(folderId);
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parent === null ? undefined : byId.get(current.parent);
  }
  return path;
}

/** Tags typed as "Winter, wool ,  knit" become ["winter", "wool", "knit"]. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter((tag) => tag !== ''),
    ),
  ];
}
