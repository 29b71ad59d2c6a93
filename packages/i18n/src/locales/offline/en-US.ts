// Messages of edits kept in the browser and of projects the user may only look at: the choice
// when the project was saved elsewhere while an edit waited, the notice on someone else's
// project with its way to an editable copy, and the warning when signing out would delete
// edits not saved yet. American English is the reference: the other locales fill the same shape.
export const offlineMessagesEnUS = {
  offline: {
    conflict: {
      title: 'This project was saved elsewhere',
      message:
        'Your changes waited in this browser while the project was saved in another tab or on another device. Which should be kept?',
      keepMine: 'Keep mine as the newest version',
      keepMineHint: 'Your changes are saved on top. The other save stays in the history.',
      takeSaved: 'Take the saved one',
      takeSavedHint: 'Your changes in this browser are dropped and the saved version opens.',
      keepCopy: 'Keep mine as a copy',
      keepCopyHint: 'Your changes go into a new project. This one keeps the saved version.',
      notice:
        'This project was saved elsewhere while your changes waited. Nothing is saved until you choose.',
      choose: 'Choose what to keep',
      status: 'Not saved: choose what to keep',
      working: 'Working…',
      failed: 'That did not work. Your changes are still kept in this browser; please try again.',
      copySaved: 'Your changes were saved as a copy.',
      tookSaved: 'The saved version is open.',
    },
    readOnly: {
      belongsTo: 'This project belongs to {{owner}}. Save a copy to edit.',
      someoneElse: 'someone else',
      saveCopy: 'Save a copy to edit',
      savingCopy: 'Saving a copy…',
      copyFailed: 'The copy could not be saved. Please try again.',
      status: 'Read only',
    },
    signOut: {
      title: 'Sign out and delete unsaved changes?',
      message:
        'Some of your changes are not saved yet and are kept only in this browser. Signing out deletes them. To keep them, open their projects again while online first.',
      confirm: 'Sign out and delete them',
      cancel: 'Stay signed in',
    },
  },
};

export type OfflineMessages = typeof offlineMessagesEnUS;
