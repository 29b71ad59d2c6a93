import { describe, expect, it } from 'vitest';
import { codeOf, emptyCodeEntry, enterText, eraseBackward, isComplete, moveFocus } from './codeEntry';

describe('code entry', () => {
  it('takes one digit per box and advances', () => {
    const first = enterText(emptyCodeEntry, 0, '7');
    expect(first).toEqual({ digits: ['7', '', '', ''], focus: 1 });
    expect(enterText(first, 1, '3')).toEqual({ digits: ['7', '3', '', ''], focus: 2 });
  });

  it('ignores anything but digits', () => {
    expect(enterText(emptyCodeEntry, 0, 'a')).toBe(emptyCodeEntry);
    expect(enterText(emptyCodeEntry, 0, ' ')).toBe(emptyCodeEntry);
  });

  it('fills the boxes in sequence from a paste, dropping what does not fit', () => {
    expect(enterText(emptyCodeEntry, 0, ' 12-34 ')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
    expect(enterText(emptyCodeEntry, 2, '987')).toEqual({ digits: ['', '', '9', '8'], focus: 3 });
  });

  it('clears and steps back on backspace', () => {
    const full = { digits: ['1', '2', '3', '4'], focus: 3 };
    expect(eraseBackward(full, 3)).toEqual({ digits: ['1', '2', '3', ''], focus: 2 });
    const gap = { digits: ['1', '2', '', ''], focus: 2 };
    expect(eraseBackward(gap, 2)).toEqual({ digits: ['1', '', '', ''], focus: 1 });
    expect(eraseBackward(emptyCodeEntry, 0)).toEqual({ digits: ['', '', '', ''], focus: 0 });
  });

  it('moves between boxes with the arrows, within the four', () => {
    expect(moveFocus(emptyCodeEntry, 0, -1).focus).toBe(0);
    expect(moveFocus(emptyCodeEntry, 1, 1).focus).toBe(2);
    expect(moveFocus(emptyCodeEntry, 3, 1).focus).toBe(3);
  });

  it('is complete with four digits', () => {
    const entry = enterText(emptyCodeEntry, 0, '0042');
    expect(isComplete(entry)).toBe(true);
    expect(codeOf(entry)).toBe('0042');
    expect(isComplete(enterText(emptyCodeEntry, 0, '004'))).toBe(false);
  });
});
