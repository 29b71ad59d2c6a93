import { describe, expect, it } from 'vitest';
import { defaultCopyName, distinctCopyName, projectNameLimit } from './copyName';

describe("a copy's name", () => {
  it('is "(copy)", then numbered on while the owner has that name', () => {
    expect(distinctCopyName(defaultCopyName('Quilt'), new Set(['Quilt']))).toBe('Quilt (copy)');
    expect(distinctCopyName(defaultCopyName('Quilt'), new Set(['Quilt', 'Quilt (copy)']))).toBe(
      'Quilt (copy 2)',
    );
    expect(
      distinctCopyName(
        defaultCopyName('Quilt'),
        new Set(['Quilt (copy)', 'Quilt (copy 2)', 'Quilt (copy 4)']),
      ),
    ).toBe('Quilt (copy 3)');
  });

  it('of a copy names the original once, in the words the copy was asked for', () => {
    expect(distinctCopyName(defaultCopyName('Quilt (copy 2)'), new Set(['Quilt (copy)']))).toBe(
      'Quilt (copy 2)',
    );
    expect(distinctCopyName('Mütze (Kopie) (Kopie)', new Set(['Mütze (Kopie)']))).toBe('Mütze (Kopie 2)');
    expect(distinctCopyName('Bonnet (copie)', new Set())).toBe('Bonnet (copie)');
    expect(distinctCopyName('Cappello (copia)', new Set(['Cappello (copia)']))).toBe('Cappello (copia 2)');
  });

  it('chosen by the user without a copy word is kept as given', () => {
    expect(distinctCopyName('  Quilt for Ada ', new Set(['Quilt for Ada']))).toBe('Quilt for Ada');
    expect(distinctCopyName('Quilt (blue)', new Set(['Quilt (blue)']))).toBe('Quilt (blue)');
  });

  it("stays within the length limit by shortening the original's name", () => {
    const long = 'x'.repeat(projectNameLimit);
    const first = distinctCopyName(defaultCopyName(long), new Set([long]));
    expect(first).toBe(`${'x'.repeat(projectNameLimit - 7)} (copy)`);
    const second = distinctCopyName(defaultCopyName(long), new Set([long, first]));
    expect(second).toBe(`${'x'.repeat(projectNameLimit - 9)} (copy 2)`);
  });
});
