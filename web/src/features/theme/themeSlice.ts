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
    themeChosen(state, action: PayloadAction<Theme>) {
      state.preference = action.payload;
    },
  },
});

export const { themeChosen } = themeSlice.actions;
