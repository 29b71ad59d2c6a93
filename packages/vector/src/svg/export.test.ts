import { describe, expect, it } from 'vitest';
import { createPath } from '../model';
import { ellipse, rectangle } from '../shapes';
import { exportSvg, pathData } from './export';
import { importSvg } from './import';

describe('exportSvg', () => {
  it('writes path data with absolute commands', () => {
    expect(pathData([rectangle({ width: 2, height: 1 })])).toBe('M0 0L2 0L2 1L0 1Z');
  });

  it('round-trips through the importer in millimetres with paint intact', () => {
    const drawing = {
      paths: [
        createPath(
          [
            rectangle({ x: 5, y: 5, width: 20, height: 10 }),
            ellipse({ centreX: 15, centreY: 10, radiusX: 3 }),
          ],
          {
            fillRule: 'evenodd',
            fill: { red: 255, green: 0, blue: 0, alpha: 128 },
            stroke: { colour: { red: 0, green: 0, blue: 255, alpha: 255 }, width: 0.5 },
          },
        ),
      ],
    };
    const svg = exportSvg(drawing, { width: 100, height: 50 });
    expect(svg).toContain('width="100mm" height="50mm" viewBox="0 0 100 50"');
    const back = importSvg(svg);
    expect(back.width).toBe(100);
    const path = back.drawing.paths[0]!;
    expect(path.fillRule).toBe('evenodd');
    expect(path.fill).toEqual({ red: 255, green: 0, blue: 0, alpha: 128 });
    expect(path.stroke).toEqual({ colour: { red: 0, green: 0, blue: 255, alpha: 255 }, width: 0.5 });
    expect(path.subpaths[0]!.start).toEqual({ x: 5, y: 5 });
    expect(path.subpaths[1]!.segments).toHaveLength(4);
  });
});
