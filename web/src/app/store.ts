import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionSlice } from '../features/auth/sessionSlice';
import { parseStoredTheme, themeStorageKey } from '../features/theme/theme';
import { themeChosen, themeSlice } from '../features/theme/themeSlice';
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

// Persistence is a side effect of the choice, so it lives in a listener, not in the reducer.
// Once profiles are saved, the same listener is where the profile update belongs.
function createPersistenceListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: themeChosen,
    effect(action) {
      try {
        window.localStorage.setItem(themeStorageKey, action.payload);
      } catch {
        // Without storage the choice lasts for this tab only.
      }
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
