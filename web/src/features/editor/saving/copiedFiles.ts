// When a project is duplicated, its uploaded files are copied as files of the copy's owner and
// the copy's graph names the new files (the project service does this), so the copy keeps its
// images when the original goes. A graph edited in the editor before the copy was made still
// names the original's files; this finds which file id became which, by comparing that graph
// with the copy's, so the edit saved into the copy can name the copy's files too.
import type { GraphCommand, GraphDocument } from '@atelier/graph';

const fileIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Old file id -> new file id: each control of a node present in both graphs whose value is a
 * file id in the edited graph and another file id in the copy. Only file ids are paired, so an
 * edited text is never taken back; the edit cannot have named files of its own in the original
 * project, where the server refused it anything.
 */
export function renamedFileIds(edited: GraphDocument, copied: GraphDocument): Map<string, string> {
  const copiedValues = new Map<string, unknown>();
  for (const node of copied.nodes)
    for (const item of (node.controls ?? []).flat())
      copiedValues.set(`${node.id}\u0000${item.id}`, item.value);
  const renamed = new Map<string, string>();
  for (const node of edited.nodes)
    for (const item of (node.controls ?? []).flat()) {
      const copiedValue = copiedValues.get(`${node.id}\u0000${item.id}`);
      if (
        typeof item.value === 'string' &&
        typeof copiedValue === 'string' &&
        item.value !== copiedValue &&
        fileIdPattern.test(item.value) &&
        fileIdPattern.test(copiedValue)
      )
        renamed.set(item.value, copiedValue);
    }
  return renamed;
}

/** The commands that make every control naming a renamed file name its new id instead. */
export function renameFileCommands(document: GraphDocument, renamed: Map<string, string>): GraphCommand[] {
  const commands: GraphCommand[] = [];
  for (const node of document.nodes)
    for (const item of (node.controls ?? []).flat()) {
      const renamedTo = typeof item.value === 'string' ? renamed.get(item.value) : undefined;
      if (renamedTo)
        commands.push({ kind: 'setControlValue', nodeId: node.id, controlId: item.id, value: renamedTo });
    }
  return commands;
}
