import { describe, expect, it } from 'vitest';
import { describeKeys, matchShortcut } from './shortcuts';

const press = (
  key: string,
  modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => matchShortcut({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers });

describe('shortcuts', () => {
  it('undo with ctrl or cmd + Z, redo with shift added or ctrl + Y', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('z', { metaKey: true })).toBe('undo');
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
  });

  it('copy, paste, duplicate and delete', () => {
    expect(press('c', { ctrlKey: true })).toBe('copy');
    expect(press('v', { metaKey: true })).toBe('paste');
    expect(press('d', { ctrlKey: true })).toBe('duplicate');
    expect(press('Delete')).toBe('delete');
    expect(press('Backspace')).toBe('delete');
  });

  it('plain letters without modifiers, and nothing for unknown keys or alt', () => {
    expect(press('p')).toBe('togglePreview');
    expect(press('P', { shiftKey: true })).toBeUndefined();
    expect(press('c')).toBeUndefined();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeUndefined();
    expect(press('?', { shiftKey: true })).toBe('help');
    expect(press('+', { shiftKey: true })).toBe('zoomIn');
    expect(press('h')).toBe('history');
    expect(press('h', { ctrlKey: true })).toBeUndefined();
  });

  it('writes keys the way each platform names them', () => {
    expect(describeKeys({ key: 'z', mod: true, shift: true }, true)).toEqual(['⌘', '⇧', 'Z']);
    expect(describeKeys({ key: 'z', mod: true, shift: true }, false)).toEqual(['Ctrl', 'Shift', 'Z']);
    expect(describeKeys({ key: '?', shift: true }, false)).toEqual(['?']);
  });
});
