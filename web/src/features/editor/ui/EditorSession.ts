// Everything one open editor owns outside React: the Editor (store, camera, operations), the
// interaction machine and the preview engine with its worker. Created when the screen mounts,
// destroyed when it unmounts.
import {
  createWorkerClient,
  type GraphDocument,
  type MessageEndpoint,
  type NodeRegistry,
} from '@atelier/graph';
import { nodeLibrary } from '../engine/nodeLibrary';
import { Editor } from '../core/editor';
import { PreviewEngine } from '../engine/previewEngine';
import { InteractionMachine } from '../interaction/machine';

export class EditorSession {
  readonly editor: Editor;
  readonly machine: InteractionMachine;
  readonly previews: PreviewEngine;
  private readonly worker: Worker;

  constructor(options: { document?: GraphDocument; registry?: NodeRegistry } = {}) {
    this.editor = new Editor({ registry: options.registry ?? nodeLibrary.registry, document: options.document });
    this.machine = new InteractionMachine(this.editor);
    this.worker = new Worker(new URL('../engine/previewWorker.ts', import.meta.url), { type: 'module' });
    this.previews = new PreviewEngine(
      this.editor,
      createWorkerClient(this.worker as unknown as MessageEndpoint),
    );
  }

  destroy() {
    this.previews.destroy();
    this.worker.terminate();
  }
}
