// Keeps the previews of the open graph current: after each document change it asks the worker
// for the nodes the editor shows (nodes in preview mode, the monitored node, the selected
// node), at most one evaluation at a time, and hands the images and messages to the canvas.
// A node whose evaluation cannot keep up goes into low-FPS mode (spec sections 4 and 8): its
// preview then follows edits at a slower pace and it says so. A 3D scene's preview is rendered
// after its result arrives (`preview/scenePreview.ts`) and published when it is ready.
import type {
  EvaluateOptions,
  EvaluationRequest,
  EvaluationResult,
  GraphDocument,
  NodeMessage,
  NodeResult,
  RasterImage,
} from '@atelier/graph';
import type { Scene } from '@atelier/scene';
import { nodeViewOptions } from '../core/layout';
import { previewValue, type PreviewValue } from '../preview/previewValue';
import { renderPreview } from '../preview/render';
import { renderScenePreview } from '../preview/scenePreview';
import type { Editor } from '../core/editor';
import { lowFpsChanged } from '../core/editorSlice';

export interface PreviewResult {
  status: NodeResult['status'] | 'running';
  /** What the canvas shows: the node's image, or its drawing or stitch plan drawn. */
  image: RasterImage | undefined;
  /** The output the image comes from, for the info panel and the detail view. */
  value?: PreviewValue;
  messages: NodeMessage[];
}

export interface PreviewListener {
  (nodeId: string, result: PreviewResult | undefined): void;
}

/** How long a node in low-FPS mode waits between evaluations while edits keep coming. */
export const lowFpsInterval = 500;

/** What evaluates for the previews: the app's graph engine, or a plain worker client. */
export interface PreviewEvaluator {
  evaluate(
    graph: GraphDocument,
    requests: readonly EvaluationRequest[],
    options?: EvaluateOptions,
  ): Promise<EvaluationResult>;
  putResource(resourceId: string, value: unknown): void;
  destroy(): void;
}

export class PreviewEngine {
  private readonly listeners = new Set<PreviewListener>();
  private readonly results = new Map<string, PreviewResult>();
  private running = false;
  private dirty = false;
  private lastDocument: GraphDocument | undefined;
  private lastRequested = '';
  private lastRun = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly unsubscribe: () => void;
  private destroyed = false;

  constructor(
    private readonly editor: Editor,
    private readonly client: PreviewEvaluator,
  ) {
    const stopDocument = editor.subscribe(() => this.schedule());
    const stopDefinitions = editor.onDefinitionsChange(() => {
      this.lastRequested = '';
      this.schedule();
    });
    this.unsubscribe = () => {
      stopDocument();
      stopDefinitions();
    };
    this.schedule();
  }

  onResult(listener: PreviewListener): () => void {
    this.listeners.add(listener);
    for (const [nodeId, result] of this.results) listener(nodeId, result);
    return () => this.listeners.delete(listener);
  }

  result(nodeId: string): PreviewResult | undefined {
    return this.results.get(nodeId);
  }

  /**
   * Evaluates nodes of the open graph beside the previews (an export, the project preview): it
   * neither cancels nor is cancelled by the preview evaluation, and shares its cache.
   */
  evaluateNodes(
    nodeIds: readonly string[],
    options: { signal?: AbortSignal } = {},
  ): Promise<EvaluationResult> {
    return this.client.evaluate(
      this.editor.document,
      nodeIds.map((nodeId) => ({ nodeId })),
      { ...options, supersede: false },
    );
  }

  /** Gives the worker decoded pixels for a file id that file controls name. */
  putResource(fileId: string, value: unknown) {
    this.client.putResource(fileId, value);
    this.lastRequested = '';
    this.schedule();
  }

  destroy() {
    this.destroyed = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    this.client.destroy();
    this.listeners.clear();
  }

  /** The nodes whose results the editor shows right now (the detail view's too). */
  private wanted(document: GraphDocument): string[] {
    const state = this.editor.state;
    const ids = new Set<string>();
    for (const node of document.nodes)
      if (nodeViewOptions(node).display === 'preview' || node.detailView === true) ids.add(node.id);
    if (state.monitoredNodeId) ids.add(state.monitoredNodeId);
    for (const id of state.selection.nodeIds.slice(0, 8)) ids.add(id);
    return [...ids].filter((id) => document.nodes.some((node) => node.id === id));
  }

