import { createNode, type GraphDocument } from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { Editor, type EditorEvent } from '../core/editor';
import { createTestRegistry, testNodes } from '../test-support/testNodes';
import { InteractionMachine, type PointerInput } from './machine';

const registry = createTestRegistry();

function definition(type: string) {
  return testNodes.find((candidate) => candidate.id === type)!;
}

// Title bars are 34 high, nodes 208 wide: a node at (x, y) has its title input at (x, y + 17)
// and its first output at (x + 208, y + 17). The camera starts at zoom 1 with the world origin
// at the canvas's top left, so screen and world coordinates agree until it moves.
function graphOf(...nodes: Array<[id: string, type: string, x: number, y: number]>): GraphDocument {
  return {
    version: '1.0.0',
    nodes: nodes.map(([id, type, x, y]) => createNode(definition(type), id, { x, y })),
    connections: [],
    groups: [],
  };
}

function setup(document: GraphDocument) {
  let counter = 0;
  const editor = new Editor({ registry, document, createId: () => `new-${++counter}` });
  const machine = new InteractionMachine(editor);
  const events: EditorEvent[] = [];
  editor.onEvent((event) => events.push(event));
  const pointer = (x: number, y: number, extra: Partial<PointerInput> = {}): PointerInput => ({
    pointerId: 1,
    screen: { x, y },
    button: 0,
    pointerType: 'mouse',
    ...extra,
  });
  const drag = (from: [number, number], to: [number, number], extra: Partial<PointerInput> = {}) => {
    machine.send({ type: 'pointerdown', ...pointer(...from, extra) });
    const steps = 4;
    for (let step = 1; step <= steps; step++) {
      machine.send({
        type: 'pointermove',
        ...pointer(
          from[0] + ((to[0] - from[0]) * step) / steps,
          from[1] + ((to[1] - from[1]) * step) / steps,
          extra,
        ),
      });
    }
    machine.send({ type: 'pointerup', ...pointer(...to, extra) });
  };
  const click = (x: number, y: number, extra: Partial<PointerInput> = {}) => {
    machine.send({ type: 'pointerdown', ...pointer(x, y, extra) });
    machine.send({ type: 'pointerup', ...pointer(x, y, extra) });
  };
  const position = (id: string) => {
    const node = editor.findNode(id)!;
    return { x: node.options.x, y: node.options.y };
  };
  return { editor, machine, events, pointer, drag, click, position };
}

describe('idle and pointing', () => {
  it('selects a node on click, adds with shift, and clears on the empty canvas', () => {
    const { editor, machine, click } = setup(
      graphOf(['a', 'image.solid-colour', 0, 0], ['b', 'image.invert', 400, 0]),
    );
    click(100, 10);
    expect(editor.selection.nodeIds).toEqual(['a']);
    expect(machine.state.name).toBe('idle');
    click(500, 10, { shiftKey: true });
    expect(editor.selection.nodeIds).toEqual(['a', 'b']);
    click(100, 10, { shiftKey: true });
    expect(editor.selection.nodeIds).toEqual(['b']);
    click(300, 300);
    expect(editor.selection.nodeIds).toEqual([]);
  });

  it('stays pointing until the pointer travels past the drag threshold', () => {
    const { machine, pointer } = setup(graphOf(['a', 'image.solid-colour', 0, 0]));
    machine.send({ type: 'pointerdown', ...pointer(100, 10) });
    machine.send({ type: 'pointermove', ...pointer(102, 11) });
    expect(machine.state).toMatchObject({ name: 'pointing', target: 'node', nodeId: 'a' });
    machine.send({ type: 'pointermove', ...pointer(110, 10) });
    expect(machine.state.name).toBe('dragging');
  });
});

