/**
 * The one-time code boxes of the login panel (spec section 5) as pure functions over the four
 * digits and the focused box: one digit 0-9 per box, typing advances, arrows move, backspace
 * clears and steps back, a paste (or an autofill) fills the boxes in sequence.
 */
export const codeLength = 4;

export interface CodeEntry {
  digits: string[];
  focus: number;
}

export const emptyCodeEntry: CodeEntry = { digits: ['', '', '', ''], focus: 0 };

/** Text typed or pasted into box `index`: its digits fill that box and the ones after it. */
export function enterText(entry: CodeEntry, index: number, text: string): CodeEntry {
  const typed = text.replace(/\D/g, '').split('');
  if (typed.length === 0) return entry;
  const digits = [...entry.digits];
  let position = index;
  for (const digit of typed) {
    if (position >= codeLength) break;
    digits[position] = digit;
    position += 1;
  }
  return { digits, focus: Math.min(position, codeLength - 1) };
}

/** Backspace in box `index`: clears it, or the box before when it is already empty, and steps back. */
export function eraseBackward(entry: CodeEntry, index: number): CodeEntry {
  const digits = [...entry.digits];
  if (digits[index]) {
    digits[index] = '';
    return { digits, focus: Math.max(0, index - 1) };
  }
  const previous = Math.max(0, index - 1);
  digits[previous] = '';
  return { digits, focus: previous };
}

export function moveFocus(entry: CodeEntry, index: number, step: -1 | 1): CodeEntry {
  return { ...entry, focus: Math.min(codeLength - 1, Math.max(0, index + step)) };
}

export function codeOf(entry: CodeEntry): string {
  return entry.digits.join('');
}

export function isComplete(entry: CodeEntry): boolean {
  return entry.digits.every((digit) => /^\d$/.test(digit));
}
