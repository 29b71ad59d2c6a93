import { createNode, type GraphDocument } from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { createTestRegistry, testNodes } from '../test-support/testNodes';
import { fitBounds, frameTransform, screenToWorld, worldToScreen, zoomAt } from './camera';
import { Editor } from './editor';

const registry = createTestRegistry();

function graph(): GraphDocument {
  const solid = testNodes.find((definition) => definition.id === 'image.solid-colour')!;
  const invert = testNodes.find((definition) => definition.id === 'image.invert')!;
  return {
    version: '1.0.0',
    nodes: [createNode(solid, 'a', { x: 0, y: 0 }), createNode(invert, 'b', { x: 400, y: 0 })],
    connections: [{ id: 1000, from: { nodeId: 'a', output: 'image' }, to: { nodeId: 'b', input: 'title' } }],
    groups: [],
  };
}

function editorOf(document = graph()) {
  let counter = 0;
  return new Editor({ registry, document, createId: () => `n${++counter}` });
}

describe('clipboard', () => {
  it('pastes copied nodes with new ids, their wire kept, as one step, and selects them', () => {
    const editor = editorOf();
    editor.select({ nodeIds: ['a', 'b'] });
    const text = editor.copySelection()!;
    expect(editor.paste(text, { x: 1000, y: 500 })).toBe(true);
    const pasted = editor.document.nodes.slice(2);
    expect(pasted.map((node) => [node.id, node.type, node.options.x, node.options.y])).toEqual([
      ['n1', 'image.solid-colour', 1000, 500],
      ['n2', 'image.invert', 1400, 500],
    ]);
    expect(editor.document.connections.at(-1)).toEqual({
      id: 1001,
      from: { nodeId: 'n1', output: 'image' },
      to: { nodeId: 'n2', input: 'title' },
    });
    expect(editor.selection.nodeIds).toEqual(['n1', 'n2']);
    expect(editor.state.history.past).toHaveLength(1);
  });

  it('duplicates beside the original and ignores text that is not a copy of nodes', () => {
    const editor = editorOf();
    editor.select({ nodeIds: ['b'] });
    editor.duplicateSelection();
    expect(editor.document.nodes.at(-1)).toMatchObject({ id: 'n1', options: { x: 440, y: 40 } });
    expect(editor.paste('hello')).toBe(false);
    expect(editor.paste('{"nodes":[]}')).toBe(false);
  });

  it('deletes the selection with its wires, and undo brings both back', () => {
    const editor = editorOf();
    editor.select({ nodeIds: ['a'] });
    editor.deleteSelection();
    expect(editor.document.nodes.map((node) => node.id)).toEqual(['b']);
    expect(editor.document.connections).toEqual([]);
    expect(editor.selection.nodeIds).toEqual([]);
    editor.undo();
    expect(editor.document).toEqual(graph());
  });
});

describe('nodes and groups', () => {
  it('puts a node added on top of another in the nearest free place in view, the spacing apart', () => {
    const editor = editorOf();
    const id = editor.addNode('image.invert', { x: 405, y: 3 })!;
    // Beside node b (400..608) is out of the 800-wide view, so it goes below b, on the grid.
    const rect = editor.scene.nodes.get(id)!.rect;
    const b = editor.scene.nodes.get('b')!.rect;
    expect(editor.findNode(id)!.options).toMatchObject({ x: 400 });
    expect(rect.y).toBeGreaterThanOrEqual(b.y + b.height + 40);
    expect(rect.y % 20).toBe(0);
  });

  it('places a node added on top of another the spacing setting beside it, on the grid', () => {
    const editor = editorOf();
    editor.setViewport({ width: 1600, height: 600 });
    editor.updateSettings({ spacing: 100 });
    // Node b (208 wide) sits at 400: at least 208 + 100 further right, on the 20-unit grid.
    const onGrid = editor.addNode('image.invert', { x: 400, y: 0 })!;
    expect(editor.findNode(onGrid)!.options).toMatchObject({ x: 720, y: 0 });
    editor.updateSettings({ gridEnabled: false, spacing: 0 });
    // Off the grid and without spacing, across nodes a (0..208) and b (400..608) it goes just
    // below them, edge to edge (a title-only node is 34 high).
    const offGrid = editor.addNode('image.invert', { x: 200, y: 0 })!;
    expect(editor.findNode(offGrid)!.options).toMatchObject({ x: 200, y: 34 });
  });

  it('adds a node from the menu on the grid, selected', () => {
    const editor = editorOf();
    const id = editor.addNode('image.brightness', { x: 93, y: 207 })!;
    expect(editor.findNode(id)).toMatchObject({
      type: 'image.brightness',
      version: '1.0.0',
      options: { x: 100, y: 200 },
    });
    expect(editor.selection.nodeIds).toEqual([id]);
  });

  it('inserts a node added onto a wire in one step', () => {
    const editor = editorOf();
    const id = editor.addNode('image.brightness', { x: 200, y: 100 }, { onWire: 1000 })!;
    expect(editor.document.connections.map((wire) => `${wire.from.nodeId}>${wire.to.nodeId}`)).toEqual([
      `a>${id}`,
      `${id}>b`,
    ]);
    editor.undo();
    expect(editor.document).toEqual(graph());
  });

  it('groups the selection around its nodes, and a node belongs to one group only', () => {
    const editor = editorOf();
    editor.select({ nodeIds: ['a', 'b'] });
    const first = editor.groupSelection()!;
    editor.select({ nodeIds: ['b'] });
    const second = editor.groupSelection()!;
    const groups = editor.document.groups!;
    expect(groups.find((group) => group.id === first)!.children.nodes).toEqual(['a']);
    expect(groups.find((group) => group.id === second)!.children.nodes).toEqual(['b']);
    // Padding 24 and a 32-high header around node b at (400, 0), 208 wide.
    expect(groups.find((group) => group.id === second)!.size).toEqual({ x: 376, y: -56, width: 256 });
  });

  it('switches nodes to preview mode, which makes them taller, and back', () => {
    const editor = editorOf();
    const titleHeight = editor.scene.nodes.get('a')!.rect.height;
    editor.toggleDisplay(['a']);
    expect(editor.findNode('a')!.options.display).toBe('preview');
    const preview = editor.scene.nodes.get('a')!;
    // A 4:3 preview inside 8-unit padding: (208 - 16) * 3 / 4 = 144 high.
    expect(preview.previewRect).toEqual({ x: 8, y: 42, width: 192, height: 144 });
    expect(preview.rect.height).toBe(titleHeight + 144 + 16);
    editor.toggleDisplay(['a']);
    expect(editor.findNode('a')!.options.display).toBe('title');
  });

  it('refuses every change in a read-only version', () => {
    const editor = editorOf();
    editor.load(graph(), { readOnly: true });
    editor.select({ nodeIds: ['a'] });
    editor.deleteSelection();
    expect(editor.addNode('image.invert', { x: 0, y: 0 })).toBeUndefined();
    expect(editor.document.nodes).toHaveLength(2);
  });
});

