import { createSlice } from '@reduxjs/toolkit';

export interface SessionState {
  /**
   * Set when the identity provider's user vanished without a logout (signed out in another
   * tab, account removed): the shell covers the app and asks for a reload (spec section 4).
   */
  closed: boolean;
}

const initialState: SessionState = { closed: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionClosed(state) {
      state.closed = true;
    },
  },
});

export const { sessionClosed } = sessionSlice.actions;
