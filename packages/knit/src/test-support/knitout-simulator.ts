// A knitout reader and machine simulator for tests, written from the knitout specification
// (textiles-lab.github.io/knitout/knitout.html) and sharing nothing with the writer: it reads the
// version line and headers, then runs every operation on a model of two needle beds and the
// carriers, and reports what a machine would refuse or what would drop the fabric.

export interface KnitoutOperation {
  line: number;
  name: string;
  args: string[];
}

export interface ParsedKnitout {
  version: string;
  headers: Map<string, string>;
  operations: KnitoutOperation[];
}

export function parseKnitout(text: string): ParsedKnitout {
  const lines = text.split('\n');
  const version = lines[0] ?? '';
  const headers = new Map<string, string>();
  const operations: KnitoutOperation[] = [];
  let inHeader = true;
  lines.slice(1).forEach((raw, index) => {
    if (inHeader && raw.startsWith(';;')) {
      const colon = raw.indexOf(': ');
      headers.set(raw.slice(2, colon), raw.slice(colon + 2));
      return;
    }
    inHeader = false;
    const code = raw.split(';')[0]!.trim();
    if (code === '') return;
    const [name, ...args] = code.split(/\s+/);
    operations.push({ line: index + 2, name: name!, args });
  });
  return { version, headers, operations };
}

export interface SimulationReport {
  errors: string[];
  /** The longest float, in needles passed over between two loops of a carrier. */
  longestFloat: number;
  /** Loops made per carrier (knit, tuck, split). */
  loops: Map<string, number>;
  /** Loops still on the needles at the end. */
  loopsLeft: number;
  carriersLeftIn: string[];
  needlesUsed: { minimum: number; maximum: number };
  counts: Map<string, number>;
}