describe('dragging', () => {
  it('moves the node snapped to the 20-unit grid, as one undo step', () => {
    const { editor, drag, position } = setup(graphOf(['a', 'image.solid-colour', 0, 0]));
    drag([100, 10], [233, 71]);
    // Moved by (133, 61): snapped to (140, 60).
    expect(position('a')).toEqual({ x: 140, y: 60 });
    expect(editor.state.history.past).toHaveLength(1);
    editor.undo();
    expect(position('a')).toEqual({ x: 0, y: 0 });
    editor.redo();
    expect(position('a')).toEqual({ x: 140, y: 60 });
  });

  it('moves every selected node by the same amount', () => {
    const { editor, drag, position } = setup(
      graphOf(['a', 'image.solid-colour', 0, 0], ['b', 'image.invert', 400, 100]),
    );
    editor.select({ nodeIds: ['a', 'b'] });
    drag([100, 10], [140, 50]);
    expect(position('a')).toEqual({ x: 40, y: 40 });
    expect(position('b')).toEqual({ x: 440, y: 140 });
    expect(editor.selection.nodeIds).toEqual(['a', 'b']);
  });

  it('moves the nodes downstream along while W is held', () => {
    const { editor, machine, drag, position } = setup(
      graphOf(
        ['a', 'image.solid-colour', 0, 0],
        ['b', 'image.invert', 400, 0],
        ['c', 'image.invert', 800, 0],
      ),
    );
    editor.connect({ nodeId: 'a', output: 'image' }, { nodeId: 'b', input: 'title' });
    editor.connect({ nodeId: 'b', output: 'image' }, { nodeId: 'c', input: 'title' });
    machine.send({ type: 'keydown', key: 'w' });
    drag([100, 10], [100, 210]);
    machine.send({ type: 'keyup', key: 'w' });
    expect(position('a')).toEqual({ x: 0, y: 200 });
    expect(position('b')).toEqual({ x: 400, y: 200 });
    expect(position('c')).toEqual({ x: 800, y: 200 });
  });

  it('pulls a node out of its wires while Q is held, closing the gap', () => {
    const { editor, machine, drag, position } = setup(
      graphOf(
        ['a', 'image.solid-colour', 0, 0],
        ['b', 'image.invert', 400, 0],
        ['c', 'image.invert', 800, 0],
      ),
    );
    editor.connect({ nodeId: 'a', output: 'image' }, { nodeId: 'b', input: 'title' });
    editor.connect({ nodeId: 'b', output: 'image' }, { nodeId: 'c', input: 'title' });
    const stepsBefore = editor.state.history.past.length;
    machine.send({ type: 'keydown', key: 'q' });
    drag([500, 10], [500, 310]);
    expect(position('b')).toEqual({ x: 400, y: 300 });
    expect(editor.document.connections.map((wire) => [wire.from.nodeId, wire.to.nodeId])).toEqual([
      ['a', 'c'],
    ]);
    // Detaching and moving are one step.
    expect(editor.state.history.past.length).toBe(stepsBefore + 1);
    editor.undo();
    expect(editor.document.connections.map((wire) => [wire.from.nodeId, wire.to.nodeId])).toEqual([
      ['a', 'b'],
      ['b', 'c'],
    ]);
  });

  it('inserts an unwired node dropped on a wire', () => {
    const { editor, drag } = setup(
      graphOf(
        ['a', 'image.solid-colour', 0, 0],
        ['c', 'image.invert', 600, 0],
        ['b', 'image.brightness', 200, 300],
      ),
    );
    editor.connect({ nodeId: 'a', output: 'image' }, { nodeId: 'c', input: 'title' });
    // The wire runs along y = 17 from x 208 to x 600; the node is grabbed by its title bar.
    drag([260, 310], [360, 27]);
    const wires = editor.document.connections.map(
      (wire) => `${wire.from.nodeId}>${wire.to.nodeId}.${wire.to.input}`,
    );
    expect(wires).toEqual(['a>b.title', 'b>c.title']);
    expect(editor.state.history.past.length).toBe(2);
  });
});

describe('box-selecting', () => {
  it('selects every node the box touches and draws the box while it runs', () => {
    const { editor, machine, pointer } = setup(
      graphOf(
        ['a', 'image.solid-colour', 0, 0],
        ['b', 'image.invert', 400, 0],
        ['c', 'image.invert', 0, 400],
      ),
    );
    machine.send({ type: 'pointerdown', ...pointer(-50, -50) });
    machine.send({ type: 'pointermove', ...pointer(300, 100) });
    machine.send({ type: 'pointermove', ...pointer(450, 100) });
    expect(machine.state.name).toBe('box-selecting');
    expect(editor.overlay.selectionBox).toEqual({ x: -50, y: -50, width: 500, height: 150 });
    machine.send({ type: 'pointerup', ...pointer(450, 100) });
    expect(editor.selection.nodeIds).toEqual(['a', 'b']);
    expect(editor.overlay.selectionBox).toBeUndefined();
    expect(machine.state.name).toBe('idle');
  });
});

