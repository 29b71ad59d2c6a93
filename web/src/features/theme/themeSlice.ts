import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultTheme, type Theme } from './theme';

export interface ThemeState {
  /** The user's choice; a route may still force another theme on screen. */
  preference: Theme;
}

const initialState: ThemeState = { preference: defaultTheme };

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    /** The person picked a theme: shown, remembered here and saved to the profile. */
    themeChosen(state, action: PayloadAction<Theme>) {
      state.preference = action.payload;
    },
    /** The theme stored in the profile, applied after login: shown and remembered here only. */
    themeApplied(state, action: PayloadAction<Theme>) {
      state.preference = action.payload;
    },
  },
});

export const { themeChosen, themeApplied } = themeSlice.actions;
