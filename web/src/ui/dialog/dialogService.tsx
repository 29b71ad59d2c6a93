import type { ReactNode } from 'react';
import { ConfirmDialogBody, type ConfirmChoice, type ConfirmOptions } from './ConfirmDialogBody';

export interface DialogOptions {
  /** Already-translated title, announced to screen readers when the dialog opens. */
  title: string;
  /** Optional translated sentence under the title, also announced. */
  description?: string;
  /** The body; given a close function so buttons inside can close the dialog. */
  render?: (close: () => void) => ReactNode;
  /**
   * A persistent dialog does not close on an outside click or Escape; it shakes for a second
   * instead. For dialogs holding unsaved input or a decision the app needs.
   */
  persistent?: boolean;
  /**
   * `dialog` (default): 400 px wide unless `width` says otherwise. `modal`: a large surface
   * that fills the window between 320 and 1280 px wide, for editors and libraries.
   */
  variant?: 'dialog' | 'modal';
  width?: number;
  /** Called once the dialog has closed, however it closed. */
  onClosed?: () => void;
}

export interface OpenDialog extends DialogOptions {
  id: string;
}

export interface DialogHandle {
  id: string;
  close(): void;
}

type Listener = () => void;

/**
 * The open dialogs, outside Redux on purpose: a dialog carries React content and callbacks,
 * which are not serialisable state. The DialogHost renders whatever is open here, so any
 * code (a feature, a failed call) can open a dialog without a component of its own.
 */
export class DialogService {
  private openDialogs: readonly OpenDialog[] = [];
  private readonly listeners = new Set<Listener>();
  private nextId = 1;

  open(options: DialogOptions): DialogHandle {
    const id = `dialog-${this.nextId++}`;
    this.update([...this.openDialogs, { ...options, id }]);
    return { id, close: () => this.close(id) };
  }

  close(id: string): void {
    const dialog = this.openDialogs.find((candidate) => candidate.id === id);
    if (!dialog) return;
    this.update(this.openDialogs.filter((candidate) => candidate.id !== id));
    dialog.onClosed?.();
  }

  /**
   * The generic confirm dialog: cancel, confirm and an optional extra confirm (e.g. "Delete
   * with history"). Resolves with the choice; closing it any other way means cancel.
   */
  confirm(options: ConfirmOptions): Promise<ConfirmChoice> {
    return new Promise((resolve) => {
      let chosen: ConfirmChoice = 'cancel';
      this.open({
        title: options.title,
        description: options.message,
        persistent: options.persistent,
        render: (close) => (
          <ConfirmDialogBody
            options={options}
            onChoice={(choice) => {
              chosen = choice;
              close();
            }}
          />
        ),
        onClosed: () => resolve(chosen),
      });
    });
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly OpenDialog[] => this.openDialogs;

  private update(next: readonly OpenDialog[]) {
    this.openDialogs = next;
    for (const listener of this.listeners) listener();
  }
}

/** The app's dialog service; DialogHost in the root shell renders it. */
export const dialogs = new DialogService();