describe('connecting', () => {
  it('draws a wire from an output to an input socket', () => {
    const { editor, machine, pointer } = setup(
      graphOf(['a', 'image.solid-colour', 0, 0], ['b', 'image.invert', 400, 0]),
    );
    machine.send({ type: 'pointerdown', ...pointer(208, 17) });
    expect(machine.state).toMatchObject({ name: 'connecting', from: { nodeId: 'a', output: 'image' } });
    machine.send({ type: 'pointermove', ...pointer(300, 40) });
    expect(editor.overlay.pendingWire).toMatchObject({
      from: { x: 208, y: 17 },
      to: { x: 300, y: 40 },
      type: 'image',
    });
    machine.send({ type: 'pointerup', ...pointer(401, 18) });
    expect(editor.document.connections).toEqual([
      { id: 1000, from: { nodeId: 'a', output: 'image' }, to: { nodeId: 'b', input: 'title' } },
    ]);
    expect(editor.overlay.pendingWire).toBeUndefined();
  });

  it('draws a wire backwards from an input to an output', () => {
    const { editor, drag } = setup(graphOf(['a', 'image.solid-colour', 0, 0], ['b', 'image.invert', 400, 0]));
    drag([400, 17], [208, 17]);
    expect(editor.document.connections).toHaveLength(1);
  });

  it('refuses a wire that would close a cycle, saying why', () => {
    const { editor, events, drag } = setup(
      graphOf(['a', 'image.invert', 0, 0], ['b', 'image.invert', 400, 0]),
    );
    editor.connect({ nodeId: 'a', output: 'image' }, { nodeId: 'b', input: 'title' });
    drag([608, 17], [0, 17]);
    expect(editor.document.connections).toHaveLength(1);
    expect(events).toMatchObject([{ kind: 'connection-refused', code: 'cycle' }]);
  });

  it('connects to the only fitting input when dropped on a node body', () => {
    const { editor, drag } = setup(graphOf(['a', 'image.solid-colour', 0, 0], ['b', 'image.invert', 400, 0]));
    drag([208, 17], [500, 20]);
    expect(editor.document.connections.map((wire) => wire.to)).toEqual([{ nodeId: 'b', input: 'title' }]);
  });

  it('offers the connection assistant when several inputs fit', () => {
    const { editor, events, drag } = setup(
      graphOf(['a', 'image.solid-colour', 0, 0], ['b', 'image.blend', 400, 0]),
    );
    drag([208, 17], [500, 20]);
    expect(editor.document.connections).toEqual([]);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.kind).toBe('connection-assistant');
    if (event.kind === 'connection-assistant')
      expect(event.candidates.map((candidate) => candidate.input)).toEqual(['title', 'layer']);
  });

  it('picks a wire up from its input and removes it when dropped on the empty canvas', () => {
    const { editor, drag } = setup(graphOf(['a', 'image.solid-colour', 0, 0], ['b', 'image.invert', 400, 0]));
    editor.connect({ nodeId: 'a', output: 'image' }, { nodeId: 'b', input: 'title' });
    drag([400, 17], [300, 300]);
    expect(editor.document.connections).toEqual([]);
  });

  it('opens the node menu with the source when a new wire is dropped on the empty canvas', () => {
    const { events, drag } = setup(graphOf(['a', 'image.solid-colour', 0, 0]));
    drag([208, 17], [400, 300]);
    expect(events).toMatchObject([
      {
        kind: 'node-menu',
        world: { x: 400, y: 300 },
        from: { nodeId: 'a', output: 'image' },
        wire: { end: 'output', type: 'image' },
        pendingWire: { from: { x: 208, y: 17 }, to: { x: 400, y: 300 }, reversed: false },
      },
    ]);
  });

  it('opens the node menu with the target when a wire drawn back from a free input is dropped there', () => {
    const { events, drag } = setup(graphOf(['b', 'image.invert', 400, 0]));
    drag([400, 17], [100, 300]);
    expect(events).toMatchObject([
      {
        kind: 'node-menu',
        world: { x: 100, y: 300 },
        to: { nodeId: 'b', input: 'title' },
        wire: { end: 'input', type: 'image' },
        pendingWire: { from: { x: 100, y: 300 }, to: { x: 400, y: 17 }, reversed: true },
      },
    ]);
  });

  it('puts the chosen node with its wired socket at the drop point, on the 20-unit grid', () => {
    const { editor, position } = setup(
      graphOf(['a', 'image.solid-colour', 0, 0], ['b', 'image.invert', 600, 400]),
    );
    // Wire from an output: the title input (17 below the top) at the drop point (300, 200).
    const forwards = editor.addNode(
      'image.invert',
      { x: 300, y: 200 },
      { from: { nodeId: 'a', output: 'image' } },
    )!;
    expect(position(forwards)).toEqual({ x: 300, y: 180 });
    // Wire drawn back from an input: the output (208 to the right) at the drop point (500, 500).
    const backwards = editor.addNode(
      'image.solid-colour',
      { x: 500, y: 500 },
      { to: { nodeId: 'b', input: 'title' } },
    )!;
    expect(position(backwards)).toEqual({ x: 300, y: 480 });
  });

  it('adds the chosen node wired to the dropped wire, forwards or backwards, undone as one step', () => {
    const { editor } = setup(graphOf(['a', 'image.solid-colour', 0, 0], ['b', 'image.invert', 400, 300]));
    const added = editor.addNode(
      'image.invert',
      { x: 400, y: 0 },
      { from: { nodeId: 'a', output: 'image' } },
    )!;
    expect(editor.document.connections.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: { nodeId: 'a', output: 'image' }, to: { nodeId: added, input: 'title' } },
    ]);
    editor.undo();
    expect(editor.document.nodes.map((node) => node.id)).toEqual(['a', 'b']);
    expect(editor.document.connections).toEqual([]);
    const source = editor.addNode(
      'image.solid-colour',
      { x: 0, y: 300 },
      { to: { nodeId: 'b', input: 'title' } },
    )!;
    expect(editor.document.connections.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: { nodeId: source, output: 'image' }, to: { nodeId: 'b', input: 'title' } },
    ]);
    editor.undo();
    expect(editor.document.nodes.map((node) => node.id)).toEqual(['a', 'b']);
    expect(editor.document.connections).toEqual([]);
  });
});

