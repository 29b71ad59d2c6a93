import { describe, expect, it } from 'vitest';
import { TravelGraph } from './travel';

describe('TravelGraph', () => {
  // A 10 x 10 square's corners, the middle of its top edge and a node inside joined to two corners.
  function graph() {
    const travel = new TravelGraph();
    const corners = [
      travel.addNode({ x: 0, y: 0 }),
      travel.addNode({ x: 10, y: 0 }),
      travel.addNode({ x: 10, y: 10 }),
      travel.addNode({ x: 0, y: 10 }),
    ] as const;
    const middle = travel.addNode({ x: 5, y: 0 });
    travel.addEdge(corners[0], middle);
    travel.addEdge(middle, corners[1]);
    travel.addEdge(corners[1], corners[2]);
    travel.addEdge(corners[2], corners[3]);
    travel.addEdge(corners[3], corners[0]);
    const inside = travel.addNode({ x: 5, y: 5 });
    travel.addEdge(corners[0], inside);
    travel.addEdge(inside, corners[2]);
    return { travel, corners, middle, inside };
  }

  it('finds the shortest route over the edges', () => {
    const { travel, corners, inside } = graph();
    // Across the inside node (2 x 7.07) beats both ways round the edges (20).
    expect(travel.route(corners[0], corners[2])).toEqual([corners[0], inside, corners[2]]);
  });

  it('goes round the edges when that is shorter', () => {
    const { travel, corners, middle } = graph();
    expect(travel.route(middle, corners[2])).toEqual([middle, corners[1], corners[2]]);
    expect(travel.route(corners[3], corners[3])).toEqual([corners[3]]);
  });

  it('says when there is no route, and searches again correctly afterwards', () => {
    const { travel, corners } = graph();
    const alone = travel.addNode({ x: 50, y: 50 });
    expect(travel.route(corners[0], alone)).toBeUndefined();
    expect(travel.route(corners[1], corners[3])).toHaveLength(3);
  });
});
