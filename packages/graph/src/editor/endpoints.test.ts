import { describe, expect, it } from 'vitest';
import type { Connection } from '../document/types';
import { endpointStatesAfter, restingEndpointState } from './endpoints';

const toAdd: Connection = {
  id: 1000,
  from: { nodeId: 'source', output: 'value' },
  to: { nodeId: 'add', input: 'title' },
};
const toMultiply: Connection = {
  id: 1001,
  from: { nodeId: 'source', output: 'value' },
  to: { nodeId: 'multiply', input: 'title' },
};

describe('connection endpoint states', () => {
  it('marks both ends active-connected on connecting', () => {
    expect(endpointStatesAfter({ kind: 'connect', connection: toAdd }, [toAdd])).toEqual({
      from: 'active-connected',
      to: 'active-connected',
    });
  });

  it('leaves an end inactive-connected when another wire still uses it', () => {
    // The source output still feeds the multiply node; the add node's input is now free.
    expect(endpointStatesAfter({ kind: 'disconnect', connection: toAdd }, [toMultiply])).toEqual({
      from: 'inactive-connected',
      to: 'inactive-unconnected',
    });
  });

  it('leaves both ends inactive-unconnected when the last wire goes', () => {
    expect(endpointStatesAfter({ kind: 'disconnect', connection: toAdd }, [])).toEqual({
      from: 'inactive-unconnected',
      to: 'inactive-unconnected',
    });
  });

  it('does not count the removed wire even when it is still in the list', () => {
    expect(endpointStatesAfter({ kind: 'disconnect', connection: toAdd }, [toAdd])).toEqual({
      from: 'inactive-unconnected',
      to: 'inactive-unconnected',
    });
  });

  it('tells whether an endpoint is used at rest', () => {
    expect(restingEndpointState([toAdd], { nodeId: 'add', input: 'title' })).toBe('inactive-connected');
    expect(restingEndpointState([toAdd], { nodeId: 'add', input: 'addend' })).toBe('inactive-unconnected');
    expect(restingEndpointState([toAdd], { nodeId: 'source', output: 'value' })).toBe('inactive-connected');
  });
});
