// Autosaving the open graph as new versions (spec section 4): each change is kept in the
// offline queue at once, and after a short pause the graph is saved, then the project preview
// and the node previews are rendered and uploaded. A failed save sets the saving error, raises
// the saving-error toast once, and is retried with growing pauses and whenever the browser comes
// back online; the kept edit is cleared only once a save covered it. A read-only version saves
// nothing. With the profile's manual saving, changes are still kept at once but saved only when
// the user asks (the Save button, ctrl/cmd + S); a save the user asked for that fails is retried
// like any other.
//
// A refusal that asking again cannot change (someone else's project: 403; a project gone: 404;
// a graph the server will not take: 400) is not retried: the edit stays kept, the controller
// reports the refusal, and `saveCopy` saves the graph into a project of the user's own instead.
//
// Edits that waited (restored from the queue when the editor opens, or made while saving
// failed, as offline) are checked against the server's current version before they are sent:
// when another tab or device saved the project in between, nothing is saved until the user
// chooses (`keepMine`, `takeSaved`, or `saveCopy`), so nobody's save is silently overwritten.
import { loadGraph, serializeGraph, type GraphDocument } from '@atelier/graph';
import { isPermanentRefusal } from '../../../ui/serverError';
import type { Editor } from '../core/editor';
import { emptyGraph } from '../core/editorSlice';
import { renamedFileIds, renameFileCommands } from './copiedFiles';
import type { OfflineQueue, UnsavedEdit } from './offlineQueue';
import { nodePreviewFileName, type NamedPng, type ProjectStorage } from './projectStorage';
import { initialSavingState, isSaving, type SavingState } from './savingState';

export interface AutosaveOptions {
  editor: Editor;
  storage: ProjectStorage;
  queue: OfflineQueue;
  /**
   * The project being edited, or null for a new one: it is created by the first save of a graph
   * with something in it (or a file or a name the user gives it), so an editor opened and left
   * empty leaves no project behind.
   */
  projectId: string | null;
  /** The project's name as opened ('' for a new or unnamed one). */
  projectName?: string;
  baseVersionId: string | null;
  /** Called when a new project got its id, so the address can follow. */
  onProjectCreated?: (projectId: string) => void;
  /** The saving-error toast (spec section 8), for failures that are retried. */
  onSavingError?: () => void;
  /** Called when the open graph was saved as a copy of the user's own; the editor goes on there. */
  onProjectCopied?: (copyId: string, sourceId: string | null) => void;
  /** Renders previews to PNG for upload; absent in tests that do not look at previews. */
  renderPreviews?: () => Promise<{ project?: NamedPng; nodes: NamedPng[] }>;
  /** Milliseconds of quiet after a change before saving. */
  delay?: number;
  /** False for the profile's manual saving: only `flush` saves. Default true. */
  automatic?: boolean;
  /** Longest pause between retries after failures. */
  maximumRetryDelay?: number;
  now?: () => Date;
}

/**
 * `refused`: the server refused the save for good; nothing is retried until a copy is saved.
 * `conflict`: the project was saved elsewhere since the edit's version; the user chooses first.
 */
export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'refused' | 'conflict';

/** The project's version saved elsewhere after the one the unsaved edit was made on. */
export interface SaveConflict {
  /** The server's current version (null: the project has none any more). */
  serverVersionId: string | null;
}

export class AutosaveController {
  private state: SavingState = { ...initialSavingState, loading: { data: false, nodes: false } };
  private readonly listeners = new Set<() => void>();
  private projectId: string | null;
  private baseVersionId: string | null;
  private savedRevision: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = 0;
  private running: Promise<void> | undefined;
  private failures = 0;
  private destroyed = false;
  private readonly unsubscribe: () => void;
  private readonly onOnline = () => {
    if (this.isBlocked) return;
    if (this.automatic || this.failures > 0) this.saveSoon(0);
  };
  private automatic: boolean;
  private lastRevision: number;
  private creatingProject: Promise<string> | undefined;
  /** The failed call of a save refused for good (a rejected RTK Query call), if one was. */
  private refusedBy: unknown;
  private copying: Promise<string> | undefined;
  private name: string;
  /** Set while the next save must first check that nobody saved since `baseVersionId`. */
  private checkBase = false;
  /** Graphs sent in saves that got no answer: a server version holding one of them is ours. */
  private readonly unanswered = new Set<string>();
  private conflictWith: SaveConflict | undefined;
  /** Set while the editor is given another document that is already saved. */
  private replacing = false;

