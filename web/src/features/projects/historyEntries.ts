import type { ProjectVersionJson } from '@atelier/contracts';

/**
 * One entry of the project history: the saves of one editing stretch (the server gives each save
 * the id of its stretch's first save), newest first. A stretch is one person's autosaves from one
 * editor tab without a long pause; a milestone or a named version ends one.
 */
export interface HistoryEntry {
  /** The stretch's id (the id of its first save). */
  id: string;
  /** The saves folded into the entry, newest first; never empty. */
  versions: ProjectVersionJson[];
}

/**
 * Folds a history page (or several pages one after the other, newest first) into entries:
 * consecutive saves of the same stretch become one entry. Only neighbours fold, so a stretch the
 * list shows in two places (which the server does not make) stays two entries, in order.
 */
export function foldVersions(versions: readonly ProjectVersionJson[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const version of versions) {
    const last = entries[entries.length - 1];
    if (last && last.id === version.stretch_id) last.versions.push(version);
    else entries.push({ id: version.stretch_id, versions: [version] });
  }
  return entries;
}

/** The entry's picture: the newest save's preview, else the newest preview any of its saves has. */
export function entryPreview(entry: HistoryEntry): string | null {
  return entry.versions.find((version) => version.preview)?.preview ?? null;
}

/** A node type and how many of it, in the order the entry first met the type. */
export interface NodeTypeCount {
  type: string;
  count: number;
}

/** What an entry changed, summed over its saves. */
export interface ChangeSummary {
  /** Node types added and still there at the entry's end (added minus removed, when more). */
  added: NodeTypeCount[];
  /** Node types removed that were there before the entry (removed minus added, when more). */
  removed: NodeTypeCount[];
  parametersChanged: number;
  connectionsChanged: number;
  /** Whether any of the saves recorded what it changed (the first save and old saves did not). */
  recorded: boolean;
}

/**
 * What the saves of an entry changed together. A node added and removed again within the entry
 * counts for neither; settings and wires are summed, since each save counts its own.
 */
export function summariseChanges(versions: readonly ProjectVersionJson[]): ChangeSummary {
  // Each type's balance: above zero added, below zero removed. Saves are summed oldest first,
  // so the types are listed in the order they were first met.
  const balance = new Map<string, number>();
  let parametersChanged = 0;
  let connectionsChanged = 0;
  let recorded = false;
  for (const version of [...versions].reverse()) {
    const changes = version.changes;
    if (!changes) continue;
    recorded = true;
    for (const type of changes.nodes_added) balance.set(type, (balance.get(type) ?? 0) + 1);
    for (const type of changes.nodes_removed) balance.set(type, (balance.get(type) ?? 0) - 1);
    parametersChanged += changes.parameters_changed;
    connectionsChanged += changes.connections_changed;
  }
  const added: NodeTypeCount[] = [];
  const removed: NodeTypeCount[] = [];
  for (const [type, count] of balance) {
    if (count > 0) added.push({ type, count });
    else if (count < 0) removed.push({ type, count: -count });
  }
  return { added, removed, parametersChanged, connectionsChanged, recorded };
}

/** The entry holding a version, if the list shows it. */
export function entryOf(entries: readonly HistoryEntry[], versionId: string): HistoryEntry | undefined {
  return entries.find((entry) => entry.versions.some((version) => version.id === versionId));
}
