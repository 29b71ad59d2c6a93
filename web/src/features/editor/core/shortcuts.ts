// The editor's keyboard shortcuts: one table that both the key handler and the help dialog
// read, so the dialog never lists a shortcut that does not work.

export type ShortcutCommand =
  | 'undo'
  | 'redo'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'duplicate'
  | 'delete'
  | 'selectAll'
  | 'group'
  | 'addNode'
  | 'togglePreview'
  | 'monitor'
  | 'detailView'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomToFit'
  | 'zoomReset'
  | 'help'
  | 'save'
  | 'export'
  | 'history';

export interface Shortcut {
  command: ShortcutCommand;
  /** `mod` is ctrl, or cmd on a Mac. Keys as KeyboardEvent.key, lower case. */
  keys: Array<{ key: string; mod?: boolean; shift?: boolean }>;
}

export const shortcuts: readonly Shortcut[] = [
  { command: 'undo', keys: [{ key: 'z', mod: true }] },
  {
    command: 'redo',
    keys: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
  },
  { command: 'copy', keys: [{ key: 'c', mod: true }] },
  { command: 'cut', keys: [{ key: 'x', mod: true }] },
  { command: 'paste', keys: [{ key: 'v', mod: true }] },
  { command: 'duplicate', keys: [{ key: 'd', mod: true }] },
  { command: 'delete', keys: [{ key: 'delete' }, { key: 'backspace' }] },
  { command: 'selectAll', keys: [{ key: 'a', mod: true }] },
  { command: 'group', keys: [{ key: 'g', mod: true }] },
  { command: 'addNode', keys: [{ key: 'tab' }, { key: 'a', shift: true }] },
  { command: 'togglePreview', keys: [{ key: 'p' }] },
  { command: 'monitor', keys: [{ key: 'm' }] },
  { command: 'detailView', keys: [{ key: 'enter' }] },
  { command: 'zoomIn', keys: [{ key: '+' }, { key: '=' }] },
  { command: 'zoomOut', keys: [{ key: '-' }] },
  { command: 'zoomToFit', keys: [{ key: 'f' }] },
  { command: 'zoomReset', keys: [{ key: '0' }] },
  { command: 'help', keys: [{ key: '?', shift: true }] },
  { command: 'save', keys: [{ key: 's', mod: true }] },
  { command: 'export', keys: [{ key: 'e', mod: true, shift: true }] },
  { command: 'history', keys: [{ key: 'h' }] },
];

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The command a key press means, or undefined. */
export function matchShortcut(input: KeyInput): ShortcutCommand | undefined {
  if (input.altKey) return undefined;
  const key = input.key.toLowerCase();
  const mod = input.ctrlKey || input.metaKey;
  for (const shortcut of shortcuts) {
    for (const combination of shortcut.keys) {
      if (combination.key !== key) continue;
      if (Boolean(combination.mod) !== mod) continue;
      // Shift is part of the character for keys like ? and +, so it only has to match where the
      // combination asks for it, or for letters, where it changes the meaning.
      if (combination.shift === true && !input.shiftKey) continue;
      if (!combination.shift && input.shiftKey && /^[a-z]$/.test(key)) continue;
      return shortcut.command;
    }
  }
  return undefined;
}

/** How a key combination is written in the help dialog, on a Mac or elsewhere. */
export function describeKeys(combination: Shortcut['keys'][number], mac: boolean): string[] {
  const names: Record<string, string> = {
    delete: 'Del',
    backspace: '⌫',
    tab: 'Tab',
    enter: '↵',
  };
  const parts: string[] = [];
  if (combination.mod) parts.push(mac ? '⌘' : 'Ctrl');
  if (combination.shift && !/^[?+]$/.test(combination.key)) parts.push(mac ? '⇧' : 'Shift');
  parts.push(names[combination.key] ?? combination.key.toUpperCase());
  return parts;
}
