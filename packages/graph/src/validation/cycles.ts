// Cycle search over the wires: a depth-first search that reports each back edge as the cycle it
// closes (Tarjan 1972, "Depth-first search and linear graph algorithms"). Iterative, so a long
// chain of nodes cannot overflow the call stack.

/** Edges as adjacency lists: node id to the ids its outputs feed, in document order. */
export type Adjacency = ReadonlyMap<string, readonly string[]>;

export function buildAdjacency(
  nodeIds: readonly string[],
  edges: Iterable<{ from: string; to: string }>,
): Map<string, string[]> {
  const adjacency = new Map<string, string[]>();
  for (const id of nodeIds) adjacency.set(id, []);
  for (const edge of edges) {
    const targets = adjacency.get(edge.from);
    if (targets && adjacency.has(edge.to)) targets.push(edge.to);
  }
  return adjacency;
}

/**
 * Every distinct cycle a depth-first search meets, each as the node ids along it in wire
 * direction, starting at the node the search reached first. Cycles over the same set of nodes
 * are reported once.
 */
export function findCycles(nodeIds: readonly string[], adjacency: Adjacency): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const seen = new Set<string>();
  for (const start of nodeIds) {
    if (state.has(start)) continue;
    const path: string[] = [];
    const frames: { node: string; next: number }[] = [{ node: start, next: 0 }];
    state.set(start, 'open');
    path.push(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const targets = adjacency.get(frame.node) ?? [];
      if (frame.next >= targets.length) {
        state.set(frame.node, 'done');
        frames.pop();
        path.pop();
        continue;
      }
      const target = targets[frame.next]!;
      frame.next += 1;
      const targetState = state.get(target);
      if (targetState === 'open') {
        const cycle = path.slice(path.indexOf(target));
        const signature = [...cycle].sort().join('\u0000');
        if (!seen.has(signature)) {
          seen.add(signature);
          cycles.push(cycle);
        }
      } else if (targetState === undefined) {
        state.set(target, 'open');
        path.push(target);
        frames.push({ node: target, next: 0 });
      }
    }
  }
  return cycles;
}

/** A path of node ids from `start` to `goal` along the wires, or undefined when there is none. */
export function findPath(adjacency: Adjacency, start: string, goal: string): string[] | undefined {
  const previous = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const node = queue[index]!;
    if (node === goal) {
      const path: string[] = [];
      for (let step: string | null | undefined = node; step != null; step = previous.get(step))
        path.unshift(step);
      return path;
    }
    for (const target of adjacency.get(node) ?? []) {
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return undefined;
}