  constructor(private readonly options: AutosaveOptions) {
    this.projectId = options.projectId;
    this.baseVersionId = options.baseVersionId;
    this.automatic = options.automatic ?? true;
    this.name = options.projectName ?? '';
    this.savedRevision = options.editor.state.revision;
    this.lastRevision = this.savedRevision;
    this.unsubscribe = options.editor.subscribe(() => this.onChange());
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
  }

  get savingState(): SavingState {
    return this.state;
  }

  get status(): AutosaveStatus {
    if (this.refusal !== undefined) return 'refused';
    if (this.conflictWith !== undefined) return 'conflict';
    if (this.state.saving.savingError) return 'error';
    if (isSaving(this.state)) return 'saving';
    return this.options.editor.state.revision === this.savedRevision ? 'saved' : 'pending';
  }

  get currentProjectId(): string | null {
    return this.projectId;
  }

  /** The project's name ('' while it has none). */
  get projectName(): string {
    return this.name;
  }

  /**
   * Whether leaving now would leave something unsaved: a change not yet saved (or being saved),
   * a save that failed or was refused. Rendering previews after a save does not count.
   */
  get hasUnsavedChanges(): boolean {
    if (this.options.editor.state.readOnly) return false;
    return (
      this.refusal !== undefined ||
      this.conflictWith !== undefined ||
      this.state.saving.savingError ||
      this.options.editor.state.revision !== this.savedRevision
    );
  }

  /**
   * Renames the project (POST /project/{id}); a new project without an id yet is created with
   * the name. The name shows at once and goes back to the old one when the server refuses.
   */
  async rename(name: string): Promise<void> {
    const wanted = name.trim();
    if (wanted === this.name) return;
    const previous = this.name;
    this.name = wanted;
    this.update((state) => state);
    try {
      if (this.projectId) await this.options.storage.renameProject(this.projectId, wanted);
      else if (this.creatingProject) {
        const created = await this.creatingProject;
        await this.options.storage.renameProject(created, wanted);
      } else await this.ensureProject();
    } catch (error) {
      if (this.name === wanted) {
        this.name = previous;
        this.update((state) => state);
      }
      throw error;
    }
  }

  /** The version last saved or opened (what a server job reads once everything is saved). */
  get currentVersionId(): string | null {
    return this.baseVersionId;
  }

  /** Why saving was refused for good (the failed call, for its status and message), if it was. */
  get refusal(): { failure: unknown } | undefined {
    return this.refusedBy === undefined ? undefined : { failure: this.refusedBy };
  }

  /** The version saved elsewhere since the unsaved edit's, while the user has not chosen yet. */
  get conflict(): SaveConflict | undefined {
    return this.conflictWith;
  }

  /** Nothing is saved while a refusal or a conflict waits for the user. */
  private get isBlocked(): boolean {
    return this.refusal !== undefined || this.conflictWith !== undefined;
  }

