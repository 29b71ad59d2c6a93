import type { ProjectVersionJson, VersionChangesJson } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { entryOf, entryPreview, foldVersions, summariseChanges } from './historyEntries';

function version(
  number: number,
  stretch: number,
  extra: { preview?: string; changes?: Partial<VersionChangesJson> | null } = {},
): ProjectVersionJson {
  return {
    id: `v${number}`,
    project_id: 'p',
    number,
    name: '',
    milestone: false,
    created_at: new Date(Date.UTC(2026, 10, 25, 12, number)).toISOString(),
    encrypted: true,
    size: 10,
    presets: {},
    preview: extra.preview ?? null,
    node_previews: [],
    created_by: 'u',
    stretch_id: `v${stretch}`,
    changes:
      extra.changes === null
        ? null
        : {
            nodes_added: [],
            nodes_removed: [],
            parameters_changed: 0,
            connections_changed: 0,
            ...extra.changes,
          },
  };
}

const ids = (entries: ReturnType<typeof foldVersions>) =>
  entries.map((entry) => entry.versions.map((saved) => saved.id));

describe('folding the history', () => {
  it('folds neighbouring saves of one stretch into one entry, newest first', () => {
    // Versions 1-3 are one stretch, 4 stands alone, 5-6 another stretch; the list is newest first.
    const list = [version(6, 5), version(5, 5), version(4, 4), version(3, 1), version(2, 1), version(1, 1)];
    const entries = foldVersions(list);
    expect(entries.map((entry) => entry.id)).toEqual(['v5', 'v4', 'v1']);
    expect(ids(entries)).toEqual([['v6', 'v5'], ['v4'], ['v3', 'v2', 'v1']]);
  });

  it('folds the same whether the saves came in one page or two', () => {
    const first = [version(5, 4), version(4, 4), version(3, 2)];
    const second = [version(2, 2), version(1, 1)];
    expect(ids(foldVersions([...first, ...second]))).toEqual([['v5', 'v4'], ['v3', 'v2'], ['v1']]);
    // Before the second page comes, the stretch cut by the page end shows what it has.
    expect(ids(foldVersions(first))).toEqual([['v5', 'v4'], ['v3']]);
  });

  it('keeps a stretch interrupted by another as separate entries', () => {
    // Another tab saved version 2 in the middle of the stretch that started at 1.
    const entries = foldVersions([version(3, 1), version(2, 2), version(1, 1)]);
    expect(ids(entries)).toEqual([['v3'], ['v2'], ['v1']]);
  });

  it('makes no entry of no saves', () => {
    expect(foldVersions([])).toEqual([]);
  });

  it('finds the entry of a save', () => {
    const entries = foldVersions([version(3, 2), version(2, 2), version(1, 1)]);
    expect(entryOf(entries, 'v2')?.id).toBe('v2');
    expect(entryOf(entries, 'v1')?.id).toBe('v1');
    expect(entryOf(entries, 'v9')).toBeUndefined();
  });
});

describe("an entry's picture", () => {
  it("is the newest save's preview, else the newest preview of the entry, else none", () => {
    const [withNewest] = foldVersions([
      version(3, 1, { preview: '/3.png' }),
      version(2, 1, { preview: '/2.png' }),
    ]);
    expect(entryPreview(withNewest!)).toBe('/3.png');
    const [olderOnly] = foldVersions([
      version(3, 1),
      version(2, 1, { preview: '/2.png' }),
      version(1, 1, { preview: '/1.png' }),
    ]);
    expect(entryPreview(olderOnly!)).toBe('/2.png');
    const [none] = foldVersions([version(2, 1), version(1, 1)]);
    expect(entryPreview(none!)).toBeNull();
  });
});

describe('what an entry changed', () => {
  it('sums settings and wires and lists the node types added, in the order they were added', () => {
    // Oldest first: a gradient, then a blur and two settings, then three settings and a wire.
    const saves = [
      version(3, 1, { changes: { parameters_changed: 3, connections_changed: 1 } }),
      version(2, 1, { changes: { nodes_added: ['image.blur'], parameters_changed: 2 } }),
      version(1, 1, { changes: { nodes_added: ['image.gradient'] } }),
    ];
    expect(summariseChanges(saves)).toEqual({
      added: [
        { type: 'image.gradient', count: 1 },
        { type: 'image.blur', count: 1 },
      ],
      removed: [],
      parametersChanged: 5,
      connectionsChanged: 1,
      recorded: true,
    });
  });

  it('counts a node added and removed again within the entry for neither', () => {
    const saves = [
      version(4, 1, { changes: { nodes_removed: ['image.blur', 'image.noise'] } }),
      version(3, 1, { changes: { nodes_added: ['image.blur', 'image.blur'] } }),
      version(2, 1, { changes: { nodes_added: ['image.invert'] } }),
    ];
    const summary = summariseChanges(saves);
    expect(summary.added).toEqual([
      { type: 'image.invert', count: 1 },
      { type: 'image.blur', count: 1 },
    ]);
    expect(summary.removed).toEqual([{ type: 'image.noise', count: 1 }]);
  });

  it('says when no save of the entry recorded its changes', () => {
    const summary = summariseChanges([version(1, 1, { changes: null })]);
    expect(summary).toEqual({
      added: [],
      removed: [],
      parametersChanged: 0,
      connectionsChanged: 0,
      recorded: false,
    });
    expect(summariseChanges([version(2, 1), version(1, 1, { changes: null })]).recorded).toBe(true);
  });
});
