// Follows the graph's wires from document to document and keeps each socket's endpoint state
// (spec section 4): a wire just drawn marks both its ends active-connected; a removed wire
// leaves an end inactive-connected while another wire still uses it, else inactive-unconnected.
import {
  endpointStatesAfter,
  restingEndpointState,
  type Connection,
  type EndpointState,
  type GraphDocument,
} from '@atelier/graph';

function inputKey(nodeId: string, input: string) {
  return `in\u0000${nodeId}\u0000${input}`;
}

function outputKey(nodeId: string, output: string) {
  return `out\u0000${nodeId}\u0000${output}`;
}

export class EndpointStateTracker {
  private readonly states = new Map<string, EndpointState>();
  private connections: readonly Connection[] = [];

  /** Takes in a new document; wires added or removed since the last one change the states. */
  update(document: GraphDocument, options: { initial?: boolean } = {}) {
    const before = new Map(this.connections.map((connection) => [connection.id, connection]));
    const after = new Map(document.connections.map((connection) => [connection.id, connection]));
    if (!options.initial) {
      for (const [id, connection] of after) {
        if (before.has(id)) continue;
        const states = endpointStatesAfter({ kind: 'connect', connection }, document.connections);
        this.states.set(outputKey(connection.from.nodeId, connection.from.output), states.from);
        this.states.set(inputKey(connection.to.nodeId, connection.to.input), states.to);
      }
      for (const [id, connection] of before) {
        if (after.has(id)) continue;
        const states = endpointStatesAfter({ kind: 'disconnect', connection }, document.connections);
        this.states.set(outputKey(connection.from.nodeId, connection.from.output), states.from);
        this.states.set(inputKey(connection.to.nodeId, connection.to.input), states.to);
      }
    } else {
      this.states.clear();
    }
    this.connections = document.connections;
  }

  input(nodeId: string, input: string): EndpointState {
    return (
      this.states.get(inputKey(nodeId, input)) ?? restingEndpointState(this.connections, { nodeId, input })
    );
  }

  output(nodeId: string, output: string): EndpointState {
    return (
      this.states.get(outputKey(nodeId, output)) ?? restingEndpointState(this.connections, { nodeId, output })
    );
  }
}
