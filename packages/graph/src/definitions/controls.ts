import type { GraphNode } from '../document/types';
import type { ControlKind, ControlSpec, NodeDefinition } from './definition';
import { describeInvalidSocketValue, type SocketType } from './sockets';

/**
 * The socket type a wire must carry to drive a control of each kind (a number control takes a
 * number wire, a colour control a colour wire). A file control cannot be driven: it names an
 * uploaded file.
 */
export const controlSocketTypes: Readonly<Record<ControlKind, SocketType | undefined>> = {
  number: 'number',
  slider: 'number',
  colour: 'colour',
  palette: 'palette',
  gradient: 'gradient',
  dropdown: 'text',
  toggle: 'number',
  file: undefined,
  text: 'text',
};

/** Turns a wired value into the control's own value: a toggle is on for any number but zero. */
export function wiredControlValue(control: ControlSpec, value: unknown): unknown {
  if (control.kind === 'toggle') return value !== 0;
  return value;
}

function describeInvalidNumber(
  value: unknown,
  min: number | undefined,
  max: number | undefined,
): string | undefined {
  if (typeof value !== 'number') return `expected a number, got ${value === null ? 'null' : typeof value}`;
  if (Number.isNaN(value)) return 'is not a number (NaN)';
  if (!Number.isFinite(value)) return `must be finite, got ${value}`;
  if (min !== undefined && value < min) return `must be at least ${min}, got ${value}`;
  if (max !== undefined && value > max) return `must be at most ${max}, got ${value}`;
  return undefined;
}

/**
 * What is wrong with a value for a control, or undefined when the node can use it. NaN, a value
 * outside the control's bounds, a dropdown value that is not an option: each gets a reason the
 * node shows instead of a wrong result.
 */
export function describeInvalidControlValue(control: ControlSpec, value: unknown): string | undefined {
  switch (control.kind) {
    case 'number':
    case 'slider':
      return describeInvalidNumber(value, control.min, control.max);
    case 'colour':
      return describeInvalidSocketValue('colour', value);
    case 'palette':
      return describeInvalidSocketValue('palette', value);
    case 'gradient':
      return describeInvalidSocketValue('gradient', value);
    case 'dropdown':
      if (typeof value !== 'string') return `expected one of the options, got ${typeof value}`;
      return control.options.some((option) => option.value === value)
        ? undefined
        : `"${value}" is not one of ${control.options.map((option) => `"${option.value}"`).join(', ')}`;
    case 'toggle':
      return typeof value === 'boolean' ? undefined : `expected on or off, got ${typeof value}`;
    case 'file':
      return value === null || typeof value === 'string' ? undefined : 'expected a file id';
    case 'text':
      if (typeof value !== 'string') return `expected text, got ${typeof value}`;
      if (control.maxLength !== undefined && value.length > control.maxLength)
        return `is longer than ${control.maxLength} characters`;
      return undefined;
  }
}

/** The stored control items of a node by id. */
export function storedControlValues(node: GraphNode): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const row of node.controls ?? []) {
    for (const item of row) {
      if ('value' in item) values.set(item.id, item.value);
    }
  }
  return values;
}

/** True when the node's stored controls contain an item with this id (spec section 5). */
export function nodeHasControl(node: GraphNode, controlId: string): boolean {
  return (node.controls ?? []).some((row) => row.some((item) => item.id === controlId));
}

/** Every control's value: the stored one, or the definition's default when none is stored. */
export function effectiveControlValues(node: GraphNode, definition: NodeDefinition): Record<string, unknown> {
  const stored = storedControlValues(node);
  const values: Record<string, unknown> = {};
  for (const row of definition.controls) {
    for (const control of row) {
      values[control.id] = stored.has(control.id) ? stored.get(control.id) : control.default;
    }
  }
  return values;
}
