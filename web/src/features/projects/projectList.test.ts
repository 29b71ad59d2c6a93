import type { FolderJson, ProjectJson } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildFolderTree,
  flattenFolderTree,
  folderPath,
  folderWithDescendants,
  parseTags,
  searchProjects,
  sortFolders,
  sortProjects,
} from './projectList';

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function project(id: string, name: string, created: string, modified: string): ProjectJson {
  return {
    id,
    owner_id: 'u',
    name,
    state: 'active',
    environment: 'pro',
    visibility: 'private',
    category: null,
    tags: [],
    folder: null,
    created_at: created,
    modified_at: modified,
    deleted_at: null,
    current_project_version_id: null,
    template_project_version_id: null,
    clone_of: null,
    milestone: false,
    preview: null,
  };
}

function folder(id: string, name: string, parent: string | null, created: string): FolderJson {
  return { id, name, state: 'active', parent, children: [], projects: [], created_at: created };
}

const projects = [
  project('a', 'Zebra print', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
  project('b', 'apron 10', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z'),
  project('c', 'Apron 9', '2026-03-01T00:00:00Z', '2026-01-01T00:00:00Z'),
  project('d', '', '2026-01-15T00:00:00Z', '2026-04-01T00:00:00Z'),
];
const shown = (entry: ProjectJson) => entry.name || 'Untitled';

describe('project lists', () => {
  it('sort by date modified and date created, newest first', () => {
    expect(sortProjects(projects, 'modified', shown, collator).map((entry) => entry.id)).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
    expect(sortProjects(projects, 'created', shown, collator).map((entry) => entry.id)).toEqual([
      'c',
      'b',
      'd',
      'a',
    ]);
  });

  it('sort alphabetically as shown, ignoring case and counting numbers as numbers', () => {
    expect(sortProjects(projects, 'name', shown, collator).map(shown)).toEqual([
      'Apron 9',
      'apron 10',
      'Untitled',
      'Zebra print',
    ]);
  });

  it('search names as shown, ignoring case and accents', () => {
    const named = [...projects, project('e', 'Crème brûlée', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')];
    expect(searchProjects(named, 'APRON', shown).map((entry) => entry.id)).toEqual(['b', 'c']);
    expect(searchProjects(named, 'creme', shown).map((entry) => entry.id)).toEqual(['e']);
    expect(searchProjects(named, 'untitled', shown).map((entry) => entry.id)).toEqual(['d']);
    expect(searchProjects(named, '   ', shown)).toHaveLength(5);
  });
});

describe('folders', () => {
  const folders = [
    folder('shirts', 'Shirts', 'clothes', '2026-01-03T00:00:00Z'),
    folder('clothes', 'Clothes', null, '2026-01-02T00:00:00Z'),
    folder('art', 'Art', null, '2026-01-05T00:00:00Z'),
    folder('tees', 'Tees', 'shirts', '2026-01-04T00:00:00Z'),
    folder('orphan', 'Orphan', 'gone', '2026-01-01T00:00:00Z'),
  ];

  it('sort by creation date, oldest first, or by name', () => {
    expect(sortFolders(folders, 'created', collator).map((entry) => entry.id)).toEqual([
      'orphan',
      'clothes',
      'shirts',
      'tees',
      'art',
    ]);
    expect(sortFolders(folders, 'name', collator).map((entry) => entry.id)).toEqual([
      'art',
      'clothes',
      'orphan',
      'shirts',
      'tees',
    ]);
  });

  it('form a tree, a folder whose parent is not listed being a root', () => {
    const rows = flattenFolderTree(buildFolderTree(folders, 'name', collator)).map(
      (node) => `${node.depth}:${node.folder.id}`,
    );
    expect(rows).toEqual(['0:art', '0:clothes', '1:shirts', '2:tees', '0:orphan']);
  });

  it('know what lies inside a folder and the path down to it', () => {
    expect([...folderWithDescendants(folders, 'clothes')].sort()).toEqual(['clothes', 'shirts', 'tees']);
    expect(folderPath(folders, 'tees').map((entry) => entry.id)).toEqual(['clothes', 'shirts', 'tees']);
  });
});

describe('tags', () => {
  it('are split at commas, trimmed, lower-cased and unique', () => {
    expect(parseTags(' Winter, wool ,, WINTER,knit ')).toEqual(['winter', 'wool', 'knit']);
  });
});
