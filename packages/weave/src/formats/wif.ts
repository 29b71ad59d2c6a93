// WIF 1.1 writer (the Weaving Information File, "WIF: Weaving Information File, Version 1.1",
// 1997): an INI-style text of sections and key=value lines. The draft carries both a lift plan
// (for dobbies) and threading x tie-up x treadling (for treadle looms); rising shed, threads
// and tie-up numbered from 1; spacing in centimetres.
import type { AreaColour, LiftingPlan } from '../compose';
import { dobbyDraft } from '../dobby';

export interface WifOptions {
  /** The most shafts the dobby has; a design that needs more is refused. */
  maximumShafts: number;
  warpColour: AreaColour;
  weftColour: AreaColour;
  /** The draft's title, kept in [TEXT]. */
  title?: string;
}

const lineEnd = '\r\n';

function rgb(colour: AreaColour): string {
  return `${colour.red},${colour.green},${colour.blue}`;
}

/** Keeps a value on one line and free of the characters INI readers split on. */
function oneLine(text: string): string {
  return text.replace(/[\r\n;=[\]]/g, ' ').trim();
}

/** The WIF text of a lifting plan as a dobby draft; throws when it needs more shafts than allowed. */
export function writeWif(plan: LiftingPlan, options: WifOptions): string {
  const draft = dobbyDraft(plan, options.maximumShafts);
  const sections: [string, string[]][] = [];
  const section = (name: string, lines: string[]) => sections.push([name, lines]);
  const spacing = (perCentimetre: number) => String(Math.round((1 / perCentimetre) * 1e6) / 1e6);

  section('WIF', [
    'Version=1.1',
    // [WIF] names the specification: its version and date, and its developers' address.
    'Date=April 20, 1997',
    'Developers=wif@mhsoft.com',
    'Source Program=Atelier',
  ]);
  section('CONTENTS', [
    'COLOR PALETTE=true',
    'TEXT=true',
    'WEAVING=true',
    'WARP=true',
    'WEFT=true',
    'COLOR TABLE=true',
    'THREADING=true',
    'TIEUP=true',
    'TREADLING=true',
    'LIFTPLAN=true',
  ]);
  section('COLOR PALETTE', ['Entries=2', 'Range=0,255']);
  section('TEXT', [`Title=${oneLine(options.title ?? '') || 'Jacquard'}`]);
  section('WEAVING', [`Shafts=${draft.shafts}`, `Treadles=${draft.treadles}`, 'Rising Shed=true']);
  section('WARP', [
    `Threads=${plan.ends}`,
    'Color=1',
    'Units=Centimeters',
    `Spacing=${spacing(plan.endsPerCentimetre)}`,
  ]);
  section('WEFT', [
    `Threads=${plan.picks}`,
    'Color=2',
    'Units=Centimeters',
    `Spacing=${spacing(plan.picksPerCentimetre)}`,
  ]);
  section('COLOR TABLE', [`1=${rgb(options.warpColour)}`, `2=${rgb(options.weftColour)}`]);
  section(
    'THREADING',
    draft.threading.map((shaft, end) => `${end + 1}=${shaft}`),
  );
  section(
    'TIEUP',
    draft.tieUp.flatMap((shafts, treadle) =>
      shafts.length > 0 ? [`${treadle + 1}=${shafts.join(',')}`] : [],
    ),
  );
  section(
    'TREADLING',
    draft.treadling.map((treadle, pick) => `${pick + 1}=${treadle}`),
  );
  section(
    'LIFTPLAN',
    draft.liftPlan.flatMap((shafts, pick) => (shafts.length > 0 ? [`${pick + 1}=${shafts.join(',')}`] : [])),
  );
  return (
    sections.map(([name, lines]) => [`[${name}]`, ...lines].join(lineEnd)).join(lineEnd + lineEnd) + lineEnd
  );
}
