import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionSlice } from '../features/auth/sessionSlice';
import { parseStoredTheme, themeStorageKey, type Theme } from '../features/theme/theme';
import { authApi } from '../features/auth/authApi';
import { profileSaver } from '../features/profile/profileSaver';
import { themeApplied, themeChosen, themeSlice } from '../features/theme/themeSlice';
import { versionCheckSlice } from '../features/version-check/versionCheckSlice';
import { atelierApi } from './api';

const rootReducer = combineReducers({
  [atelierApi.reducerPath]: atelierApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [themeSlice.name]: themeSlice.reducer,
  [versionCheckSlice.name]: versionCheckSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

function readStoredTheme() {
  try {
    return parseStoredTheme(window.localStorage.getItem(themeStorageKey));
  } catch {
    return parseStoredTheme(null);
  }
}

// Persistence is a side effect of the choice, so it lives in a listener, not in the reducer:
// kept in this browser, and a logged-in person's own choice saved to the profile as well.
function createPersistenceListener() {
  const listener = createListenerMiddleware();
  const remember = (theme: Theme) => {
    try {
      window.localStorage.setItem(themeStorageKey, theme);
    } catch {
      // Without storage the choice lasts for this tab only.
    }
  };
  listener.startListening({
    actionCreator: themeApplied,
    effect: (action) => remember(action.payload),
  });
  listener.startListening({
    actionCreator: themeChosen,
    effect(action, api) {
      remember(action.payload);
      const user = authApi.endpoints.readCurrentUser.select()(api.getState() as RootState).data;
      if (user?.accepted_terms_at && user.profile?.settings?.theme !== action.payload)
        profileSaver.queue({ settings: { theme: action.payload } });
    },
  });
  return listener;
}

export function createStore() {
  const persistence = createPersistenceListener();
  return configureStore({
    reducer: rootReducer,
    preloadedState: { theme: { preference: readStoredTheme() } },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(persistence.middleware).concat(atelierApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
