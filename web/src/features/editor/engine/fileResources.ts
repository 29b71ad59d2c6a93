// The files a graph's file controls name (images a load node reads): a file the user picks is
// uploaded with the project (POST /file/create) and its server id goes into the graph; every
// file id in an opened graph is fetched (GET /file/{id}), decoded and handed to the preview
// worker, so a reopened project shows the same images. Files stay on the server under their id;
// the graph stores only the id. A 3D model (.glb, .gltf, .obj, .stl) is not an image: its bytes
// are handed over as they are, and the 3D Model node reads them.
import { effectiveControlValues, type RasterImage } from '@atelier/graph';
import { createBrowserCodec } from '../../engine/browserCodec';
import type { Editor } from '../core/editor';

/** Where files go and come from; the gateway in the app, a fake in tests. */
export interface FileStore {
  upload(file: Blob, name: string): Promise<string>;
  read(fileId: string): Promise<Blob>;
}

/** Takes decoded pixels for a file id (the preview engine). */
export interface ResourceSink {
  putResource(fileId: string, value: unknown): void;
}

export type ImageDecoder = (file: Blob) => Promise<RasterImage>;

/** The extensions of the 3D model files the Model node reads (`@atelier/scene`'s formats). */
export const modelFileExtensions = ['glb', 'gltf', 'obj', 'stl'] as const;

/** Whether a file name ends in one of the model extensions, whatever its case. */
export function isModelFileName(name: string): boolean {
  const extension = name.toLowerCase().split('.').at(-1) ?? '';
  return name.includes('.') && (modelFileExtensions as readonly string[]).includes(extension);
}

/**
 * Whether a file control takes 3D models: it accepts a model extension and no other kind of
 * file, so the bytes of the file it names go to its node undecoded.
 */
export function acceptsModels(accept: readonly string[]): boolean {
  return (
    accept.length > 0 &&
    accept.every((extension) =>
      (modelFileExtensions as readonly string[]).includes(extension.toLowerCase().replace(/^\./, '')),
    )
  );
}

/** A model file's bytes, as the Model node reads them from its file resource. */
async function fileBytes(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Decodes an image file with the engine's browser codec, the decoder the load node itself uses:
 * straight RGBA, the dpi the file records, and the same pixel budget.
 */
export async function decodeImageFile(file: Blob): Promise<RasterImage> {
  const image = await createBrowserCodec().decode(new Uint8Array(await file.arrayBuffer()));
  return { width: image.width, height: image.height, pixels: image.data, dotsPerInch: image.dpi };
}

/**
 * Thrown when a picked file cannot be used: not an image the browser can decode, or an image
 * beyond the engine's pixel budget (`tooLarge`).
 */
export class UnreadableFileError extends Error {
  constructor(
    readonly fileName: string,
    readonly tooLarge = false,
  ) {
    super(
      tooLarge
        ? `${fileName} has more pixels than the editor can work with`
        : `${fileName} is not an image this browser can read`,
    );
    this.name = 'UnreadableFileError';
  }
}

export class FileResources {
  private readonly state = new Map<string, 'loading' | 'loaded' | 'failed'>();
  private store: FileStore | undefined;
  private readonly stop: Array<() => void> = [];
  private seen: unknown;
  private readonly names = new Map<string, string>();

  constructor(
    private readonly editor: Editor,
    private readonly sink: ResourceSink,
    private readonly decode: ImageDecoder = decodeImageFile,
  ) {
    // The store changes on every pointer move; only a changed graph can name new files.
    this.stop.push(
      editor.subscribe(() => {
        if (editor.document !== this.seen) this.sync();
      }),
    );
    this.stop.push(editor.onDefinitionsChange(() => this.sync()));
  }

  /** Connects the server; files the graph names are fetched from then on. */
  attach(store: FileStore) {
    this.store = store;
    this.sync();
  }

  /**
   * A file the user picked: decoded first (a file that is not an image is refused before
   * anything is sent), uploaded, and given to the previews under the id it got; a 3D model
   * file (by its extension) is given as its bytes, which the Model node reads. Resolves to the
   * id to store in the control. Without a server (a test harness) the id is local to this tab.
   */
  async choose(file: File): Promise<string> {
    let content: RasterImage | Uint8Array;
    if (isModelFileName(file.name)) content = await fileBytes(file);
    else
      try {
        content = await this.decode(file);
      } catch (error) {
        throw new UnreadableFileError(file.name, (error as { code?: unknown }).code === 'image-too-large');
      }
    const fileId = this.store
      ? await this.store.upload(file, file.name)
      : `local-${Date.now().toString(36)}-${file.name.replace(/[^A-Za-z0-9_-]/g, '')}`;
    this.state.set(fileId, 'loaded');
    this.names.set(fileId, file.name);
    this.sink.putResource(fileId, content);
    return fileId;
  }

  /** The name of a file chosen in this session; the graph itself stores only ids. */
  nameOf(fileId: string): string | undefined {
    return this.names.get(fileId);
  }

  /** Fetches every file the graph names that the previews do not have yet. */
  sync() {
    const store = this.store;
    this.seen = this.editor.document;
    if (!store) return;
    const models = this.modelFileIds();
    for (const fileId of this.fileIds()) {
      if (this.state.has(fileId)) continue;
      this.state.set(fileId, 'loading');
      void store
        .read(fileId)
        .then((blob): Promise<RasterImage | Uint8Array> =>
          models.has(fileId) ? fileBytes(blob) : this.decode(blob),
        )
        .then((content) => {
          this.state.set(fileId, 'loaded');
          this.sink.putResource(fileId, content);
        })
        .catch((error: unknown) => {
          // The node reports the missing file itself; a later sync does not ask again.
          console.error(`Loading file ${fileId} failed`, error);
          this.state.set(fileId, 'failed');
        });
    }
  }

  /** The ids in the file controls of every node whose definition is loaded. */
  fileIds(): Set<string> {
    return this.namedFiles(() => true);
  }

  /** The ids in file controls that take 3D models: their bytes are not decoded. */
  modelFileIds(): Set<string> {
    return this.namedFiles((accept) => acceptsModels(accept));
  }

  private namedFiles(taking: (accept: readonly string[]) => boolean): Set<string> {
    const ids = new Set<string>();
    for (const node of this.editor.document.nodes) {
      const definition = this.editor.registry.get(node.type, node.version);
      if (!definition) continue;
      const values = effectiveControlValues(node, definition);
      for (const control of definition.controls.flat()) {
        const value = values[control.id];
        if (
          control.kind === 'file' &&
          taking(control.accept) &&
          typeof value === 'string' &&
          value !== '' &&
          !value.startsWith('local-')
        )
          ids.add(value);
      }
    }
    return ids;
  }

  destroy() {
    for (const stop of this.stop) stop();
  }
}
