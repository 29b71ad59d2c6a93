// Saving and loading of a project as the spec names them (sections 3 and 4): flags for each
// part of the work, the stage shown to the user, and the rules "loaded when no loading flag is
// set" and "saving when any saving flag is set". Plain data and pure functions.

export interface SavingFlags {
  saveGraph: boolean;
  savingError: boolean;
  renderProjectPreview: boolean;
  renderNodesPreviews: boolean;
}

export interface LoadingFlags {
  /** The graph's data is being fetched; true until the first load finished. */
  data: boolean;
  /** Node code is being loaded. */
  nodes: boolean;
}

export interface SavingState {
  creating: boolean;
  saving: SavingFlags;
  loading: LoadingFlags;
}

export type SavingStage =
  'creating' | 'loading' | 'saving' | 'renderingProjectPreview' | 'renderingNodePreviews' | 'idle';

export const initialSavingState: SavingState = {
  creating: false,
  saving: { saveGraph: false, savingError: false, renderProjectPreview: false, renderNodesPreviews: false },
  loading: { data: true, nodes: false },
};

export function isGraphLoaded(state: SavingState): boolean {
  return !state.loading.data && !state.loading.nodes;
}

/** Saving is under way while any saving flag other than the error is set. */
export function isSaving(state: SavingState): boolean {
  const { saveGraph, renderProjectPreview, renderNodesPreviews } = state.saving;
  return state.creating || saveGraph || renderProjectPreview || renderNodesPreviews;
}

/** The stage to show, in the order the work happens. */
export function savingStage(state: SavingState): SavingStage {
  if (state.creating) return 'creating';
  if (!isGraphLoaded(state)) return 'loading';
  if (state.saving.saveGraph) return 'saving';
  if (state.saving.renderProjectPreview) return 'renderingProjectPreview';
  if (state.saving.renderNodesPreviews) return 'renderingNodePreviews';
  return 'idle';
}

/** Resetting clears everything to its initial value (spec section 4). */
export function resetSavingState(): SavingState {
  return structuredClone(initialSavingState);
}
