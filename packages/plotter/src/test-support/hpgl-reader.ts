// A small HP-GL reader written from the HP-GL/2 reference for the tests: it knows IN, SP, PU, PD
// and PG with absolute coordinates, and returns every stroke (a run of PD moves) per page, with
// the moves made with the pen up. It shares no code with the writer.

export interface HpglStroke {
  pen: number;
  /** In plotter units, starting where the pen went down. */
  points: [number, number][];
}

export interface HpglPage {
  strokes: HpglStroke[];
  /** Pen-up moves, each from where the pen was to where it went. */
  travels: { from: [number, number]; to: [number, number]; penDown: boolean }[];
}

export interface HpglDocument {
  initialised: boolean;
  pages: HpglPage[];
  /** Pen state when the file ends. */
  endsWithPenUp: boolean;
  endPen: number;
}

export function readHpgl(text: string): HpglDocument {
  const commands = text
    .split(';')
    .map((command) => command.trim())
    .filter((command) => command.length > 0);
  const document: HpglDocument = {
    initialised: false,
    pages: [{ strokes: [], travels: [] }],
    endsWithPenUp: true,
    endPen: 0,
  };
  let pen = 0;
  let penDown = false;
  let position: [number, number] = [0, 0];
  let stroke: HpglStroke | null = null;
  for (const command of commands) {
    const mnemonic = command.slice(0, 2).toUpperCase();
    const parameters = command
      .slice(2)
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value.length > 0)
      .map(Number);
    if (parameters.some((value) => !Number.isFinite(value))) throw new Error(`bad parameters in ${command}`);
    const page = document.pages[document.pages.length - 1]!;
    if (mnemonic === 'IN') {
      document.initialised = true;
      pen = 0;
      penDown = false;
    } else if (mnemonic === 'SP') {
      pen = parameters[0] ?? 0;
    } else if (mnemonic === 'PG') {
      document.pages.push({ strokes: [], travels: [] });
      stroke = null;
    } else if (mnemonic === 'PU' || mnemonic === 'PD') {
      if (parameters.length % 2 !== 0) throw new Error(`odd coordinates in ${command}`);
      penDown = mnemonic === 'PD';
      if (!penDown) stroke = null;
      for (let index = 0; index < parameters.length; index += 2) {
        const to: [number, number] = [parameters[index]!, parameters[index + 1]!];
        if (penDown) {
          if (!stroke) {
            stroke = { pen, points: [position] };
            page.strokes.push(stroke);
          }
          stroke.points.push(to);
        } else {
          page.travels.push({ from: position, to, penDown });
        }
        position = to;
      }
    } else {
      throw new Error(`unknown command ${command}`);
    }
  }
  document.endsWithPenUp = !penDown;
  document.endPen = pen;
  return document;
}
