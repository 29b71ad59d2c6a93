import {
  createNode,
  createNodeRegistry,
  type GraphDocument,
  type NodeDefinition,
  type RasterImage,
} from '@atelier/graph';
import { describe, expect, it, vi } from 'vitest';
import { Editor } from '../core/editor';
import { createTestRegistry, testNodes } from '../test-support/testNodes';
import {
  acceptsModels,
  FileResources,
  isModelFileName,
  UnreadableFileError,
  type FileStore,
} from './fileResources';

const picture = testNodes.find((definition) => definition.id === 'image.file')!;

function graphNaming(...fileIds: Array<string | null>): GraphDocument {
  const nodes = fileIds.map((fileId, index) => {
    const node = createNode(picture, `p${index}`, { x: index * 300, y: 0 });
    return {
      ...node,
      controls: node.controls!.map((row) =>
        row.map((item) => (item.id === 'file' ? { ...item, value: fileId } : item)),
      ),
    };
  });
  return { version: '1.0.0', nodes, connections: [], groups: [] };
}

// Decoding stands in for the browser's: a "file" whose text is "broken" is not an image, any
// other becomes a 1 x 1 image whose red value is the text's length.
async function decode(blob: Blob): Promise<RasterImage> {
  const text = await blob.text();
  if (text === 'broken') throw new Error('not an image');
  if (text === 'huge') throw Object.assign(new Error('too large'), { code: 'image-too-large' });
  return { width: 1, height: 1, pixels: new Uint8ClampedArray([text.length, 0, 0, 255]), dotsPerInch: 72 };
}

function server(files: Record<string, string>) {
  const uploads: string[] = [];
  const store: FileStore = {
    upload: vi.fn(async (file: Blob, name: string) => {
      uploads.push(`${name}:${await file.text()}`);
      return `f${uploads.length}`;
    }),
    read: vi.fn(async (fileId: string) => {
      if (!(fileId in files)) throw new Error('404');
      return new Blob([files[fileId]!]);
    }),
  };
  return { store, uploads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the files a graph names', () => {
  it('are fetched once each when the graph opens and handed to the previews by id', async () => {
    const editor = new Editor({ registry: createTestRegistry(), document: graphNaming('a', 'b', 'a', null) });
    const put = vi.fn();
    const files = new FileResources(editor, { putResource: put }, decode);
    const { store } = server({ a: 'xx', b: 'yyy' });
    files.attach(store);
    await settle();
    expect(store.read).toHaveBeenCalledTimes(2);
    expect(put.mock.calls.map(([id, image]) => [id, (image as RasterImage).pixels[0]])).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
    // A file the server no longer has is asked for once; the node reports it missing.
    editor.load(graphNaming('a', 'gone'));
    await settle();
    editor.load(graphNaming('gone'));
    await settle();
    expect(vi.mocked(store.read).mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'gone']);
    files.destroy();
  });

  it('upload a chosen image and name it by the id the server gave', async () => {
    const editor = new Editor({ registry: createTestRegistry(), document: graphNaming() });
    const put = vi.fn();
    const files = new FileResources(editor, { putResource: put }, decode);
    const { store, uploads } = server({});
    files.attach(store);
    const fileId = await files.choose(new File(['pixels'], 'cat.png'));
    expect(fileId).toBe('f1');
    expect(uploads).toEqual(['cat.png:pixels']);
    expect(files.nameOf('f1')).toBe('cat.png');
    expect(put).toHaveBeenCalledWith('f1', expect.objectContaining({ width: 1, height: 1 }));
    // Once the graph names it, it is not fetched back.
    editor.load(graphNaming('f1'));
    await settle();
    expect(store.read).not.toHaveBeenCalled();
    files.destroy();
  });

  it('refuse a file that is not an image, or too large an image, before sending anything', async () => {
    const editor = new Editor({ registry: createTestRegistry(), document: graphNaming() });
    const files = new FileResources(editor, { putResource: vi.fn() }, decode);
    const { store } = server({});
    files.attach(store);
    await expect(files.choose(new File(['broken'], 'notes.png'))).rejects.toMatchObject({
      name: 'UnreadableFileError',
      fileName: 'notes.png',
      tooLarge: false,
    });
    // An image beyond the pixel budget is refused as too large, also before any upload.
    const huge = files.choose(new File(['huge'], 'poster.png'));
    await expect(huge).rejects.toBeInstanceOf(UnreadableFileError);
    await expect(huge).rejects.toMatchObject({ fileName: 'poster.png', tooLarge: true });
    expect(store.upload).not.toHaveBeenCalled();
    files.destroy();
  });
});

