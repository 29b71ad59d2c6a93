import { describe, expect, it } from 'vitest';
import { createNode, type GraphDocument } from '@atelier/graph';
import { createTestRegistry, testNodes } from '../test-support/testNodes';
import { Editor } from './editor';
import { rectsIntersect, type Rect } from './geometry';
import { hitTest } from './hitTest';
import { findFreePlace, revealOffset, stackingOrder, uncoveredView } from './placement';

const size = { width: 208, height: 34 };

function strictlyOverlap(a: Rect, b: Rect) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function within(outer: Rect, inner: Rect) {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

describe('findFreePlace', () => {
  it('keeps the wished-for place when it is free, snapped to the grid', () => {
    expect(findFreePlace({ near: { x: 93, y: 207 }, size, obstacles: [], gap: 40, grid: 20 })).toEqual({
      x: 100,
      y: 200,
    });
    expect(findFreePlace({ near: { x: 93, y: 207 }, size, obstacles: [], gap: 40 })).toEqual({
      x: 93,
      y: 207,
    });
  });

  it('puts a node asked for on top of another beside it, the gap apart', () => {
    const obstacle = { x: 400, y: 0, ...size };
    const place = findFreePlace({ near: { x: 400, y: 0 }, size, obstacles: [obstacle], gap: 40, grid: 20 });
    // Same row first, to the right: the width and the gap (248) rounded up to the grid.
    expect(place).toEqual({ x: 660, y: 0 });
  });

  it('never overlaps a node or the gap around it, however crowded the view is', () => {
    const obstacles: Rect[] = [];
    for (let index = 0; index < 30; index++) {
      const place = findFreePlace({
        near: { x: 300, y: 200 },
        size,
        obstacles,
        visible: { x: 0, y: 0, width: 1280, height: 800 },
        gap: 24,
        grid: 20,
      });
      const rect = { ...place, ...size };
      const padded = { x: rect.x - 24, y: rect.y - 24, width: rect.width + 48, height: rect.height + 48 };
      for (const other of obstacles) expect(strictlyOverlap(padded, other)).toBe(false);
      obstacles.push(rect);
    }
    // Nearest first: the first ones sit around the wished-for place, not far away.
    expect(Math.hypot(obstacles[1]!.x - 300, obstacles[1]!.y - 200)).toBeLessThan(300);
  });

  it('fits between nodes that are not aligned to its steps', () => {
    const obstacles = [
      { x: 0, y: 0, width: 208, height: 34 },
      { x: 470, y: 0, width: 208, height: 34 },
    ];
    // 470 - 208 = 262 free between them: room for a 200-wide node with a gap of 20 each side.
    const place = findFreePlace({
      near: { x: 240, y: 0 },
      size: { width: 200, height: 34 },
      obstacles,
      gap: 20,
    });
    const rect = { ...place, width: 200, height: 34 };
    for (const other of obstacles) expect(strictlyOverlap(rect, other)).toBe(false);
    expect(Math.abs(place.y)).toBeLessThan(100);
  });

  it('stays inside the visible view and out of covered areas', () => {
    const visible = { x: 0, y: 0, width: 800, height: 600 };
    const panel = { x: 500, y: 0, width: 300, height: 600 };
    // Asked for under the panel: it goes beside the panel, in view.
    const place = findFreePlace({
      near: { x: 560, y: 280 },
      size,
      obstacles: [],
      visible,
      covered: [panel],
      gap: 40,
    });
    const rect = { ...place, ...size };
    expect(rectsIntersect(rect, panel)).toBe(false);
    expect(within(visible, rect)).toBe(true);
  });

  it('prefers a free place in view to a nearer one outside it', () => {
    const visible = { x: 0, y: 0, width: 600, height: 400 };
    // Right at the view's right edge: the same row to the right is out of view.
    const obstacle = { x: 360, y: 100, ...size };
    const place = findFreePlace({ near: { x: 360, y: 100 }, size, obstacles: [obstacle], visible, gap: 40 });
    expect(within(visible, { ...place, ...size })).toBe(true);
    expect(strictlyOverlap({ ...place, ...size }, obstacle)).toBe(false);
  });

  it('works in canvas units at any zoom: far out the view holds many nodes, close in a node is still placed', () => {
    // Zoomed out to 0.25 a 1280 x 800 view shows 5120 x 3200 canvas units.
    const farOut = { x: -2560, y: -1600, width: 5120, height: 3200 };
    const obstacles: Rect[] = [];
    for (let index = 0; index < 40; index++) {
      const place = findFreePlace({
        near: { x: -104, y: -17 },
        size,
        obstacles,
        visible: farOut,
        gap: 40,
        grid: 20,
      });
      const rect = { ...place, ...size };
      expect(within(farOut, rect)).toBe(true);
      for (const other of obstacles) expect(strictlyOverlap(rect, other)).toBe(false);
      obstacles.push(rect);
    }
    // Zoomed in to 4 a 390 x 600 view shows 97.5 x 150 units: narrower than a node. The node
    // still goes to a free place near the centre rather than nowhere.
    const closeIn = { x: 0, y: 0, width: 97.5, height: 150 };
    const blocker = { x: -60, y: 58, ...size };
    const place = findFreePlace({
      near: { x: -60, y: 58 },
      size,
      obstacles: [blocker],
      visible: closeIn,
      gap: 40,
    });
    expect(strictlyOverlap({ ...place, ...size }, blocker)).toBe(false);
    expect(Math.hypot(place.x + 60, place.y - 58)).toBeLessThan(400);
  });
});

describe('uncoveredView', () => {
  const view = { x: 0, y: 0, width: 1280, height: 800 };

  it('cuts off a panel along the right or left side, and a bar along the bottom', () => {
    expect(uncoveredView(view, [{ x: 968, y: 12, width: 300, height: 776 }])).toEqual({
      x: 0,
      y: 0,
      width: 968,
      height: 800,
    });
    expect(uncoveredView(view, [{ x: 0, y: 0, width: 200, height: 800 }])).toMatchObject({
      x: 200,
      width: 1080,
    });
    expect(uncoveredView(view, [{ x: 0, y: 700, width: 1280, height: 100 }])).toMatchObject({
      y: 0,
      height: 700,
    });
  });

  it('keeps the view whole for a small box inside it or a panel that covers everything', () => {
    expect(uncoveredView(view, [{ x: 1024, y: 16, width: 240, height: 180 }])).toEqual(view);
    expect(uncoveredView(view, [{ x: 0, y: 0, width: 1280, height: 800 }])).toEqual(view);
  });
});

describe('revealOffset', () => {
  const view = { x: 0, y: 0, width: 390, height: 500 };

  it('moves nothing for a rectangle inside the view, else the least that brings it in', () => {
    expect(revealOffset({ x: 100, y: 100, width: 156, height: 26 }, view, 12)).toEqual({ x: 0, y: 0 });
    // Under a sheet below the view: up until its bottom is 12 above the view's bottom.
    expect(revealOffset({ x: 100, y: 600, width: 156, height: 26 }, view, 12)).toEqual({ x: 0, y: -138 });
    // Off the left and the top: right and down to the margin.
    expect(revealOffset({ x: -185, y: -5, width: 208, height: 34 }, view, 12)).toEqual({ x: 197, y: 17 });
  });

  it('brings in the top-left corner of a rectangle larger than the view', () => {
    expect(revealOffset({ x: 50, y: 40, width: 600, height: 900 }, view, 12)).toEqual({ x: -38, y: -28 });
  });
});

describe('stackingOrder', () => {
  it('draws the selected nodes last, keeping the rest in document order', () => {
    expect(stackingOrder(['a', 'b', 'c', 'd'], ['b', 'a'])).toEqual(['c', 'd', 'a', 'b']);
    expect(stackingOrder(['a', 'b'], [])).toEqual(['a', 'b']);
  });
});

describe('the editor placing added nodes', () => {
  const registry = createTestRegistry();
  const invert = testNodes.find((definition) => definition.id === 'image.invert')!;

  function editorWith(nodes: GraphDocument['nodes'] = []) {
    let counter = 0;
    const editor = new Editor({
      registry,
      document: { version: '1.0.0', nodes, connections: [], groups: [] },
      createId: () => `n${++counter}`,
    });
    editor.setViewport({ width: 1280, height: 800 });
    return editor;
  }

  function rects(editor: Editor) {
    return [...editor.scene.nodes.values()].map((layout) => layout.rect);
  }

  it('adds ten nodes at the view centre without any two overlapping, all in view beside the panel', () => {
    for (const zoom of [0.5, 1, 2]) {
      const editor = editorWith();
      editor.setCamera({ x: 100, y: -50, zoom });
      const panel = { x: 968, y: 12, width: 300, height: 776 };
      for (let index = 0; index < 10; index++)
        editor.addNode('image.invert', editor.viewportCentre([panel]), { centred: true, covered: [panel] });
      const placed = rects(editor);
      expect(placed).toHaveLength(10);
      for (const [index, rect] of placed.entries())
        for (const other of placed.slice(index + 1)) expect(strictlyOverlap(rect, other)).toBe(false);
      const free = editor.toWorldRect({ x: 0, y: 0, width: 968, height: 800 });
      if (zoom <= 1) for (const rect of placed) expect(within(free, rect)).toBe(true);
      for (const rect of placed) expect(rectsIntersect(rect, editor.toWorldRect(panel))).toBe(false);
    }
  });

  it('centres the first node on the centre of the view beside the panel', () => {
    const editor = editorWith();
    const panel = { x: 980, y: 0, width: 300, height: 800 };
    const id = editor.addNode('image.invert', editor.viewportCentre([panel]), {
      centred: true,
      covered: [panel],
    })!;
    const rect = editor.scene.nodes.get(id)!.rect;
    expect(Math.abs(rect.x + rect.width / 2 - 490)).toBeLessThanOrEqual(10);
    expect(Math.abs(rect.y + rect.height / 2 - 400)).toBeLessThanOrEqual(20);
  });

  it('on a phone-wide canvas opens at a smaller zoom, and fits ten nodes above a folded sheet', () => {
    let counter = 0;
    const editor = new Editor({
      registry,
      document: { version: '1.0.0', nodes: [], connections: [], groups: [] },
      createId: () => `n${++counter}`,
    });
    // 390 × 844 less the top bar and the toolbar; the folded sheet is a 48 px bar at the bottom.
    editor.setViewport({ width: 390, height: 739 });
    editor.zoomToFit();
    expect(editor.camera).toEqual({ x: 195, y: 369.5, zoom: 0.75 });
    const bar = { x: 0, y: 691, width: 390, height: 48 };
    for (let index = 0; index < 10; index++)
      editor.addNode('image.invert', editor.viewportCentre([bar]), { centred: true, covered: [bar] });
    const placed = rects(editor);
    expect(placed).toHaveLength(10);
    for (const [index, rect] of placed.entries())
      for (const other of placed.slice(index + 1)) expect(strictlyOverlap(rect, other)).toBe(false);
    const free = editor.toWorldRect({ x: 0, y: 0, width: 390, height: 691 });
    for (const rect of placed) expect(within(free, rect)).toBe(true);
  });

  it('brings a selected node to the front, for drawing and for hitting', () => {
    const editor = editorWith([
      createNode(invert, 'a', { x: 0, y: 0 }),
      createNode(invert, 'b', { x: 20, y: 10 }),
    ]);
    expect(editor.scene.order).toEqual(['a', 'b']);
    // Where both overlap, the later node is on top until the earlier one is selected.
    expect(hitTest(editor.scene, { x: 100, y: 20 }, 1)).toMatchObject({ kind: 'node', nodeId: 'b' });
    editor.select({ nodeIds: ['a'] });
    expect(editor.scene.order).toEqual(['b', 'a']);
    expect(hitTest(editor.scene, { x: 100, y: 20 }, 1)).toMatchObject({ kind: 'node', nodeId: 'a' });
    editor.select({ nodeIds: [] });
    expect(editor.scene.order).toEqual(['a', 'b']);
  });
});
