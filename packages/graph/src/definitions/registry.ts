import type { ControlSpec, NodeDefinition, NodeRegistry } from './definition';
import { compareSemanticVersions, isSemanticVersion, isStableVersion } from './semver';

/** Thrown when definitions handed to `createNodeRegistry` contradict each other. */
export class NodeDefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NodeDefinitionError';
  }
}

function checkDefinition(definition: NodeDefinition): void {
  const where = `${definition.id}@${definition.version}`;
  if (!isSemanticVersion(definition.version)) {
    throw new NodeDefinitionError(`${where}: version is not a semantic version`);
  }
  const inputNames = new Set<string>();
  for (const input of definition.inputs) {
    if (inputNames.has(input.name))
      throw new NodeDefinitionError(`${where}: input "${input.name}" is declared twice`);
    inputNames.add(input.name);
  }
  const outputNames = new Set<string>();
  for (const output of definition.outputs) {
    if (outputNames.has(output.name))
      throw new NodeDefinitionError(`${where}: output "${output.name}" is declared twice`);
    outputNames.add(output.name);
  }
  // A wire's input names either an input socket or a control, so the two must not share a name.
  const controlIds = new Set<string>();
  for (const control of definition.controls.flat()) {
    if (controlIds.has(control.id))
      throw new NodeDefinitionError(`${where}: control "${control.id}" is declared twice`);
    if (inputNames.has(control.id))
      throw new NodeDefinitionError(`${where}: control "${control.id}" has the name of an input`);
    controlIds.add(control.id);
  }
  const modeIds = new Set<string>();
  for (const mode of definition.modes ?? []) {
    if (modeIds.has(mode.id)) throw new NodeDefinitionError(`${where}: mode "${mode.id}" is declared twice`);
    modeIds.add(mode.id);
  }
}

/**
 * A registry over a fixed list of definitions. Refuses two definitions with the same id and
 * version, and definitions whose inputs, outputs, controls or modes repeat a name.
 */
export function createNodeRegistry(definitions: Iterable<NodeDefinition>): NodeRegistry {
  const byType = new Map<string, Map<string, NodeDefinition>>();
  for (const definition of definitions) {
    checkDefinition(definition);
    let versions = byType.get(definition.id);
    if (!versions) {
      versions = new Map();
      byType.set(definition.id, versions);
    }
    if (versions.has(definition.version)) {
      throw new NodeDefinitionError(`${definition.id}@${definition.version} is defined twice`);
    }
    versions.set(definition.version, definition);
  }
  const sortedVersions = new Map<string, readonly string[]>();
  for (const [type, versions] of byType) {
    sortedVersions.set(type, [...versions.keys()].sort(compareSemanticVersions));
  }
  return {
    get(type, version) {
      return byType.get(type)?.get(version);
    },
    latest(type) {
      const versions = sortedVersions.get(type);
      if (!versions || versions.length === 0) return undefined;
      const stable = versions.filter(isStableVersion);
      const newest = stable.length > 0 ? stable[stable.length - 1]! : versions[versions.length - 1]!;
      return byType.get(type)?.get(newest);
    },
    versions(type) {
      return sortedVersions.get(type) ?? [];
    },
  };
}

/** The definition's control with this id, wherever its row. */
export function findControlSpec(definition: NodeDefinition, controlId: string): ControlSpec | undefined {
  for (const row of definition.controls) {
    for (const control of row) {
      if (control.id === controlId) return control;
    }
  }
  return undefined;
}
