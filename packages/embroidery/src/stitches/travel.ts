// A graph of paths that stay inside a filled shape, and shortest routes over it.
//
// The nodes are the rings' vertices and the points where fill rows meet the rings; the edges are
// the rings split at those points and the rows themselves. Every edge lies on the boundary or
// inside the shape, so a route over them never crosses a hole or leaves the shape. This is the
// travel graph of Ink/Stitch's auto-fill (lib/stitches/auto_fill.py), searched with A* (P. E. Hart,
// N. J. Nilsson and B. Raphael, "A formal basis for the heuristic determination of minimum cost
// paths", 1968) under the straight-line distance, which never overestimates a route of straight
// edges, so the route found is a shortest one.
import { distance, type Point } from '../geometry';

export class TravelGraph {
  readonly points: Point[] = [];
  private readonly adjacency: number[][] = [];

  addNode(point: Point): number {
    this.points.push(point);
    this.adjacency.push([]);
    return this.points.length - 1;
  }

  addEdge(a: number, b: number): void {
    if (a === b) return;
    this.adjacency[a]!.push(b);
    this.adjacency[b]!.push(a);
  }

  /** The nodes of a shortest route from one node to another, both included; undefined when none. */
  route(from: number, to: number): number[] | undefined {
    if (from === to) return [from];
    const count = this.points.length;
    if (this.best.length < count) {
      this.best = new Float64Array(count);
      this.previous = new Int32Array(count);
      this.visit = new Uint32Array(count);
    }
    // A node's entries in `best` and `previous` count only when `visit` holds this search's number.
    const search = ++this.searches;
    const { best, previous, visit } = this;
    const target = this.points[to]!;
    const estimate = (node: number) => distance(this.points[node]!, target);
    const heap = new MinHeap();
    best[from] = 0;
    previous[from] = -1;
    visit[from] = search;
    heap.push(from, estimate(from), 0);
    let found = false;
    while (heap.size > 0) {
      const { node, cost } = heap.pop();
      if (cost > best[node]!) continue;
      if (node === to) {
        found = true;
        break;
      }
      const here = this.points[node]!;
      for (const next of this.adjacency[node]!) {
        const candidate = cost + distance(here, this.points[next]!);
        if (visit[next] !== search || candidate < best[next]!) {
          visit[next] = search;
          best[next] = candidate;
          previous[next] = node;
          heap.push(next, candidate + estimate(next), candidate);
        }
      }
    }
    if (!found) return undefined;
    const path = [to];
    for (let node = previous[to]!; node !== -1; node = previous[node]!) path.push(node);
    return path.reverse();
  }

  private best = new Float64Array(0);
  private previous = new Int32Array(0);
  private visit = new Uint32Array(0);
  private searches = 0;
}

class MinHeap {
  private readonly nodes: number[] = [];
  private readonly priorities: number[] = [];
  private readonly costs: number[] = [];

  get size(): number {
    return this.nodes.length;
  }

  push(node: number, priority: number, cost: number): void {
    this.nodes.push(node);
    this.priorities.push(priority);
    this.costs.push(cost);
    let index = this.nodes.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (this.priorities[parent]! <= priority) break;
      this.swap(index, parent);
      index = parent;
    }
  }

  pop(): { node: number; cost: number } {
    const node = this.nodes[0]!;
    const cost = this.costs[0]!;
    const lastNode = this.nodes.pop()!;
    const lastPriority = this.priorities.pop()!;
    const lastCost = this.costs.pop()!;
    if (this.nodes.length > 0) {
      this.nodes[0] = lastNode;
      this.priorities[0] = lastPriority;
      this.costs[0] = lastCost;
      let index = 0;
      for (;;) {
        const left = 2 * index + 1;
        const right = left + 1;
        let smallest = index;
        if (left < this.nodes.length && this.priorities[left]! < this.priorities[smallest]!) smallest = left;
        if (right < this.nodes.length && this.priorities[right]! < this.priorities[smallest]!)
          smallest = right;
        if (smallest === index) break;
        this.swap(index, smallest);
        index = smallest;
      }
    }
    return { node, cost };
  }

  private swap(a: number, b: number): void {
    [this.nodes[a], this.nodes[b]] = [this.nodes[b]!, this.nodes[a]!];
    [this.priorities[a], this.priorities[b]] = [this.priorities[b]!, this.priorities[a]!];
    [this.costs[a], this.costs[b]] = [this.costs[b]!, this.costs[a]!];
  }
}
