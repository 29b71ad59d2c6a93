import type { GraphDocument } from '@atelier/graph';

/**
 * A template's presets: control values by node id and control id,
 * `{ "node-id": { "control-id": value } }`, laid over its design where it is shown, so one
 * design can be offered in several looks (another colour, another text) without a copy.
 */
export type ControlPresets = Record<string, Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isControlPresets(value: unknown): value is ControlPresets {
  return isRecord(value) && Object.values(value).every(isRecord);
}

/** Reads the presets typed in the template editor; empty means none. */
export function parsePresets(
  text: string,
):
  | { ok: true; value: ControlPresets }
  | { ok: false; problem: 'syntax'; message: string }
  | { ok: false; problem: 'shape' } {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return { ok: false, problem: 'syntax', message: error instanceof Error ? error.message : String(error) };
  }
  return isControlPresets(value) ? { ok: true, value } : { ok: false, problem: 'shape' };
}

/**
 * The design with the presets' values in its controls. Only controls the design holds are
 * changed (a preset naming another node or control is left out); the document given is not
 * changed.
 */
export function applyPresets(document: GraphDocument, presets: unknown): GraphDocument {
  if (!isControlPresets(presets) || Object.keys(presets).length === 0) return document;
  return {
    ...document,
    nodes: document.nodes.map((node) => {
      const values = presets[node.id];
      if (!values || !node.controls) return node;
      return {
        ...node,
        controls: node.controls.map((row) =>
          row.map((item) => (Object.hasOwn(values, item.id) ? { ...item, value: values[item.id] } : item)),
        ),
      };
    }),
  };
}
