import { firstConnectionId } from '../constants';
import type { GraphDocument } from './types';

/** The id for a new connection: one more than the largest existing id, and at least 1000. */
export function nextConnectionId(graph: Pick<GraphDocument, 'connections'>): number {
  let largest = firstConnectionId - 1;
  for (const connection of graph.connections) {
    if (connection.id > largest) largest = connection.id;
  }
  return largest + 1;
}