  private schedule() {
    if (this.destroyed) return;
    const document = this.editor.document;
    const wanted = this.wanted(document);
    const signature = wanted.join('\u0000');
    if (document === this.lastDocument && signature === this.lastRequested) return;
    if (this.running) {
      this.dirty = true;
      return;
    }
    const slow = wanted.some((id) => this.editor.state.uiNodes[id]?.lowFps);
    const wait = slow ? Math.max(0, this.lastRun + lowFpsInterval - performance.now()) : 0;
    if (this.timer) clearTimeout(this.timer);
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.run();
      }, wait);
      return;
    }
    void this.run();
  }

  private async run() {
    if (this.destroyed) return;
    const document = this.editor.document;
    const wanted = this.wanted(document);
    this.lastDocument = document;
    this.lastRequested = wanted.join('\u0000');
    if (wanted.length === 0) return;
    this.running = true;
    this.dirty = false;
    this.lastRun = performance.now();
    const timer = setTimeout(() => {
      for (const id of wanted) {
        const before = this.results.get(id);
        this.publish(id, {
          status: 'running',
          image: before?.image,
          value: before?.value,
          messages: before?.messages ?? [],
        });
      }
    }, 150);
    let result: EvaluationResult | undefined;
    try {
      result = await this.client.evaluate(
        document,
        wanted.map((nodeId) => ({ nodeId })),
      );
    } catch (error) {
      console.error('Preview evaluation failed', error);
    } finally {
      clearTimeout(timer);
    }
    if (this.destroyed) return;
    this.running = false;
    if (result && result.status === 'complete') {
      for (const nodeId of wanted) {
        const node = result.nodes[nodeId];
        if (!node) continue;
        const lowFps = node.messages.some((message) => message.code === 'low-fps');
        if ((this.editor.state.uiNodes[nodeId]?.lowFps ?? false) !== lowFps)
          this.editor.store.dispatch(lowFpsChanged({ nodeId, lowFps }));
        const value = node.status === 'fresh' ? previewValue(node.values) : undefined;
        const published: PreviewResult = {
          status: node.status,
          image: value ? this.imageOf(nodeId, value) : undefined,
          value,
          messages: node.messages,
        };
        this.publish(nodeId, published);
        if (value?.kind === 'scene') this.renderScene(nodeId, value.scene, published);
      }
    } else if (result) {
      // Superseded or cancelled: whatever is still wanted runs again.
      this.lastRequested = '';
    }
    if (this.dirty || this.editor.document !== document) this.schedule();
  }

  /** The preview image of a value; a drawing or plan is drawn again only when it changed. */
  private imageOf(nodeId: string, value: PreviewValue): RasterImage | undefined {
    const before = this.results.get(nodeId);
    const same =
      before?.value !== undefined &&
      before.value.kind === value.kind &&
      (value.kind === 'image' ||
        (value.kind === 'vector' &&
          before.value.kind === 'vector' &&
          before.value.drawing === value.drawing) ||
        (value.kind === 'stitches' && before.value.kind === 'stitches' && before.value.plan === value.plan));
    if (value.kind === 'scene')
      // Until the new render is ready the node keeps showing the last one of its scene.
      return before?.value?.kind === 'scene' ? before.image : undefined;
    if (same && value.kind !== 'image') return before.image;
    try {
      return renderPreview(value);
    } catch (error) {
      console.error('Preview drawing failed', error);
      return undefined;
    }
  }

  /** Renders a scene result and publishes the image, unless a newer result came meanwhile. */
  private renderScene(nodeId: string, scene: Scene, published: PreviewResult) {
    void renderScenePreview(scene).then((image) => {
      if (this.destroyed || this.results.get(nodeId) !== published) return;
      this.publish(nodeId, { ...published, image });
    });
  }

  private publish(nodeId: string, result: PreviewResult) {
    this.results.set(nodeId, result);
    for (const listener of this.listeners) listener(nodeId, result);
  }
}
