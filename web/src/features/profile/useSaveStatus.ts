import { useSyncExternalStore } from 'react';
import { profileSaver, type SaveStatus } from './profileSaver';

export function useSaveStatus(): SaveStatus {
  return useSyncExternalStore(
    (listener) => profileSaver.subscribe(listener),
    () => profileSaver.currentStatus(),
  );
}
