// Node texts are i18n keys, never finished words: `node.<family>.<node>.title`,
// `….inputs.<name>`, `….outputs.<name>`, `….controls.<id>` and `….options.<control>.<value>`.
// Building them in one place keeps every node's keys in the same shape.

export interface NodeLabels {
  readonly title: string;
  input(name: string): string;
  output(name: string): string;
  control(id: string): string;
  option(controlId: string, value: string): string;
}

export function nodeLabels(family: string, node: string): NodeLabels {
  const prefix = `node.${family}.${node}`;
  return {
    title: `${prefix}.title`,
    input: (name) => `${prefix}.inputs.${name}`,
    output: (name) => `${prefix}.outputs.${name}`,
    control: (id) => `${prefix}.controls.${id}`,
    option: (controlId, value) => `${prefix}.options.${controlId}.${value}`,
  };
}
