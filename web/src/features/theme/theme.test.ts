import { describe, expect, it } from 'vitest';
import { oppositeTheme, parseStoredTheme, resolveTheme } from './theme';

describe('theme', () => {
  it('follows the user unless the route forces a theme', () => {
    expect(resolveTheme('light', undefined)).toBe('light');
    expect(resolveTheme('light', 'dark')).toBe('dark');
    expect(resolveTheme('dark', 'light')).toBe('light');
  });

  it('starts dark when nothing valid is stored', () => {
    expect(parseStoredTheme(null)).toBe('dark');
    expect(parseStoredTheme('sepia')).toBe('dark');
    expect(parseStoredTheme('light')).toBe('light');
  });

  it('toggles between the two themes', () => {
    expect(oppositeTheme('dark')).toBe('light');
    expect(oppositeTheme('light')).toBe('dark');
  });
});
