import { describe, expect, it } from 'vitest';
import { commentLength, commentText } from './comment';

describe('commentText', () => {
  it('shows nothing for a missing or blank note', () => {
    expect(commentText(undefined)).toBeUndefined();
    expect(commentText('')).toBeUndefined();
    expect(commentText(' \n\t ')).toBeUndefined();
  });

  it('puts a note of several lines on one paragraph', () => {
    expect(commentText('  Check the\n\nthread   colour ')).toBe('Check the thread colour');
  });

  it('keeps a note of exactly the limit and shortens a longer one with an ellipsis', () => {
    const exact = 'a'.repeat(commentLength);
    expect(commentText(exact)).toBe(exact);
    const long = `${'word '.repeat(40)}end`;
    const shown = commentText(long)!;
    expect(shown.length).toBeLessThanOrEqual(commentLength);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).toBe(`${long.slice(0, commentLength - 1).trimEnd()}…`);
    expect(shown.startsWith('word word')).toBe(true);
  });
});
