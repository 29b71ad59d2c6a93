// The embroidery worksheet: a PDF for the person at the machine with the design's figures, a
// preview drawn as thread with its scale, and one row per colour block. Texts come from the
// caller (already in the user's language); the English below is only the default.
import PDFDocument from 'pdfkit';
import { threadLines } from '../plan/lines';
import { hexColour, type StitchPlan } from '../plan/plan';
import { planStatistics, type StatisticsOptions } from '../plan/statistics';

export interface WorksheetLabels {
  date: string;
  designSize: string;
  stitches: string;
  colours: string;
  colourChanges: string;
  trims: string;
  stops: string;
  jumps: string;
  /** `{{speed}}` is replaced by the machine speed. */
  sewingTime: string;
  threadUsed: string;
  bobbinThread: string;
  preview: string;
  scale: string;
  colourBlocks: string;
  block: string;
  swatch: string;
  thread: string;
  brand: string;
  catalogueNumber: string;
  millimetres: string;
  metres: string;
  /** Shown for a thread without a name. */
  unnamedThread: string;
}

export const englishWorksheetLabels: WorksheetLabels = {
  date: 'Date',
  designSize: 'Design size',
  stitches: 'Stitches',
  colours: 'Colours',
  colourChanges: 'Colour changes',
  trims: 'Trims',
  stops: 'Stops',
  jumps: 'Jumps',
  sewingTime: 'Sewing time at {{speed}} stitches per minute',
  threadUsed: 'Top thread',
  bobbinThread: 'Bobbin thread',
  preview: 'Preview',
  scale: 'Scale',
  colourBlocks: 'Colour sequence',
  block: '#',
  swatch: 'Colour',
  thread: 'Thread',
  brand: 'Brand',
  catalogueNumber: 'Number',
  millimetres: 'mm',
  metres: 'm',
  unnamedThread: 'Unnamed thread',
};

export interface WorksheetOptions extends StatisticsOptions {
  title: string;
  /** Shown on the sheet and stored as the PDF's creation date; default now. */
  date?: Date;
  /** BCP 47 language tag for numbers and the date; default en-US. */
  locale?: string;
  paper?: 'A4' | 'Letter';
  labels?: Partial<WorksheetLabels>;
}

/** Points per millimetre. */
const point = 72 / 25.4;

function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The largest of 1, 2 and 5 times a power of ten not above `limit`. */
function niceLength(limit: number): number {
  let length = 1;
  for (let power = 0.001; power <= 10_000; power *= 10) {
    for (const step of [1, 2, 5]) if (step * power <= limit) length = step * power;
  }
  return length;
}

