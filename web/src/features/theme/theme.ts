/** The two themes; dark is the default (spec section 9). */
export type Theme = 'dark' | 'light';

export const defaultTheme: Theme = 'dark';
export const themeStorageKey = 'atelier.theme';

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/** The theme on screen: a route that forces a theme wins over the user's choice. */
export function resolveTheme(preference: Theme, forcedTheme: Theme | undefined): Theme {
  return forcedTheme ?? preference;
}

/** The stored choice, or the default when nothing (or something unreadable) is stored. */
export function parseStoredTheme(stored: string | null): Theme {
  return isTheme(stored) ? stored : defaultTheme;
}

export function oppositeTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
