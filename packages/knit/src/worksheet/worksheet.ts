// The knitting worksheet: a PDF for the knitter with the chart (row numbers up the right side,
// stitch numbers along the bottom, counted as knitters count), the gauge, size, yarns with the
// amount each takes, and the machine settings. Texts come from the caller (already in the user's
// language); the English below is only the default.
import PDFDocument from 'pdfkit';
import { stitchCodes, type KnitChart } from '../chart';
import { knitChartStatistics } from '../statistics';

export interface KnitWorksheetLabels {
  date: string;
  size: string;
  needlesAndRows: string;
  gauge: string;
  /** `{{stitches}}` and `{{rows}}` are replaced by the gauge's figures. */
  gaugeValue: string;
  machine: string;
  backing: string;
  backings: Record<KnitChart['backing'], string>;
  carriers: string;
  coloursPerRow: string;
  longestFloat: string;
  chart: string;
  yarns: string;
  carrier: string;
  swatch: string;
  yarn: string;
  brand: string;
  code: string;
  amount: string;
  total: string;
  legend: string;
  knit: string;
  purl: string;
  tuck: string;
  slip: string;
  cable: string;
  centimetres: string;
  metres: string;
  needles: string;
  unnamedYarn: string;
  yarnModel: string;
}

export const englishKnitWorksheetLabels: KnitWorksheetLabels = {
  date: 'Date',
  size: 'Size',
  needlesAndRows: 'Needles × rows',
  gauge: 'Gauge',
  gaugeValue: '{{stitches}} stitches and {{rows}} rows per 10 cm',
  machine: 'Machine',
  backing: 'Backing',
  backings: { none: 'None', float: 'Floats', birdseye: 'Birdseye', ladderback: 'Ladderback' },
  carriers: 'Carriers',
  coloursPerRow: 'Colours per row (most)',
  longestFloat: 'Longest float',
  chart: 'Chart',
  yarns: 'Yarns',
  carrier: 'Carrier',
  swatch: 'Colour',
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
};

export interface KnitWorksheetOptions {
  title: string;
  /** The machine's name; left out for hand knitting. */
  machineName?: string;
  /** Carrier names by yarn index, for machine knitting. */
  carriers?: readonly string[];
  date?: Date;
  /** BCP 47 language tag for numbers and the date; default en-US. */
  locale?: string;
  paper?: 'A4' | 'Letter';
  labels?: Partial<KnitWorksheetLabels>;
}

/** Points per millimetre. */
const point = 72 / 25.4;

function hex(colour: { red: number; green: number; blue: number }): string {
  return `#${[colour.red, colour.green, colour.blue].map((level) => level.toString(16).padStart(2, '0')).join('')}`;
}

