// Autosaving the open graph as new versions (spec section 4): each change is kept in the
// offline queue at once, and after a short pause the graph is saved, then the project preview
// and the node previews are rendered and uploaded. A failed save sets the saving error, raises
// the saving-error toast once, and is retried with growing pauses and whenever the browser comes
// back online; the kept edit is cleared only once a save covered it. A read-only version saves
// nothing. With the profile's manual saving, changes are still kept at once but saved only when
// the user asks (the Save button, ctrl/cmd + S); a save the user asked for that fails is retried
// like any other.
import { serializeGraph, type GraphDocument } from '@atelier/graph';
import type { Editor } from '../core/editor';
import { OfflineQueue } from './offlineQueue';
import { nodePreviewFileName, type NamedPng, type ProjectStorage } from './projectStorage';
import { initialSavingState, isSaving, type SavingState } from './savingState';

export interface AutosaveOptions {
  editor: Editor;
  storage: ProjectStorage;
  queue: OfflineQueue;
  /** The project being edited, or null for a new one that is created on the first change. */
  projectId: string | null;
  baseVersionId: string | null;
  /** Called when a new project got its id, so the address can follow. */
  onProjectCreated?: (projectId: string) => void;
  /** The saving-error toast (spec section 8). */
  onSavingError?: () => void;
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

export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'error';

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
    if (this.automatic || this.failures > 0) this.saveSoon(0);
  };
  private automatic: boolean;
  private lastRevision: number;
  private creatingProject: Promise<string> | undefined;

  constructor(private readonly options: AutosaveOptions) {
    this.projectId = options.projectId;
    this.baseVersionId = options.baseVersionId;
    this.automatic = options.automatic ?? true;
    this.savedRevision = options.editor.state.revision;
    this.lastRevision = this.savedRevision;
    this.unsubscribe = options.editor.subscribe(() => this.onChange());
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
  }

  get savingState(): SavingState {
    return this.state;
  }

  get status(): AutosaveStatus {
    if (this.state.saving.savingError) return 'error';
    if (isSaving(this.state)) return 'saving';
    return this.options.editor.state.revision === this.savedRevision ? 'saved' : 'pending';
  }

  get currentProjectId(): string | null {
    return this.projectId;
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
    if (this.automatic) this.saveSoon(0);
    else this.update((state) => state);
  }

  /** Saves now whatever is unsaved; resolves when the graph is saved or the attempt failed. */
  async flush(): Promise<void> {
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
    if (editorState.readOnly) return;
    this.keep();
    this.update((state) => state);
    if (this.automatic) this.saveSoon(this.options.delay ?? 1500);
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
        const created = await this.options.storage.createProject();
        this.projectId = created.projectId;
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
    if (editor.state.readOnly || this.destroyed) return;
    const revision = editor.state.revision;
    if (revision === this.savedRevision) return;
    const document: GraphDocument = editor.state.history.present;
    const nodegraph = serializeGraph(document);
    try {
      const projectId = await this.ensureProject();
      this.update((state) => ({ ...state, saving: { ...state.saving, saveGraph: true } }));
      const saved = await this.options.storage.saveVersion(projectId, nodegraph);
      this.baseVersionId = saved.versionId;
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
      this.failures += 1;
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
