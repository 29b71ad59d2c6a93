// What a node type can be wired with, in the order its definition lists them: the socket types
// its inputs and wirable controls accept, and the types its outputs give. The node menu carries
// these so the editor can offer the nodes that fit a wire without loading every definition.
import { controlSocketTypes } from './controls';
import type { NodeDefinition } from './definition';
import type { SocketType } from './sockets';

export interface NodeSocketTypes {
  /** Types a wire may bring in: the inputs', then the wirable controls', each once. */
  inputs: SocketType[];
  /** Types the outputs give, each once. */
  outputs: SocketType[];
}

export function nodeSocketTypes(
  definition: Pick<NodeDefinition, 'inputs' | 'outputs' | 'controls'>,
): NodeSocketTypes {
  const inputs = new Set<SocketType>(definition.inputs.map((input) => input.type));
  for (const row of definition.controls)
    for (const control of row) {
      const type = controlSocketTypes[control.kind];
      if (type) inputs.add(type);
    }
  return { inputs: [...inputs], outputs: [...new Set(definition.outputs.map((output) => output.type))] };
}
