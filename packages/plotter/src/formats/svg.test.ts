import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { defaultCutSettings } from '../job';
import { cuttingMachines } from '../machines';
import { planCutJob } from '../plan/plan';
import { cut, square, stickerSheet } from '../test-support/shapes';
import { writeSvg } from './svg';

function parse(text: string) {
  const errors: string[] = [];
  const report = (message: string) => void errors.push(message);
  const document = new DOMParser({ errorHandler: { error: report, fatalError: report } }).parseFromString(
    text,
    'image/svg+xml',
  );
  expect(errors).toEqual([]);
  return document.documentElement!;
}

function pointsOf(element: Element): { x: number; y: number }[] {
  return element
    .getAttribute('points')!
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [x, y] = pair.split(',').map(Number);
      return { x: x!, y: y! };
    });
}

describe('the SVG writer', () => {
  it('writes a 10 mm square on a 20 mm page measured in millimetres, in a cut group', () => {
    const job = planCutJob({
      width: 20,
      height: 20,
      shapes: [cut(square(5, 5, 10))],
      machine: cuttingMachines['cricut-maker'],
      settings: { ...defaultCutSettings, direction: 'clockwise', bladeOffset: 0, overcut: 0 },
    });
    const svg = parse(writeSvg(job));
    expect(svg.getAttribute('width')).toBe('20mm');
    expect(svg.getAttribute('height')).toBe('20mm');
    expect(svg.getAttribute('viewBox')).toBe('0 0 20 20');
    const groups = Array.from(svg.getElementsByTagName('g'));
    expect(groups.map((group) => group.getAttribute('data-tool'))).toEqual(['cut']);
    const polylines = Array.from(groups[0]!.getElementsByTagName('polyline'));
    expect(polylines.map(pointsOf)).toEqual([
      [
        { x: 5, y: 5 },
        { x: 15, y: 5 },
        { x: 15, y: 15 },
        { x: 5, y: 15 },
        { x: 5, y: 5 },
      ],
    ]);
  });

  it('writes a tiled job as one group per tile holding one group per tool, with every path', () => {
    const job = planCutJob({
      width: 600,
      height: 200,
      shapes: stickerSheet(19, 6, 30),
      machine: cuttingMachines['cricut-maker'],
      settings: { ...defaultCutSettings, tileOverlap: 10, precut: true },
    });
    const svg = parse(writeSvg(job));
    const tiles = Array.from(svg.childNodes).filter((node): node is Element => node.nodeName === 'g');
    expect(tiles).toHaveLength(job.tiles!.length);
    // The default 0.25 mm blade offset leaves 304.5 mm tiles; overlapping 10 mm they step 294.5 mm:
    // 600 mm takes tiles at 0, 294.5 and 589, and the last holds nothing (the stickers end at 580 mm).
    expect(tiles.map((tile) => Number(tile.getAttribute('data-x')))).toEqual([0, 294.5]);
    let index = 0;
    tiles.forEach((tile, tileIndex) => {
      expect(Number(tile.getAttribute('data-x'))).toBe(job.tiles![tileIndex]!.x);
      const toolGroups = Array.from(tile.childNodes).filter((node): node is Element => node.nodeName === 'g');
      expect(toolGroups.map((group) => group.getAttribute('data-tool'))).toEqual(['precut', 'cut']);
      for (const group of toolGroups) {
        for (const polyline of Array.from(group.getElementsByTagName('polyline'))) {
          const path = job.paths[index++]!;
          expect(path.tool).toBe(group.getAttribute('data-tool'));
          const points = pointsOf(polyline);
          expect(points).toHaveLength(path.points.length);
          points.forEach((point, pointIndex) => {
            expect(Math.abs(point.x - path.points[pointIndex]!.x)).toBeLessThan(0.001);
            expect(Math.abs(point.y - path.points[pointIndex]!.y)).toBeLessThan(0.001);
          });
        }
      }
    });
    expect(index).toBe(job.paths.length);
  });
});
