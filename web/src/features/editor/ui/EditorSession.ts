// Everything one open editor owns outside React: the Editor (store, camera, operations), the
// interaction machine, the node catalog it lays out with and the preview engine. Created when
// the screen opens a graph, destroyed when it closes.
import type { GraphDocument } from '@atelier/graph';
import { GraphEngine } from '../../engine/graphEngine';
import { Editor } from '../core/editor';
import { FileResources } from '../engine/fileResources';
import { NodeCatalog } from '../engine/nodeCatalog';
import { PreviewEngine, type PreviewEvaluator } from '../engine/previewEngine';
import { InteractionMachine } from '../interaction/machine';

export interface EditorSessionOptions {
  document?: GraphDocument;
  catalog?: NodeCatalog;
  /** Evaluates previews; by default the app's graph engine in its Web Worker. */
  evaluator?: PreviewEvaluator;
  /** Multisampled canvas edges; by default on except where WebGL draws in software. */
  antialias?: boolean;
  /** How the canvas follows the camera (see EditorCanvasOptions); the benchmark compares them. */
  motion?: 'auto' | 'redraw' | 'compositor';
}

export class EditorSession {
  readonly editor: Editor;
  readonly machine: InteractionMachine;
  readonly catalog: NodeCatalog;
  readonly previews: PreviewEngine;
  /** The files the graph's file controls name: uploads and their pixels for the previews. */
  readonly files: FileResources;
  readonly antialias: boolean | undefined;
  readonly motion: 'auto' | 'redraw' | 'compositor';
  private readonly stopCatalog: () => void;

  constructor(options: EditorSessionOptions = {}) {
    this.catalog = options.catalog ?? new NodeCatalog();
    this.antialias = options.antialias;
    this.motion = options.motion ?? 'auto';
    this.editor = new Editor({ registry: this.catalog.registry, document: options.document });
    this.machine = new InteractionMachine(this.editor);
    this.stopCatalog = this.catalog.onChange(() => this.editor.definitionsChanged());
    this.previews = new PreviewEngine(this.editor, options.evaluator ?? GraphEngine.create());
    this.files = new FileResources(this.editor, this.previews);
  }

  /** Loads the definitions of every node the open graph uses. */
  loadDefinitions(): Promise<void> {
    return this.catalog.loadAll(this.editor.document.nodes);
  }

  /** Adds a node from the menu, loading its definition first. */
  async addNode(
    type: string,
    version: string,
    world: { x: number; y: number },
    options: Parameters<Editor['addNode']>[2] = {},
  ) {
    if (!(await this.catalog.load(type, version))) return undefined;
    return this.editor.addNode(type, world, options);
  }

  destroy() {
    this.stopCatalog();
    this.files.destroy();
    this.previews.destroy();
  }
}
