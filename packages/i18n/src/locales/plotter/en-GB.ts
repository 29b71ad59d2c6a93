import type { PlotterTexts } from './en-US';

export const plotterTextsEnGB: PlotterTexts = {
  family: {
    title: 'Cutting plotter',
    categories: { cutting: 'Cutting', preparation: 'Weeding and tiling', output: 'Output' },
  },
  nodes: {
    cutPaths: {
      title: 'Cut paths',
      inputs: { title: 'Drawing' },
      outputs: { cutJob: 'Cut job' },
      controls: {
        machine: 'Machine',
        machineWidth: 'Cutting width',
        machineHeight: 'Cutting length (0 = roll)',
        order: 'Cutting order',
        start: 'Start corner',
        direction: 'Direction',
        bladeOffset: 'Blade offset',
        overcut: 'Overcut',
        cornerLoops: 'Swivel at corners',
        precut: 'Precut',
        margin: 'Margin',
      },
      options: {
        machine: {
          'cricut-maker': 'Cricut Maker (305 × 610 mm mat)',
          'silhouette-cameo-4': 'Silhouette Cameo 4 (305 mm wide)',
          'roland-gs2-24': 'Roland GS2-24 (584 mm roll)',
          'brother-scanncut': 'Brother ScanNCut (296 × 296 mm mat)',
          'graphtec-ce8000-60': 'Graphtec CE8000-60 (603 mm roll)',
          custom: 'Custom size',
        },
        order: { nearest: 'Shortest travel', drawing: 'As drawn' },
        start: {
          'top-left': 'Top left',
          'top-right': 'Top right',
          'bottom-left': 'Bottom left',
          'bottom-right': 'Bottom right',
        },
        direction: { clockwise: 'Clockwise', 'counter-clockwise': 'Anticlockwise', 'as-drawn': 'As drawn' },
      },
    },
    weed: {
      title: 'Weeding',
      inputs: { title: 'Cut job' },
      outputs: { cutJob: 'Cut job' },
      controls: {
        margin: 'Box margin',
        verticalLines: 'Vertical weeding lines',
        horizontalLines: 'Horizontal weeding lines',
      },
    },
    registrationMarks: {
      title: 'Registration marks',
      inputs: { title: 'Cut job' },
      outputs: { cutJob: 'Cut job' },
      controls: { margin: 'Distance from the design' },
    },
    tile: {
      title: 'Tile to cutting area',
      inputs: { title: 'Cut job' },
      outputs: { cutJob: 'Cut job' },
      controls: { overlap: 'Overlap' },
    },
    export: {
      title: 'Cutter file',
      inputs: { title: 'Cut job' },
      outputs: { cutJob: 'Cut job' },
      controls: { format: 'Format', yDirection: 'HP-GL y axis' },
      options: {
        format: { hpgl: 'HP-GL (.plt)', dxf: 'DXF', svg: 'SVG' },
        yDirection: { up: 'Up (HP-GL standard)', down: 'Down (as on screen)' },
      },
    },
  },
  messages: {
    emptyCutJob: { generic: 'There is nothing to cut' },
    machineAreaExceeded: {
      size: 'The design is {{width, number}} × {{height, number}} mm, larger than the cutting area of the {{machine}}; turn on tiling or choose a larger machine',
      generic: 'The design is larger than the machine’s cutting area',
    },
    tooManyTiles: {
      counted: 'Tiling would take {{tiles, number}} tiles, more than {{limit, number}}',
      generic: 'Tiling would take too many tiles',
    },
    cutJobTooLarge: {
      limit: 'The design is too large or too detailed to cut (limit: {{limit, number}})',
      generic: 'The design is too large or too detailed to cut',
    },
  },
  production: {},
};