export function simulateKnitout(text: string): SimulationReport {
  const { version, headers, operations } = parseKnitout(text);
  const errors: string[] = [];
  if (version !== ';!knitout-2') errors.push(`version line is "${version}"`);
  for (const header of ['Machine', 'Gauge', 'Width', 'Carriers'])
    if (!headers.has(header)) errors.push(`no ;;${header}: header`);
  const width = Number(headers.get('Width'));
  const carrierNames = (headers.get('Carriers') ?? '').split(' ');
  const loopsOn = new Map<string, number>();
  const carriers = new Map<string, { hook: boolean; last?: number }>();
  const loops = new Map<string, number>();
  const counts = new Map<string, number>();
  let racking = 0;
  let longestFloat = 0;
  let previous: { carriers: string; direction: string; position: number } | undefined;
  const needlesUsed = { minimum: Infinity, maximum: -Infinity };

  const needle = (text: string, op: KnitoutOperation) => {
    const match = /^(f|b|fs|bs)(-?\d+)$/.exec(text ?? '');
    if (!match) {
      errors.push(`line ${op.line}: "${text}" is not a needle`);
      return { bed: 'f', index: 0, key: 'f0' };
    }
    const index = Number(match[2]);
    if (index < 1 || index > width) errors.push(`line ${op.line}: needle ${text} is outside 1..${width}`);
    needlesUsed.minimum = Math.min(needlesUsed.minimum, index);
    needlesUsed.maximum = Math.max(needlesUsed.maximum, index);
    return { bed: match[1]!, index, key: `${match[1]}${index}` };
  };
  const checkCarriers = (set: string[], op: KnitoutOperation, mustBeIn: boolean) => {
    for (const carrier of set) {
      if (!carrierNames.includes(carrier))
        errors.push(`line ${op.line}: carrier ${carrier} is not in ;;Carriers:`);
      if (mustBeIn && !carriers.has(carrier))
        errors.push(`line ${op.line}: carrier ${carrier} used before it was brought in`);
    }
  };
  const stitch = (
    op: KnitoutOperation,
    direction: string,
    at: { bed: string; index: number },
    set: string[],
  ) => {
    if (direction !== '+' && direction !== '-') errors.push(`line ${op.line}: direction "${direction}"`);
    // Back needle n stands at front position n + racking.
    const position = at.index + (at.bed.startsWith('b') ? racking : 0);
    const key = set.join(' ');
    if (previous && previous.carriers === key && previous.direction === direction) {
      const forward = direction === '+' ? position > previous.position : position < previous.position;
      if (!forward) errors.push(`line ${op.line}: a ${direction} pass goes backwards`);
    }
    previous = { carriers: key, direction, position };
    for (const carrier of set) {
      const state = carriers.get(carrier);
      if (!state) continue;
      if (state.last !== undefined)
        longestFloat = Math.max(longestFloat, Math.abs(at.index - state.last) - 1);
      state.last = at.index;
      loops.set(carrier, (loops.get(carrier) ?? 0) + 1);
    }
  };

  for (const op of operations) {
    counts.set(op.name, (counts.get(op.name) ?? 0) + 1);
    switch (op.name) {
      case 'in':
      case 'inhook':
        checkCarriers(op.args, op, false);
        for (const carrier of op.args) {
          if (carriers.has(carrier)) errors.push(`line ${op.line}: carrier ${carrier} is already in`);
          carriers.set(carrier, { hook: op.name === 'inhook' });
        }
        break;
      case 'releasehook':
        checkCarriers(op.args, op, true);
        for (const carrier of op.args) {
          if (!carriers.get(carrier)?.hook)
            errors.push(`line ${op.line}: carrier ${carrier} is not on the hook`);
          else carriers.get(carrier)!.hook = false;
        }
        break;
      case 'out':
      case 'outhook':
        checkCarriers(op.args, op, true);
        for (const carrier of op.args) carriers.delete(carrier);
        break;
      case 'rack':
        racking = Number(op.args[0]);
        if (!Number.isFinite(racking)) errors.push(`line ${op.line}: racking "${op.args[0]}"`);
        break;
      case 'knit':
      case 'tuck':
      case 'miss': {
        const [direction, name, ...set] = op.args;
        const at = needle(name!, op);
        checkCarriers(set, op, true);
        if (op.name === 'miss') break;
        if (op.name === 'knit' && set.length > 0 && (loopsOn.get(at.key) ?? 0) === 0)
          errors.push(`line ${op.line}: knit on ${name}, which holds no loop`);
        stitch(op, direction!, at, set);
        if (op.name === 'knit') loopsOn.set(at.key, set.length > 0 ? 1 : 0);
        else loopsOn.set(at.key, (loopsOn.get(at.key) ?? 0) + 1);
        break;
      }
      case 'split':
      case 'xfer': {
        const [fromName, toName, ...set] = op.name === 'split' ? op.args.slice(1) : op.args;
        const from = needle(fromName!, op);
        const to = needle(toName!, op);
        if (!Number.isInteger(racking))
          errors.push(`line ${op.line}: ${op.name} at fractional racking ${racking}`);
        const front = from.bed.startsWith('f') ? from : to;
        const back = from.bed.startsWith('f') ? to : from;
        if (front === back || front.index - racking !== back.index)
          errors.push(`line ${op.line}: ${fromName} does not face ${toName} at racking ${racking}`);
        loopsOn.set(to.key, (loopsOn.get(to.key) ?? 0) + (loopsOn.get(from.key) ?? 0));
        loopsOn.set(from.key, 0);
        if (op.name === 'split') {
          checkCarriers(set, op, true);
          stitch(op, op.args[0]!, from, set);
          loopsOn.set(from.key, 1);
        }
        break;
      }
      case 'drop': {
        const at = needle(op.args[0]!, op);
        loopsOn.set(at.key, 0);
        break;
      }
      default:
        errors.push(`line ${op.line}: unknown operation ${op.name}`);
    }
  }
  return {
    errors,
    longestFloat,
    loops,
    loopsLeft: [...loopsOn.values()].reduce((sum, count) => sum + count, 0),
    carriersLeftIn: [...carriers.keys()],
    needlesUsed,
    counts,
  };
}
