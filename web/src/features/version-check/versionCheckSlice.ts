import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { buildInfo } from '../../app/buildInfo';
import { compareFrontendVersion, type VersionCheckStatus } from './frontendVersion';

export interface VersionCheckState {
  /** Pending only until the first check settles; later checks run quietly. */
  status: VersionCheckStatus;
  servedVersion: string | null;
}

const initialState: VersionCheckState = { status: 'pending', servedVersion: null };

/**
 * Asks the server which frontend it serves now. Not an API call (it is a static file next
 * to the app), so it bypasses RTK Query and any cache: an old cached answer would hide a
 * new deployment.
 */
export const checkFrontendVersion = createAsyncThunk('versionCheck/check', async () => {
  try {
    const response = await fetch('/ui.meta.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) {
      console.warn(`GET /ui.meta.json failed with ${response.status}`);
      return { status: 'unavailable' as const, servedVersion: null };
    }
    const served: unknown = await response.json();
    const status = compareFrontendVersion(buildInfo.version, served);
    const servedVersion = status === 'unavailable' ? null : (served as { version: string }).version;
    return { status, servedVersion };
  } catch (error) {
    console.warn('The frontend version check failed', error);
    return { status: 'unavailable' as const, servedVersion: null };
  }
});

export const versionCheckSlice = createSlice({
  name: 'versionCheck',
  initialState,
  reducers: {},
  extraReducers(builder) {
    builder.addCase(checkFrontendVersion.fulfilled, (state, action) => {
      // A failed later check says nothing new; keep what an earlier one found.
      if (action.payload.status === 'unavailable' && state.status !== 'pending') return;
      state.status = action.payload.status;
      state.servedVersion = action.payload.servedVersion;
    });
  },
});