describe('resizing', () => {
  it('widens a node from the 20-unit corner, as one step', () => {
    const { editor, machine, drag } = setup(graphOf(['a', 'image.solid-colour', 0, 0]));
    editor.setDisplay(['a'], 'preview');
    const layout = editor.scene.nodes.get('a')!;
    const corner = { x: layout.rect.width - 5, y: layout.rect.height - 5 };
    drag([corner.x, corner.y], [corner.x + 92, corner.y + 40]);
    expect(editor.findNode('a')!.options.width).toBe(300);
    expect(machine.state.name).toBe('idle');
    editor.undo();
    expect(editor.findNode('a')!.options.width).toBeUndefined();
  });
});

describe('panning and zooming', () => {
  it('zooms around the pointer with ctrl + scroll, within 0.1 and 2', () => {
    const { editor, machine } = setup(graphOf());
    machine.send({ type: 'wheel', screen: { x: 100, y: 100 }, deltaX: 0, deltaY: -100, ctrlKey: true });
    // One notch at pinch speed 0.6 zooms by 2^0.6.
    expect(editor.camera.zoom).toBeCloseTo(Math.pow(2, 0.6), 10);
    // The point under the pointer stays put.
    expect(editor.toWorld({ x: 100, y: 100 }).x).toBeCloseTo(100, 10);
    for (let step = 0; step < 20; step++)
      machine.send({ type: 'wheel', screen: { x: 0, y: 0 }, deltaX: 0, deltaY: -100, metaKey: true });
    expect(editor.camera.zoom).toBe(2);
    for (let step = 0; step < 40; step++)
      machine.send({ type: 'wheel', screen: { x: 0, y: 0 }, deltaX: 0, deltaY: 100, ctrlKey: true });
    expect(editor.camera.zoom).toBe(0.1);
  });

  it('pans with plain scrolling, the middle button and space + drag', () => {
    const { editor, machine, drag } = setup(graphOf());
    machine.send({ type: 'wheel', screen: { x: 0, y: 0 }, deltaX: 10, deltaY: 20 });
    expect(editor.camera).toMatchObject({ x: -10, y: -20 });
    drag([0, 0], [50, 50], { button: 1 });
    expect(editor.camera).toMatchObject({ x: 40, y: 30 });
    machine.send({ type: 'keydown', key: ' ' });
    drag([0, 0], [10, 0]);
    expect(editor.camera).toMatchObject({ x: 50, y: 30 });
  });

  it('zooms with a two-finger pinch at the pinch speed', () => {
    const { editor, machine, pointer } = setup(graphOf());
    const touch = { pointerType: 'touch' as const };
    machine.send({ type: 'pointerdown', ...pointer(100, 100, { ...touch, pointerId: 1 }) });
    machine.send({ type: 'pointerdown', ...pointer(200, 100, { ...touch, pointerId: 2 }) });
    expect(machine.state.name).toBe('pinching');
    // Fingers spread symmetrically from 100 to 200 apart: zoom 2^0.6 about the unmoved middle.
    machine.send({ type: 'pointermove', ...pointer(50, 100, { ...touch, pointerId: 1 }) });
    machine.send({ type: 'pointermove', ...pointer(250, 100, { ...touch, pointerId: 2 }) });
    expect(editor.camera.zoom).toBeCloseTo(Math.pow(2, 0.6), 10);
    expect(editor.toWorld({ x: 150, y: 100 }).x).toBeCloseTo(150, 10);
  });
});