describe('camera', () => {
  it('maps between screen and world and keeps the anchor while zooming', () => {
    const camera = { x: 100, y: 50, zoom: 2 };
    expect(worldToScreen(camera, { x: 10, y: 20 })).toEqual({ x: 120, y: 90 });
    expect(screenToWorld(camera, { x: 120, y: 90 })).toEqual({ x: 10, y: 20 });
    const zoomed = zoomAt(camera, { x: 120, y: 90 }, 0.5);
    expect(screenToWorld(zoomed, { x: 120, y: 90 })).toEqual({ x: 10, y: 20 });
    expect(zoomAt(camera, { x: 0, y: 0 }, 5).zoom).toBe(2);
    expect(zoomAt(camera, { x: 0, y: 0 }, 0.01).zoom).toBe(0.1);
  });

  it('fits a graph into the viewport without zooming in past 1', () => {
    expect(fitBounds({ x: 0, y: 0, width: 100, height: 100 }, { width: 800, height: 600 })).toEqual({
      zoom: 1,
      x: 350,
      y: 250,
    });
    // 2000 wide into 800 - 96: zoom 0.352.
    expect(fitBounds({ x: 0, y: 0, width: 2000, height: 100 }, { width: 800, height: 600 }).zoom).toBeCloseTo(
      0.352,
      10,
    );
  });
});

describe('editor settings from the profile', () => {
  it('snap to the chosen grid, or not at all with the grid off, and tell the canvas once per change', () => {
    const editor = editorOf();
    let changes = 0;
    editor.onSettingsChange(() => (changes += 1));
    editor.updateSettings({ gridEnabled: true, gridSize: 25 });
    expect(editor.snap({ x: 37, y: 63 })).toEqual({ x: 25, y: 75 });
    editor.updateSettings({ gridSize: 25 });
    expect(changes).toBe(1);
    editor.updateSettings({ gridEnabled: false });
    expect(editor.snap({ x: 37, y: 63 })).toEqual({ x: 37, y: 63 });
    expect(changes).toBe(2);
  });

  it('takes the whole settings again without a change when only the objects are new', () => {
    const editor = editorOf();
    let changes = 0;
    editor.onSettingsChange(() => (changes += 1));
    const style = {
      pointSize: 6,
      vectorStrokeWidth: 1,
      pointStrokeColour: '#3d7eff',
      pointInnerColour: '#ffffff',
    };
    editor.updateSettings({ ...editor.settings, pointStyle: { ...style } });
    expect(changes).toBe(0);
    editor.updateSettings({ ...editor.settings, pointStyle: { ...style, pointSize: 9 } });
    expect(changes).toBe(1);
    expect(editor.settings.pointStyle.pointSize).toBe(9);
  });
});

describe('moving a drawn frame with the camera', () => {
  it('puts every point of the old frame where the new camera shows its world point', () => {
    const from = { x: 120, y: -40, zoom: 0.5 };
    const to = { x: -300, y: 75, zoom: 1.25 };
    const move = frameTransform(from, to);
    for (const world of [
      { x: 0, y: 0 },
      { x: 400, y: -220 },
      { x: -37.5, y: 1000 },
    ]) {
      const before = worldToScreen(from, world);
      const after = worldToScreen(to, world);
      expect(before.x * move.scale + move.x).toBeCloseTo(after.x, 9);
      expect(before.y * move.scale + move.y).toBeCloseTo(after.y, 9);
    }
    // A pan alone only shifts the frame.
    expect(frameTransform(from, { ...from, x: 130 })).toEqual({ x: 10, y: 0, scale: 1 });
  });
});
