/** The version a save follows (the project's current one), as far as stretches go. */
export interface PreviousSave {
  id: string;
  /** Null for versions saved before stretches were recorded: each is a stretch of its own. */
  stretchId: string | null;
  createdBy: string;
  editingSession: string | null;
  createdAt: Date;
  milestone: boolean;
  label: string | null;
}

export interface NewSave {
  createdBy: string;
  /** The editor tab's id; empty when unknown. */
  editingSession: string;
  createdAt: Date;
  milestone: boolean;
  label: string | null;
}

/**
 * The editing stretch a new save continues, or undefined when it starts one of its own. It
 * continues the previous version's stretch when the same person saved that version from the same
 * editor tab (both known) less than `pauseMilliseconds` before, and neither of the two is a
 * milestone or labelled, so a named point always stands as its own entry. Another tab, another
 * person, a pause, or a restore (saved under an editor tab id of its own) starts a new stretch.
 */
export function continuedStretch(
  previous: PreviousSave | undefined,
  save: NewSave,
  pauseMilliseconds: number,
): string | undefined {
  if (!previous) return undefined;
  if (save.editingSession === '' || previous.editingSession !== save.editingSession) return undefined;
  if (previous.createdBy !== save.createdBy) return undefined;
  if (save.createdAt.getTime() - previous.createdAt.getTime() >= pauseMilliseconds) return undefined;
  if (previous.milestone || previous.label !== null || save.milestone || save.label !== null)
    return undefined;
  return previous.stretchId ?? previous.id;
}
