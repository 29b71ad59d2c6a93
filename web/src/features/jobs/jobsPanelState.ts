import { useSyncExternalStore } from 'react';

// Whether the jobs panel is open, outside Redux like the dialogs: any screen (the export dialog
// after it started a job) can open the panel without holding the top bar's state.
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export const jobsPanel = {
  open: () => setOpen(true),
  close: () => setOpen(false),
  setOpen,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useJobsPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
