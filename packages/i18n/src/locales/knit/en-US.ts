// Texts of knitting: knit charts, stitch structures, knitout, AYAB charts and the knitting worksheet: the family's name and
// categories in the node menu (`node.family.knit`), its nodes' labels (`node.knit.<node>`, the
// keys packages/nodes builds with `nodeLabels`), the node messages it adds (`node.messages`, by
// code in camel case; list each code in `knitMessageCodes`) and its production texts such as
// worksheet labels (`knit.*`). American English is the reference: the other locales of this
// folder fill the same shape.
const backingOptions = { none: 'None', float: 'Floats', birdseye: 'Birdseye', ladderback: 'Ladderback' };
const gauge = { stitchesPer10cm: 'Stitches per 10 cm', rowsPer10cm: 'Rows per 10 cm' };
const machines = {
  kniterate: 'Kniterate (252 needles)',
  swg091n2: 'Shima Seiki SWG091N2 (540 needles)',
  brother200: 'Brother, 200 needles (AYAB)',
  kh270: 'Brother KH-270, 112 needles (AYAB)',
  hand: 'Hand knitting',
};

export const knitTextsEnUS = {
  family: {
    title: 'Knitting',
    categories: {
      charts: 'Charts',
      edit: 'Edit chart',
      structure: 'Stitches and backing',
      yarns: 'Yarns',
      output: 'Output',
    },
  },
  nodes: {
    chartFromImage: {
      title: 'Chart from image',
      inputs: { title: 'Image', palette: 'Yarns' },
      outputs: { chart: 'Knit chart' },
      controls: { width: 'Width (cm)', needles: 'Needles', ...gauge, yarns: 'Yarns', backing: 'Backing' },
      options: {
        mode: { centimetres: 'Size in centimeters', needles: 'Size in needles' },
        backing: backingOptions,
      },
    },
    chartFromDrawing: {
      title: 'Chart from drawing',
      inputs: { title: 'Drawing' },
      outputs: { chart: 'Knit chart' },
      controls: { ...gauge, background: 'Background yarn', backing: 'Backing' },
      options: { backing: backingOptions },
    },
    repeat: {
      title: 'Repeat chart',
      inputs: { title: 'Knit chart' },
      outputs: { chart: 'Knit chart' },
      controls: { across: 'Repeats across', up: 'Repeats up' },
    },
    mirror: {
      title: 'Mirror chart',
      inputs: { title: 'Knit chart' },
      outputs: { chart: 'Knit chart' },
      controls: { axis: 'Flip' },
      options: { axis: { 'left-right': 'Left to right', 'top-bottom': 'Top to bottom', both: 'Both ways' } },
    },
    border: {
      title: 'Border',
      inputs: { title: 'Knit chart' },
      outputs: { chart: 'Knit chart' },
      controls: { sides: 'Needles each side', ends: 'Rows below and above', colour: 'Yarn color' },
    },
    stitchPattern: {
      title: 'Stitch pattern',
      inputs: { title: 'Knit chart' },
      outputs: { chart: 'Knit chart' },
      controls: {
        pattern: 'Stitch',
        firstNeedle: 'First needle',
        lastNeedle: 'Last needle (0: to the edge)',
        firstRow: 'First row',
        lastRow: 'Last row (0: to the top)',
      },
      options: {
        pattern: {
          stockinette: 'Stockinette',
          'rib-1x1': '1x1 rib',
          'rib-2x2': '2x2 rib',
          garter: 'Garter stitch',
          tuck: 'Tuck stitch',
          slip: 'Slip stitch',
          cable: 'Cables',
        },
      },
    },
    backing: {
      title: 'Jacquard backing',
      inputs: { title: 'Knit chart' },
      outputs: { chart: 'Knit chart' },
      controls: { backing: 'Backing', floatLimit: 'Longest float (needles)', carriers: 'Yarn carriers' },
      options: { backing: backingOptions },
    },
    yarnMatch: {
      title: 'Match yarns',
      inputs: { title: 'Knit chart' },
      outputs: { chart: 'Knit chart' },
      controls: { yarnbook: 'Yarnbook (empty: the first)' },
    },
    floatLimit: {
      title: 'Float limit',
      inputs: { title: 'Knit chart' },
      outputs: { chart: 'Knit chart' },
      controls: { limit: 'Longest float (needles)', method: 'Longer floats' },
      options: {
        method: {
          tuck: 'Tie down with tucks',
          birdseye: 'Switch to birdseye',
          ladderback: 'Switch to ladderback',
        },
      },
    },
    fabricImage: {
      title: 'Knitted fabric',
      inputs: { title: 'Knit chart' },
      outputs: { image: 'Fabric image' },
      controls: { pixelsPerStitch: 'Pixels per stitch' },
    },
    export: {
      title: 'Knitting file',
      inputs: { title: 'Knit chart' },
      outputs: { chart: 'Knit chart' },
      controls: {
        format: 'Format',
        machine: 'Machine',
        wasteRows: 'Waste rows',
        cellSize: 'Chart square (pixels)',
      },
      options: {
        format: {
          knitout: 'Knitout',
          'ayab-png': 'AYAB chart (PNG)',
          'chart-png': 'Chart for hand knitting (PNG)',
        },
        machine: machines,
      },
    },
    worksheet: {
      title: 'Knitting worksheet',
      inputs: { title: 'Knit chart' },
      outputs: { chart: 'Knit chart' },
      controls: { heading: 'Heading', paper: 'Paper size', machine: 'Machine', date: 'Date (YYYY-MM-DD)' },
      options: { paper: { A4: 'A4', Letter: 'US Letter' }, machine: machines },
    },
  },
  messages: {
    yarnsMerged: {
      named:
        '{{yarns, number}} yarns matched {{matched, number}} yarns of the yarnbook {{yarnbook}}: some were merged',
      generic: 'Some yarns matched the same yarn of the yarnbook and were merged',
    },
    invalidKnitChart: { generic: 'The input does not carry a usable knit chart' },
    emptyKnitChart: {
      size: 'A chart needs at least one needle and one row; this one would be {{needles, number}} × {{rows, number}}',
      generic: 'There is nothing to chart',
    },
    knitChartTooLarge: {
      size: 'The chart would be {{needles, number}} needles × {{rows, number}} rows, more than {{maximumNeedles, number}} × {{maximumRows, number}}',
      generic: 'The chart is too large',
    },
    tooManyYarns: {
      machine: 'The chart uses {{yarns, number}} yarns; {{machine}} knits at most {{limit, number}}',
      counted: 'There are {{yarns, number}} yarns, more than the {{limit, number}} a chart holds',
      generic: 'The chart has too many yarns',
    },
    chartWiderThanMachine: {
      machine: 'The chart is {{needles, number}} needles wide; {{machine}} has {{limit, number}}',
      generic: 'The chart is wider than the machine',
    },
    machineCannotReadFormat: {
      named: '{{machine}} does not read {{format}} files',
      generic: 'The machine does not read this format',
    },
    structureNeedsBackBed: {
      row: 'Row {{row, number}} has purl stitches or cables, which a {{backing}} backing leaves no back bed for',
      generic: 'Purl stitches and cables need a single-bed backing',
    },
    unpairedCable: {
      cell: 'The cable at needle {{needle, number}} of row {{row, number}} has no partner stitch to cross with',
      generic: 'A cable has no partner stitch to cross with',
    },
    floatTooLong: {
      row: 'The longest float passes {{longest, number}} needles in row {{row, number}}, more than the limit of {{limit, number}}',
      generic: 'A float is longer than the limit',
    },
    moreYarnsThanCarriers: {
      counted: '{{yarns, number}} yarns, more than the {{limit, number}} carriers of the machine',
      generic: 'There are more yarns than carriers',
    },
    floatsTied: {
      counted: 'Long floats are tied down with {{tucks, number}} tucks',
      generic: 'Long floats are tied down with tucks',
    },
    backingSwitched: {
      named: 'Floats were too long: the backing is now {{backing}}',
      generic: 'Floats were too long: the backing was changed',
    },
    coloursPerRowNeedRibber: {
      counted:
        'A row has {{colours, number}} colors; without a ribber the machine knits {{limit, number}} per row',
      generic: 'A row has more colors than the machine knits without a ribber',
    },
  },
  production: {
    worksheet: {
      untitled: 'Knitting worksheet',
      date: 'Date',
      size: 'Size',
      needlesAndRows: 'Needles × rows',
      gauge: 'Gauge',
      gaugeValue: '{{stitches}} stitches and {{rows}} rows per 10 cm',
      machine: 'Machine',
      backing: 'Backing',
      backings: backingOptions,
      carriers: 'Carriers',
      coloursPerRow: 'Colors per row (most)',
      longestFloat: 'Longest float',
      chart: 'Chart',
      yarns: 'Yarns',
      carrier: 'Carrier',
      swatch: 'Color',
      yarn: 'Yarn',
      brand: 'Brand',
      code: 'Code',
      amount: 'Amount',
      total: 'Total',
      legend: 'Read from the bottom right; one square is one stitch.',
      knit: 'Knit',
      purl: 'Purl',
      tuck: 'Tuck',
      slip: 'Slip',
      cable: 'Cable',
      centimetres: 'cm',
      metres: 'm',
      needles: 'needles',
      unnamedYarn: 'Unnamed yarn',
      yarnModel:
        'Yarn amounts estimated from the gauge (loop length after Munden), without cast-on and waste rows.',
    },
  },
};

export type KnitTexts = typeof knitTextsEnUS;

/** Node message codes the knit nodes and kernel raise, each with texts under `messages`. */
export const knitMessageCodes = [
  'invalid-knit-chart',
  'empty-knit-chart',
  'knit-chart-too-large',
  'too-many-yarns',
  'chart-wider-than-machine',
  'machine-cannot-read-format',
  'structure-needs-back-bed',
  'unpaired-cable',
  'float-too-long',
  'more-yarns-than-carriers',
  'floats-tied',
  'backing-switched',
  'colours-per-row-need-ribber',
  'yarns-merged',
] as const;