/** Writes the worksheet and resolves with the PDF's bytes. */
export function writeKnitWorksheet(chart: KnitChart, options: KnitWorksheetOptions): Promise<Uint8Array> {
  const labels = { ...englishKnitWorksheetLabels, ...options.labels };
  const locale = options.locale ?? 'en-US';
  const date = options.date ?? new Date();
  const statistics = knitChartStatistics(chart);
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

  const document = new PDFDocument({
    size: options.paper === 'Letter' ? 'LETTER' : 'A4',
    margin: 15 * point,
    info: { Title: options.title, CreationDate: date, Producer: 'Atelier', Creator: 'Atelier' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
  });

  const left = document.page.margins.left;
  const width = document.page.width - left - document.page.margins.right;
  document
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(options.title, left, document.page.margins.top, { width });
  document
    .font('Helvetica')
    .fontSize(9)
    .text(
      `${labels.date}: ${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}`,
    );
  document.moveDown(0.6);

  const facts: [string, string][] = [
    [
      labels.size,
      `${decimal.format(statistics.width)} × ${decimal.format(statistics.height)} ${labels.centimetres}`,
    ],
    [labels.needlesAndRows, `${whole.format(chart.needles)} × ${whole.format(chart.rows)}`],
    [
      labels.gauge,
      labels.gaugeValue
        .replace('{{stitches}}', decimal.format(chart.gauge.stitchesPer10cm))
        .replace('{{rows}}', decimal.format(chart.gauge.rowsPer10cm)),
    ],
    ...(options.machineName ? ([[labels.machine, options.machineName]] as [string, string][]) : []),
    [labels.backing, labels.backings[chart.backing]],
    [labels.coloursPerRow, whole.format(statistics.coloursPerRow)],
    [labels.longestFloat, `${whole.format(statistics.longestFloat)} ${labels.needles}`],
  ];
  for (const [name, value] of facts) {
    const y = document.y;
    document
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(name, left, y, { width: 60 * point });
    document.font('Helvetica').text(value, left + 62 * point, y, { width: width - 62 * point });
  }

  // Yarns with their amounts.
  document.moveDown(0.8);
  document.font('Helvetica-Bold').fontSize(12).text(labels.yarns, left);
  document.moveDown(0.3);
  const columns = [0, 16, 30, 90, 125, 150].map((millimetres) => left + millimetres * point);
  const header = [labels.carrier, labels.swatch, labels.yarn, labels.brand, labels.code, labels.amount];
  let y = document.y;
  document.font('Helvetica-Bold').fontSize(9);
  header.forEach((text, index) => document.text(text, columns[index]!, y, { lineBreak: false }));
  y += 14;
  document.font('Helvetica');
  chart.yarns.forEach((yarn, index) => {
    const figures = statistics.perYarn[index]!;
    if (figures.loops === 0) return;
    document.text(options.carriers?.[index] ?? String(index + 1), columns[0]!, y, { lineBreak: false });
    document
      .rect(columns[1]!, y - 1, 10 * point, 10)
      .fillAndStroke(hex(yarn.colour), '#555555')
      .fillColor('black');
    document.text(yarn.name || labels.unnamedYarn, columns[2]!, y, { width: 58 * point, lineBreak: false });
    document.text(yarn.brand, columns[3]!, y, { lineBreak: false });
    document.text(yarn.code, columns[4]!, y, { lineBreak: false });
    document.text(`${decimal.format(figures.metres)} ${labels.metres}`, columns[5]!, y, { lineBreak: false });
    y += 14;
  });
  document.font('Helvetica-Bold').text(labels.total, columns[2]!, y, { lineBreak: false });
  document.text(`${decimal.format(statistics.totalMetres)} ${labels.metres}`, columns[5]!, y, {
    lineBreak: false,
  });
  y += 14;
  document.font('Helvetica-Oblique').fontSize(7).text(labels.yarnModel, left, y, { width });
  document.moveDown(0.8);

  // The chart, scaled to the rest of the page with the fabric's proportions.
  document.font('Helvetica-Bold').fontSize(12).text(labels.chart, left);
  document.font('Helvetica').fontSize(8).text(labels.legend, left);
  document.moveDown(0.4);
  const numberRoom = 22;
  const top = document.y;
  const availableWidth = width - numberRoom;
  const availableHeight = document.page.height - document.page.margins.bottom - top - numberRoom - 14;
  const rowAspect = chart.gauge.stitchesPer10cm / chart.gauge.rowsPer10cm;
  const cell = Math.min(availableWidth / chart.needles, availableHeight / (chart.rows * rowAspect), 14);
  const cellHeight = cell * rowAspect;
  const chartBottom = top + chart.rows * cellHeight;
  for (let row = 0; row < chart.rows; row++) {
    for (let needle = 0; needle < chart.needles; needle++) {
      const index = row * chart.needles + needle;
      const x = left + needle * cell;
      const cellTop = chartBottom - (row + 1) * cellHeight;
      document.rect(x, cellTop, cell, cellHeight).fill(hex(chart.yarns[chart.cells[index]!]!.colour));
      const stitch = chart.stitches[index]!;
      if (stitch !== stitchCodes.knit && cell >= 3) {
        const colour = chart.yarns[chart.cells[index]!]!.colour;
        const ink = colour.red * 0.299 + colour.green * 0.587 + colour.blue * 0.114 > 128 ? 'black' : 'white';
        if (stitch === stitchCodes.purl)
          document.circle(x + cell / 2, cellTop + cellHeight / 2, cell / 6).fill(ink);
        else if (stitch === stitchCodes.miss)
          document
            .moveTo(x + cell / 5, cellTop + cellHeight / 2)
            .lineTo(x + (4 * cell) / 5, cellTop + cellHeight / 2)
            .lineWidth(cell / 10)
            .stroke(ink);
        else if (stitch === stitchCodes.tuck)
          document
            .moveTo(x + cell / 4, cellTop + cellHeight / 4)
            .lineTo(x + cell / 2, cellTop + (3 * cellHeight) / 4)
            .lineTo(x + (3 * cell) / 4, cellTop + cellHeight / 4)
            .lineWidth(cell / 10)
            .stroke(ink);
        else
          document
            .moveTo(x, stitch === stitchCodes.cableLeft ? cellTop + cellHeight : cellTop)
            .lineTo(x + cell, stitch === stitchCodes.cableLeft ? cellTop : cellTop + cellHeight)
            .lineWidth(cell / 10)
            .stroke(ink);
      }
    }
  }
  // Grid lines: thin, and strong every ten stitches and rows.
  document.lineWidth(0.2).strokeColor('#999999');
  if (cell >= 3) {
    for (let needle = 0; needle <= chart.needles; needle++)
      document
        .moveTo(left + needle * cell, top)
        .lineTo(left + needle * cell, chartBottom)
        .stroke();
    for (let row = 0; row <= chart.rows; row++)
      document
        .moveTo(left, chartBottom - row * cellHeight)
        .lineTo(left + chart.needles * cell, chartBottom - row * cellHeight)
        .stroke();
  }
  document.lineWidth(0.8).strokeColor('#222222');
  for (let needle = chart.needles; needle >= 0; needle -= 10)
    document
      .moveTo(left + needle * cell, top)
      .lineTo(left + needle * cell, chartBottom)
      .stroke();
  for (let row = 0; row <= chart.rows; row += 10)
    document
      .moveTo(left, chartBottom - row * cellHeight)
      .lineTo(left + chart.needles * cell, chartBottom - row * cellHeight)
      .stroke();
  // Row numbers up the right side, stitch numbers from the right along the bottom: 1 and every tenth.
  document.fillColor('black').font('Helvetica').fontSize(6);
  for (let row = 1; row <= chart.rows; row++) {
    if (row !== 1 && row % 10 !== 0) continue;
    document.text(
      String(row),
      left + chart.needles * cell + 2,
      chartBottom - row * cellHeight + cellHeight / 2 - 3,
      {
        lineBreak: false,
      },
    );
  }
  for (let stitch = 1; stitch <= chart.needles; stitch++) {
    if (stitch !== 1 && stitch % 10 !== 0) continue;
    const x = left + (chart.needles - stitch) * cell;
    document.text(String(stitch), x, chartBottom + 2, {
      width: Math.max(cell, 12),
      align: 'center',
      lineBreak: false,
    });
  }
  document.end();
  return finished;
}