/** Writes the worksheet and resolves with the PDF's bytes. */
export function writeWorksheet(plan: StitchPlan, options: WorksheetOptions): Promise<Uint8Array> {
  const labels = { ...englishWorksheetLabels, ...options.labels };
  const locale = options.locale ?? 'en-US';
  const date = options.date ?? new Date();
  const statistics = planStatistics(plan, options);
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
  const bottom = document.page.height - document.page.margins.bottom;

  document
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(options.title, left, document.page.margins.top, { width });
  document
    .font('Helvetica')
    .fontSize(10)
    .text(
      `${labels.date}: ${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}`,
    );
  document.moveDown(0.8);

  const facts: [string, string][] = [
    [
      labels.designSize,
      `${decimal.format(statistics.width)} × ${decimal.format(statistics.height)} ${labels.millimetres}`,
    ],
    [labels.stitches, whole.format(statistics.stitches)],
    [labels.colours, whole.format(statistics.colours)],
    [labels.colourChanges, whole.format(statistics.colourChanges)],
    [labels.trims, whole.format(statistics.trims)],
    [labels.stops, whole.format(statistics.stops)],
    [labels.jumps, whole.format(statistics.jumps)],
    [
      labels.sewingTime.replace('{{speed}}', whole.format(statistics.machineSpeed)),
      formatDuration(statistics.sewingTime),
    ],
    [labels.threadUsed, `${decimal.format(statistics.threadLength)} ${labels.metres}`],
    [labels.bobbinThread, `${decimal.format(statistics.bobbinThreadLength)} ${labels.metres}`],
  ];
  let y = document.y;
  for (const [label, value] of facts) {
    document
      .font('Helvetica')
      .fontSize(10)
      .text(label, left, y, { width: width * 0.6 });
    document
      .font('Helvetica-Bold')
      .text(value, left + width * 0.6, y, { width: width * 0.4, align: 'right' });
    y += 15;
  }

  // The preview: every stitch as a line of its thread's colour, to scale.
  y += 10;
  document.font('Helvetica-Bold').fontSize(12).text(labels.preview, left, y);
  y = document.y + 6;
  const boxHeight = Math.min(90 * point, bottom - y - 40);
  const bounds = statistics.bounds;
  if (bounds) {
    const designWidth = Math.max(bounds.maxX - bounds.minX, 0.1);
    const designHeight = Math.max(bounds.maxY - bounds.minY, 0.1);
    const scale = Math.min(width / designWidth, boxHeight / designHeight, 4 * point);
    const offsetX = left + (width - designWidth * scale) / 2;
    const offsetY = y + (boxHeight - designHeight * scale) / 2;
    document.lineCap('round').lineJoin('round');
    for (const { thread, lines } of threadLines(plan)) {
      if (lines.length === 0) continue;
      for (const line of lines) {
        line.forEach((position, index) => {
          const pageX = offsetX + (position.x - bounds.minX) * scale;
          const pageY = offsetY + (position.y - bounds.minY) * scale;
          if (index === 0) document.moveTo(pageX, pageY);
          else document.lineTo(pageX, pageY);
        });
      }
      document
        .lineWidth(Math.max(0.25, 0.4 * scale))
        .strokeColor(hexColour(thread.colour))
        .stroke();
    }
    // Scale bar.
    const barLength = niceLength(width / scale / 4);
    const barY = y + boxHeight + 12;
    document
      .lineWidth(1)
      .strokeColor('#000000')
      .moveTo(left, barY)
      .lineTo(left + barLength * scale, barY)
      .moveTo(left, barY - 3)
      .lineTo(left, barY + 3)
      .moveTo(left + barLength * scale, barY - 3)
      .lineTo(left + barLength * scale, barY + 3)
      .stroke();
    document
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#000000')
      .text(
        `${labels.scale}: ${whole.format(barLength)} ${labels.millimetres}`,
        left + barLength * scale + 8,
        barY - 4,
      );
    y = barY + 16;
  }

  // One row per colour block.
  document.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(labels.colourBlocks, left, y);
  y = document.y + 4;
  const columns = [
    { label: labels.block, x: 0, width: 0.06, align: 'left' as const },
    { label: labels.swatch, x: 0.06, width: 0.1, align: 'left' as const },
    { label: labels.thread, x: 0.16, width: 0.34, align: 'left' as const },
    { label: labels.brand, x: 0.5, width: 0.2, align: 'left' as const },
    { label: labels.catalogueNumber, x: 0.7, width: 0.15, align: 'left' as const },
    { label: labels.stitches, x: 0.85, width: 0.15, align: 'right' as const },
  ];
  const rowHeight = 16;
  const header = () => {
    document.font('Helvetica-Bold').fontSize(9);
    for (const column of columns) {
      document.text(column.label, left + column.x * width, y, {
        width: column.width * width - 4,
        align: column.align,
        lineBreak: false,
      });
    }
    y += rowHeight;
  };
  header();
  plan.blocks.forEach((block, index) => {
    if (y + rowHeight > bottom) {
      document.addPage();
      y = document.page.margins.top;
      header();
    }
    const { thread } = block;
    const cells = [
      String(index + 1),
      '',
      thread.name || labels.unnamedThread,
      thread.brand,
      thread.catalogueNumber,
      whole.format(statistics.blocks[index]!.stitches),
    ];
    document.font('Helvetica').fontSize(9).fillColor('#000000');
    columns.forEach((column, columnIndex) => {
      if (columnIndex === 1) return;
      document.text(cells[columnIndex]!, left + column.x * width, y, {
        width: column.width * width - 4,
        align: column.align,
        lineBreak: false,
        ellipsis: true,
      });
    });
    document
      .rect(left + columns[1]!.x * width, y - 2, columns[1]!.width * width - 8, rowHeight - 5)
      .fillAndStroke(hexColour(thread.colour), '#444444');
    y += rowHeight;
  });

  document.end();
  return finished;
}