  /** Whether a copy is being saved (see `saveCopy`). */
  get isCopying(): boolean {
    return this.copying !== undefined;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether changes save by themselves; turning it on saves what is unsaved at once. */
  get isAutomatic(): boolean {
    return this.automatic;
  }

  setAutomatic(automatic: boolean) {
    if (automatic === this.automatic) return;
    this.automatic = automatic;
    if (automatic && this.status === 'pending') this.saveSoon(0);
    for (const listener of this.listeners) listener();
  }

  /** Marks the open document as unsaved (an edit restored from the queue); saved soon when automatic. */
  markUnsaved() {
    this.savedRevision = -1;
    this.keep();
    if (this.automatic && !this.isBlocked) this.saveSoon(0);
    else this.update((state) => state);
  }

  /**
   * Puts back an edit kept in the queue (the open document is its graph), checked against what
   * the server has: made on the server's current version, it is saved as usual; already the
   * server's current graph, it is forgotten; otherwise the project was saved elsewhere since,
   * and the user chooses before anything is saved (`conflict`). `server` undefined: the server
   * could not be asked (offline); the edit is checked before it is sent.
   */
  restoreKept(kept: UnsavedEdit, server?: { versionId: string | null; nodegraph: string | null }) {
    if (server === undefined && this.projectId !== null) {
      this.baseVersionId = kept.baseVersionId;
      this.checkBase = true;
      this.markUnsaved();
      return;
    }
    if (server === undefined || this.projectId === null || kept.baseVersionId === server.versionId) {
      this.markUnsaved();
      return;
    }
    if (server.nodegraph !== null && sameGraph(server.nodegraph, kept.nodegraph)) {
      this.baseVersionId = server.versionId;
      this.options.queue.forget(this.projectId);
      this.update((state) => state);
      return;
    }
    this.baseVersionId = kept.baseVersionId;
    this.savedRevision = -1;
    this.keep();
    this.conflictWith = { serverVersionId: server.versionId };
    this.update((state) => state);
  }

  /**
   * Resolves a conflict by saving the edit as the project's newest version, on top of the one
   * saved elsewhere (which stays in the history). Saves at once, also with manual saving.
   */
  async keepMine(): Promise<void> {
    const conflict = this.conflictWith;
    if (!conflict) return;
    this.conflictWith = undefined;
    this.checkBase = false;
    this.baseVersionId = conflict.serverVersionId;
    this.savedRevision = -1;
    this.keep();
    this.update((state) => state);
    await this.flush();
  }

  /**
   * Resolves a conflict by dropping the edit and opening the server's current version instead;
   * the kept edit is forgotten. Rejects (the conflict still open) when that version cannot be read.
   */
  async takeSaved(): Promise<void> {
    const conflict = this.conflictWith;
    if (!conflict) return;
    const opened = conflict.serverVersionId
      ? await this.options.storage.openVersion(conflict.serverVersionId)
      : undefined;
    if (this.conflictWith !== conflict) return;
    const document = opened?.nodegraph ? loadGraph(opened.nodegraph) : emptyGraph;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.conflictWith = undefined;
    this.checkBase = false;
    this.unanswered.clear();
    this.failures = 0;
    this.retryDelay = 0;
    this.baseVersionId = conflict.serverVersionId;
    this.replacing = true;
    try {
      this.options.editor.load(document);
    } finally {
      this.replacing = false;
    }
    this.lastRevision = this.options.editor.state.revision;
    this.savedRevision = this.lastRevision;
    this.options.queue.forget(this.projectId);
    this.update((state) => ({ ...state, saving: { ...state.saving, savingError: false } }));
  }

  /**
   * Saves now whatever is unsaved; resolves when the graph is saved or the attempt failed. After
   * a refusal for good it asks nothing: the same save would be refused again.
   */
  async flush(): Promise<void> {
    if (this.isBlocked) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.run();
  }

  destroy() {
    this.destroyed = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    this.listeners.clear();
  }

  private update(change: (state: SavingState) => SavingState) {
    this.state = change(this.state);
    for (const listener of this.listeners) listener();
  }

  private onChange() {
    const editorState = this.options.editor.state;
    if (editorState.revision === this.lastRevision) return;
    this.lastRevision = editorState.revision;
    if (editorState.readOnly || this.replacing) return;
    this.keep();
    this.update((state) => state);
    if (this.automatic && !this.isBlocked) this.saveSoon(this.options.delay ?? 1500);
  }

  private keep() {
    const editorState = this.options.editor.state;
    this.options.queue.keep({
      projectId: this.projectId,
      baseVersionId: this.baseVersionId,
      revision: editorState.revision,
      nodegraph: serializeGraph(editorState.history.present),
      keptAt: (this.options.now?.() ?? new Date()).toISOString(),
    });
  }

  private saveSoon(delay: number) {
    if (this.destroyed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, delay);
  }

  private async run(): Promise<void> {
    if (this.running) {
      await this.running;
      if (this.options.editor.state.revision !== this.savedRevision) return this.run();
      return;
    }
    this.running = this.save().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * The project's id, creating the project first when this is a new graph that has none yet
   * (a file chosen before the first save needs a project to belong to). Saving and this share
   * one creation, so a project is never made twice.
   */
  ensureProject(): Promise<string> {
    if (this.projectId) return Promise.resolve(this.projectId);
    this.creatingProject ??= (async () => {
      this.update((state) => ({ ...state, creating: true }));
      try {
        const created = await this.options.storage.createProject(this.name || undefined);
        this.projectId = created.projectId;
        this.baseVersionId = created.versionId ?? this.baseVersionId;
        this.options.queue.adopt(created.projectId);
        this.options.onProjectCreated?.(created.projectId);
        return created.projectId;
      } finally {
        this.creatingProject = undefined;
        this.update((state) => ({ ...state, creating: false }));
      }
    })();
    return this.creatingProject;
  }

  private async save() {
    const editor = this.options.editor;
    if (editor.state.readOnly || this.destroyed || this.isBlocked) return;
    const revision = editor.state.revision;
    if (revision === this.savedRevision) return;
    const document: GraphDocument = editor.state.history.present;
    if (this.projectId === null && !this.creatingProject && document.nodes.length === 0) {
      // Nothing to keep yet (a node added and undone): no project is made for an empty graph.
      this.savedRevision = revision;
      this.options.queue.clear(null, { revision });
      this.update((state) => state);
      return;
    }
    const nodegraph = serializeGraph(document);
    try {
      const projectId = await this.ensureProject();
      this.update((state) => ({ ...state, saving: { ...state.saving, saveGraph: true } }));
      if (this.checkBase && (await this.savedElsewhere(projectId, nodegraph))) {
        this.update((state) => ({ ...state, saving: { ...state.saving, saveGraph: false } }));
        return;
      }
      this.unanswered.add(nodegraph);
      const saved = await this.options.storage.saveVersion(projectId, nodegraph);
      this.baseVersionId = saved.versionId;
      this.checkBase = false;
      this.unanswered.clear();
      this.savedRevision = revision;
      this.options.queue.clear(projectId, { revision });
      this.failures = 0;
      this.retryDelay = 0;
      this.update((state) => ({
        ...state,
        saving: { ...state.saving, saveGraph: false, savingError: false },
      }));
      await this.uploadPreviews(saved.versionId);
    } catch (error) {
      console.error('Saving the project failed', error);
      if (isPermanentRefusal(error)) {
        // Retrying would only be refused again, with the error shown each time; the edit stays kept.
        if (this.timer) clearTimeout(this.timer);
        this.timer = undefined;
        this.refusedBy = error;
        this.update((state) => ({
          ...state,
          creating: false,
          saving: { ...state.saving, saveGraph: false, savingError: true },
        }));
        return;
      }
      this.failures += 1;
      // Until a save goes through, someone else may save the project: the next one checks first.
      this.checkBase = true;
      this.update((state) => ({
        ...state,
        creating: false,
        saving: { ...state.saving, saveGraph: false, savingError: true },
      }));
      if (this.failures === 1) this.options.onSavingError?.();
      this.retryDelay = Math.min(
        this.options.maximumRetryDelay ?? 30_000,
        this.retryDelay === 0 ? 2000 : this.retryDelay * 2,
      );
      this.saveSoon(this.retryDelay);
      return;
    }
    if (this.automatic && editor.state.revision !== this.savedRevision)
      this.saveSoon(this.options.delay ?? 1500);
  }

  /**
   * Whether the project was saved elsewhere since `baseVersionId` (another tab or device): the
   * server's current version is another one whose graph is neither this one nor one this editor
   * sent without getting the answer. If so, the conflict is set for the user to resolve; if the
   * server's version is this editor's own, it becomes the base. Rejects when the server cannot be
   * asked (still offline), as a failed save.
   */
  private async savedElsewhere(projectId: string, nodegraph: string): Promise<boolean> {
    const current = await this.options.storage.readCurrentVersionId(projectId);
    if (current === this.baseVersionId) return false;
    if (current !== null) {
      const server = (await this.options.storage.openVersion(current)).nodegraph;
      const ours = server !== null && [nodegraph, ...this.unanswered].some((sent) => sameGraph(server, sent));
      if (ours) {
        this.baseVersionId = current;
        return false;
      }
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.conflictWith = { serverVersionId: current };
    this.failures = 0;
    this.retryDelay = 0;
    this.update((state) => ({ ...state, saving: { ...state.saving, savingError: false } }));
    return true;
  }

  /**
   * Saves the open graph into a project of the user's own, after the server refused it for good
   * (someone else's project): the project is duplicated (POST /project/{id}/duplicate, which for
   * another user's project copies its current version), or, when it can no longer be copied (gone,
   * no longer shared), a new project is made; the kept edit moves to the copy before anything else,
   * so a failure from here on still finds it there after a reload; files the graph names are
   * renamed to the copy's own; then the graph is saved as the copy's newest version and the editor
   * goes on with the copy. Resolves to the copy's id; rejects
   * when no copy could be made, with the edit still kept under the original. Also resolves a
   * conflict: the copy holds the edit, the original keeps the version saved elsewhere. `name`:
   * the copy's name in the user's language (the server numbers it when the user has it already).
   */
  saveCopy(name?: string): Promise<string> {
    this.copying ??= this.copy(name).finally(() => {
      this.copying = undefined;
      this.update((state) => state);
    });
    this.update((state) => state);
    return this.copying;
  }

  private async copy(name: string | undefined): Promise<string> {
    const sourceId = this.projectId;
    let copy: { projectId: string; versionId: string | null; name?: string };
    if (sourceId === null) copy = await this.options.storage.createProject(name);
    else {
      try {
        copy = await this.options.storage.duplicateProject(sourceId, name);
      } catch (error) {
        if (!isPermanentRefusal(error)) throw error;
        copy = await this.options.storage.createProject(name);
      }
    }
    this.projectId = copy.projectId;
    this.baseVersionId = copy.versionId;
    this.name = copy.name ?? name ?? this.name;
    this.keep();
    if (sourceId !== copy.projectId) this.options.queue.forget(sourceId);
    this.conflictWith = undefined;
    this.checkBase = false;
    this.unanswered.clear();
    this.refusedBy = undefined;
    this.failures = 0;
    this.retryDelay = 0;
    this.savedRevision = -1;
    this.update((state) => ({ ...state, saving: { ...state.saving, savingError: false } }));
    if (sourceId !== null) await this.nameCopiedFiles(copy.projectId);
    this.options.onProjectCopied?.(copy.projectId, sourceId);
    await this.run();
    return copy.projectId;
  }

  /**
   * Makes the graph name the copy's files where it named the original's (see copiedFiles.ts),
   * so the copy keeps its images when the original goes. Without the copy's graph the edit is
   * saved all the same, naming the original's files, which stay readable while it is shared.
   */
  private async nameCopiedFiles(copyId: string) {
    let copied: string | null;
    try {
      copied = (await this.options.storage.openProject(copyId)).nodegraph;
    } catch (error) {
      console.error('Reading the copy to name its files failed', error);
      return;
    }
    if (!copied) return;
    const editor = this.options.editor;
    const commands = renameFileCommands(editor.document, renamedFileIds(editor.document, loadGraph(copied)));
    if (commands.length > 0) editor.perform({ label: 'editor.history.setValue', commands });
  }

  private async uploadPreviews(versionId: string) {
    const render = this.options.renderPreviews;
    const projectId = this.projectId;
    if (!render || !projectId) return;
    try {
      this.update((state) => ({
        ...state,
        saving: { ...state.saving, renderProjectPreview: true, renderNodesPreviews: true },
      }));
      const previews = await render();
      if (previews.project) await this.options.storage.uploadProjectPreview(versionId, previews.project);
      this.update((state) => ({ ...state, saving: { ...state.saving, renderProjectPreview: false } }));
      if (previews.nodes.length > 0)
        await this.options.storage.uploadNodePreviews(
          projectId,
          previews.nodes.map((preview) => ({
            ...preview,
            fileName: nodePreviewFileName(preview.nodeId ?? preview.fileName),
          })),
        );
    } catch (error) {
      // Previews are a convenience for lists and history; the graph itself is saved.
      console.error('Uploading previews failed', error);
    } finally {
      this.update((state) => ({
        ...state,
        saving: { ...state.saving, renderProjectPreview: false, renderNodesPreviews: false },
      }));
    }
  }
}

/** Whether two nodegraph.json texts hold the same graph (as the editor would save it). */
function sameGraph(first: string, second: string): boolean {
  if (first === second) return true;
  try {
    return serializeGraph(loadGraph(first)) === serializeGraph(loadGraph(second));
  } catch {
    return false;
  }
}
