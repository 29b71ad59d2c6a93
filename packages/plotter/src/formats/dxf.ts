// DXF writer, with @tarikjabiri/dxf (see the README for why). Millimetres ($INSUNITS 4), one layer
// per tool, each path one LWPOLYLINE. DXF's y axis points up: y is written as the job's height
// less the design's y, so the drawing stands the same way up as on screen.
import { DxfWriter, LWPolylineFlags, Units, type LWPolylineVertex } from '@tarikjabiri/dxf';
import { samePoint } from '../geometry';
import { cutTools, type CutJob, type CutTool } from '../job';

/** The AutoCAD colour index of each tool's layer: cut red, precut yellow, weed blue, marks white/black, pen green. */
export const dxfLayerColours: Readonly<Record<CutTool, number>> = {
  cut: 1,
  precut: 2,
  weed: 5,
  registration: 7,
  draw: 3,
};

/** The job as DXF text: one layer per tool the job uses, named after the tool. */
export function writeDxf(job: CutJob): string {
  const dxf = new DxfWriter();
  dxf.setUnits(Units.Millimeters);
  const used = new Set(job.paths.map((path) => path.tool));
  for (const tool of cutTools) if (used.has(tool)) dxf.addLayer(tool, dxfLayerColours[tool], 'CONTINUOUS');
  for (const path of job.paths) {
    if (path.points.length < 2) continue;
    // A closed path that ends where it began (no overcut, no blade offset) is written as a closed polyline.
    const closes =
      path.closed &&
      path.points.length > 3 &&
      samePoint(path.points[0]!, path.points[path.points.length - 1]!, 1e-9);
    const points = closes ? path.points.slice(0, -1) : path.points;
    const vertices: LWPolylineVertex[] = points.map((point) => ({
      point: { x: point.x, y: job.height - point.y },
    }));
    dxf.addLWPolyline(vertices, {
      layerName: path.tool,
      flags: closes ? LWPolylineFlags.Closed : LWPolylineFlags.None,
    });
  }
  return dxf.stringify();
}
