// Connection endpoint states (spec section 4). Connecting marks both ends active-connected;
// disconnecting leaves an end inactive-connected when another wire still uses it, else
// inactive-unconnected. The editor draws sockets from these states.
import type { Connection } from '../document/types';

export type EndpointState = 'active-connected' | 'inactive-connected' | 'inactive-unconnected';

/** One end of a wire: a node's output, or a node's input (title or control id). */
export type Endpoint = { nodeId: string; output: string } | { nodeId: string; input: string };

/** A change to the wires the editor made. */
export type ConnectionChange =
  { kind: 'connect'; connection: Connection } | { kind: 'disconnect'; connection: Connection };

function usesEndpoint(connection: Connection, endpoint: Endpoint): boolean {
  if ('output' in endpoint) {
    return connection.from.nodeId === endpoint.nodeId && connection.from.output === endpoint.output;
  }
  return connection.to.nodeId === endpoint.nodeId && connection.to.input === endpoint.input;
}

/** The state of an endpoint no change is under way at: connected or not. */
export function restingEndpointState(connections: readonly Connection[], endpoint: Endpoint): EndpointState {
  return connections.some((connection) => usesEndpoint(connection, endpoint))
    ? 'inactive-connected'
    : 'inactive-unconnected';
}

/**
 * The states of both ends of a wire after it was connected or disconnected. `connectionsAfter`
 * is the graph's wires once the change is made; a disconnected wire is no longer among them.
 */
export function endpointStatesAfter(
  change: ConnectionChange,
  connectionsAfter: readonly Connection[],
): { from: EndpointState; to: EndpointState } {
  if (change.kind === 'connect') return { from: 'active-connected', to: 'active-connected' };
  const { connection } = change;
  const others = connectionsAfter.filter((other) => other.id !== connection.id);
  return {
    from: restingEndpointState(others, { nodeId: connection.from.nodeId, output: connection.from.output }),
    to: restingEndpointState(others, { nodeId: connection.to.nodeId, input: connection.to.input }),
  };
}
