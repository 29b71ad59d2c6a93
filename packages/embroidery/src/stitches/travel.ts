// A graph of paths that stay inside a filled shape, and shortest routes over it.
//
// The nodes are the rings' vertices and the points where fill rows meet the rings; the edges are
// the rings split at those points and the rows themselves. Every edge lies on the boundary or
// inside the shape, so a route over them never crosses a hole or leaves the shape. This is the
// travel graph of Ink/Stitch's auto-fill (lib/stitches/auto_fill.py), searched with Dijkstra's
// algorithm (E. W. Dijkstra, "A note on two problems in connexion with graphs", 1959).
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
    const best = new Float64Array(count).fill(Infinity);
    const previous = new Int32Array(count).fill(-1);
    const heap = new MinHeap();
    best[from] = 0;
    heap.push(from, 0);
    while (heap.size > 0) {
      const { node, priority } = heap.pop();
      if (priority > best[node]!) continue;
      if (node === to) break;
      const here = this.points[node]!;
      for (const next of this.adjacency[node]!) {
        const candidate = priority + distance(here, this.points[next]!);
        if (candidate < best[next]!) {
          best[next] = candidate;
          previous[next] = node;
          heap.push(next, candidate);
        }
      }
    }
    if (best[to] === Infinity) return undefined;
    const path = [to];
    for (let node = previous[to]!; node !== -1; node = previous[node]!) path.push(node);
    return path.reverse();
  }
}

class MinHeap {
  private readonly nodes: number[] = [];
  private readonly priorities: number[] = [];

  get size(): number {
    return this.nodes.length;
  }

  push(node: number, priority: number): void {
    this.nodes.push(node);
    this.priorities.push(priority);
    let index = this.nodes.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (this.priorities[parent]! <= priority) break;
      this.swap(index, parent);
      index = parent;
    }
  }

  pop(): { node: number; priority: number } {
    const node = this.nodes[0]!;
    const priority = this.priorities[0]!;
    const lastNode = this.nodes.pop()!;
    const lastPriority = this.priorities.pop()!;
    if (this.nodes.length > 0) {
      this.nodes[0] = lastNode;
      this.priorities[0] = lastPriority;
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
    return { node, priority };
  }

  private swap(a: number, b: number): void {
    [this.nodes[a], this.nodes[b]] = [this.nodes[b]!, this.nodes[a]!];
    [this.priorities[a], this.priorities[b]] = [this.priorities[b]!, this.priorities[a]!];
  }
}
