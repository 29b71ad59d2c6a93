// The machines a chart can be written for, with what limits them: needles on the bed, yarn
// carriers, and the files they read.
export type KnitFormatId = 'knitout' | 'ayab-png' | 'chart-png';

export const knitFormatIds: readonly KnitFormatId[] = ['knitout', 'ayab-png', 'chart-png'];

export interface KnitMachine {
  id: string;
  name: string;
  /** Needles on the (front) bed. */
  needles: number;
  /** Needles per inch, as the machine's gauge is named. */
  gauge: number;
  /** Carrier names, as the knitout `;;Carriers:` header lists them; their count limits the yarns. */
  carriers: readonly string[];
  /** Whether carriers come in on a yarn inserting hook (`inhook`/`releasehook`/`outhook`) or plainly (`in`/`out`). */
  yarnInsertingHook: boolean;
  /** The value of the knitout `;;Machine:` header; empty for machines that read no knitout. */
  knitoutMachine: string;
  formats: readonly KnitFormatId[];
  /** Yarns a row may hold without a second bed (domestic machines knit two per row in Fair Isle). */
  coloursPerRowSingleBed: number;
}

const carriersUpTo = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

export const knitMachines = {
  /** Kniterate: a 7-gauge V-bed with 252 needles and 6 carriers, knitout through its backend. */
  kniterate: {
    id: 'kniterate',
    name: 'Kniterate',
    needles: 252,
    gauge: 7,
    carriers: carriersUpTo(6),
    yarnInsertingHook: false,
    knitoutMachine: 'Kniterate',
    formats: ['knitout', 'chart-png'],
    coloursPerRowSingleBed: 6,
  },
  /** Shima Seiki SWG091N2: a 15-gauge WholeGarment V-bed, 36 inches (540 needles), 10 carriers with a yarn inserting hook. */
  swg091n2: {
    id: 'swg091n2',
    name: 'Shima Seiki SWG091N2',
    needles: 540,
    gauge: 15,
    carriers: carriersUpTo(10),
    yarnInsertingHook: true,
    knitoutMachine: 'SWG091N2',
    formats: ['knitout', 'chart-png'],
    coloursPerRowSingleBed: 10,
  },
  /** Brother KH-910/930/940/950i/965i electronic machines (200 needles) driven by AYAB. */
  brother200: {
    id: 'brother200',
    name: 'Brother, 200 needles (AYAB)',
    needles: 200,
    gauge: 5,
    carriers: carriersUpTo(6),
    yarnInsertingHook: false,
    knitoutMachine: '',
    formats: ['ayab-png', 'chart-png'],
    coloursPerRowSingleBed: 2,
  },
  /** Brother KH-270 bulky machine (112 needles) driven by AYAB. */
  kh270: {
    id: 'kh270',
    name: 'Brother KH-270, 112 needles (AYAB)',
    needles: 112,
    gauge: 3.5,
    carriers: carriersUpTo(6),
    yarnInsertingHook: false,
    knitoutMachine: '',
    formats: ['ayab-png', 'chart-png'],
    coloursPerRowSingleBed: 2,
  },
  /** Hand knitting: no bed to fit, any number of colours. */
  hand: {
    id: 'hand',
    name: 'Hand knitting',
    needles: 1000,
    gauge: 0,
    carriers: carriersUpTo(16),
    yarnInsertingHook: false,
    knitoutMachine: '',
    formats: ['chart-png'],
    coloursPerRowSingleBed: 16,
  },
} as const satisfies Record<string, KnitMachine>;

export type KnitMachineId = keyof typeof knitMachines;

export const knitMachineIds = Object.keys(knitMachines) as KnitMachineId[];

export function isKnitMachineId(value: unknown): value is KnitMachineId {
  return typeof value === 'string' && value in knitMachines;
}
