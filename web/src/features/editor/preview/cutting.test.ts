import { describe, expect, it } from 'vitest';
import {
  cutJobBox,
  drawCutJob,
  toolColours,
  travelColour,
  type CutDrawingContext,
  type PreviewCutJob,
} from './cutting';

// Records each stroke with its colour, dash and the segments of its path.
function recorder() {
  const strokes: Array<{ colour: string; dash: number[]; segments: number[][] }> = [];
  let segments: number[][] = [];
  let at: [number, number] = [0, 0];
  let dash: number[] = [];
  const context: CutDrawingContext = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    beginPath() {
      segments = [];
    },
    moveTo(x, y) {
      at = [x, y];
    },
    lineTo(x, y) {
      segments.push([...at, x, y]);
      at = [x, y];
    },
    arc() {},
    stroke() {
      strokes.push({ colour: String(this.strokeStyle), dash, segments });
    },
    fill() {},
    fillRect() {},
    strokeRect() {},
    setLineDash(next) {
      dash = next;
    },
  };
  return { context, strokes };
}

// A 10 mm square cut from its top left corner, back to it and 1 mm on (the overcut), then a
// weeding line from (20, 0) to (30, 0).
const job: PreviewCutJob = {
  kind: 'cutJob',
  width: 30,
  height: 10,
  paths: [
    {
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
      closed: true,
      tool: 'cut',
    },
    {
      points: [
        { x: 20, y: 0 },
        { x: 30, y: 0 },
      ],
      closed: false,
      tool: 'weed',
    },
  ],
  machine: { name: 'Test cutter', width: 300, height: 0 },
};

describe('the plot preview of a cut job', () => {
  it('frames what the blade touches and the origin it starts from', () => {
    expect(cutJobBox(job)).toEqual({ minX: 0, minY: 0, maxX: 30, maxY: 10 });
    const moved = { ...job, paths: [{ points: [{ x: 5, y: 5 }], closed: false, tool: 'cut' }] };
    expect(cutJobBox(moved)).toEqual({ minX: 0, minY: 0, maxX: 5, maxY: 5 });
    expect(cutJobBox({ ...job, width: 0, height: 0, paths: [] })).toBeUndefined();
  });

  it('strokes each tool in its colour and the travel moves dashed, from the origin to each start', () => {
    const { context, strokes } = recorder();
    // 2 px a millimetre, shifted by 5 px.
    drawCutJob(context, job, { scale: 2, offsetX: 5, offsetY: 5 }, { width: 80, height: 40 });
    const cut = strokes.find((stroke) => stroke.colour === toolColours['cut'])!;
    expect(cut.segments).toEqual([
      [5, 5, 25, 5],
      [25, 5, 25, 25],
      [25, 25, 5, 25],
      [5, 25, 5, 5],
      [5, 5, 7, 5],
    ]);
    expect(cut.dash).toEqual([]);
    const weed = strokes.find((stroke) => stroke.colour === toolColours['weed'])!;
    expect(weed.segments).toEqual([[45, 5, 65, 5]]);
    const travel = strokes.find((stroke) => stroke.colour === travelColour)!;
    // From the origin to the square's start (no distance), then from where the square's overcut
    // ends (1 mm in) to the weeding line's start: 19 mm, 38 px.
    expect(travel.segments).toEqual([
      [5, 5, 5, 5],
      [7, 5, 45, 5],
    ]);
    expect(travel.dash.length).toBeGreaterThan(0);
  });
});
