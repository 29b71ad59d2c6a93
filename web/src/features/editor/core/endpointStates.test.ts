import type { GraphDocument } from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { EndpointStateTracker } from './endpointStates';

function documentWith(connections: GraphDocument['connections']): GraphDocument {
  return { version: '1.0.0', nodes: [], connections };
}

const aToB = { id: 1000, from: { nodeId: 'a', output: 'image' }, to: { nodeId: 'b', input: 'title' } };
const aToC = { id: 1001, from: { nodeId: 'a', output: 'image' }, to: { nodeId: 'c', input: 'title' } };

describe('endpoint states', () => {
  it('start at rest: connected sockets inactive-connected, the others inactive-unconnected', () => {
    const tracker = new EndpointStateTracker();
    tracker.update(documentWith([aToB]), { initial: true });
    expect(tracker.output('a', 'image')).toBe('inactive-connected');
    expect(tracker.input('b', 'title')).toBe('inactive-connected');
    expect(tracker.input('c', 'title')).toBe('inactive-unconnected');
  });

  it('mark both ends of a new wire active-connected', () => {
    const tracker = new EndpointStateTracker();
    tracker.update(documentWith([aToB]), { initial: true });
    tracker.update(documentWith([aToB, aToC]));
    expect(tracker.output('a', 'image')).toBe('active-connected');
    expect(tracker.input('c', 'title')).toBe('active-connected');
    expect(tracker.input('b', 'title')).toBe('inactive-connected');
  });

  it('leave an end still used by another wire inactive-connected after a disconnect', () => {
    const tracker = new EndpointStateTracker();
    tracker.update(documentWith([aToB, aToC]), { initial: true });
    tracker.update(documentWith([aToB]));
    expect(tracker.output('a', 'image')).toBe('inactive-connected');
    expect(tracker.input('c', 'title')).toBe('inactive-unconnected');
  });
});