// A node reading a 3D model file, as the 3D family's Model node does: its file control accepts
// the model extensions only, and it reads the file's bytes from its resource.
const modelReader: NodeDefinition = {
  id: 'test.model',
  version: '1.0.0',
  family: 'test',
  title: 'editor.starter.picture',
  inputs: [],
  outputs: [{ name: 'bytes', type: 'number', label: 'editor.starter.image' }],
  controls: [
    [
      {
        id: 'file',
        label: 'editor.starter.file',
        kind: 'file',
        default: null,
        accept: ['glb', 'gltf', 'obj', 'stl'],
      },
    ],
  ],
  evaluate: () => undefined,
};

function withModel(modelFileId: string, imageFileId: string): GraphDocument {
  const graph = graphNaming(imageFileId);
  const node = createNode(modelReader, 'm', { x: 0, y: 300 });
  node.controls = [[{ id: 'file', value: modelFileId }]];
  return { ...graph, nodes: [...graph.nodes, node] };
}

describe('3D model files', () => {
  it('are told by their extension and by the control that takes them', () => {
    expect(['shirt.glb', 'CUP.GLTF', 'a.b.obj', 'part.stl'].map(isModelFileName)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['glb', 'photo.png', 'model.glb.png', 'stl.txt'].map(isModelFileName)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(acceptsModels(['glb', 'gltf', 'obj', 'stl'])).toBe(true);
    expect(acceptsModels(['.STL'])).toBe(true);
    expect(acceptsModels(['png', 'glb'])).toBe(false);
    expect(acceptsModels([])).toBe(false);
  });

  it('are uploaded and handed to the node as their own bytes, never decoded as images', async () => {
    const editor = new Editor({
      registry: createNodeRegistry([...testNodes, modelReader]),
      document: graphNaming(),
    });
    const put = vi.fn();
    const decoder = vi.fn(decode);
    const files = new FileResources(editor, { putResource: put }, decoder);
    const { store, uploads } = server({});
    files.attach(store);
    const glb = new Uint8Array([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, 12, 0, 0, 0]);
    const fileId = await files.choose(new File([glb], 'shirt.glb'));
    expect(fileId).toBe('f1');
    expect(uploads).toEqual([`shirt.glb:${new TextDecoder().decode(glb)}`]);
    expect(decoder).not.toHaveBeenCalled();
    const [[id, bytes]] = put.mock.calls as [[string, unknown]];
    expect(id).toBe('f1');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...(bytes as Uint8Array)]).toEqual([...glb]);
    files.destroy();
  });

  it('named by an opened graph are fetched as bytes while images beside them are decoded', async () => {
    const editor = new Editor({
      registry: createNodeRegistry([...testNodes, modelReader]),
      document: withModel('model', 'picture'),
    });
    const put = vi.fn();
    const files = new FileResources(editor, { putResource: put }, decode);
    const { store } = server({ model: 'solid cube\nendsolid cube\n', picture: 'xyz' });
    files.attach(store);
    await settle();
    await settle();
    const given = new Map(put.mock.calls as Array<[string, unknown]>);
    expect(new TextDecoder().decode(given.get('model') as Uint8Array)).toBe('solid cube\nendsolid cube\n');
    expect((given.get('picture') as RasterImage).pixels[0]).toBe(3);
    expect(files.modelFileIds()).toEqual(new Set(['model']));
    files.destroy();
  });
});
