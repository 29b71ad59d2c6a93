// Messages of the project as the editor shows it: its name and renaming it, the state of a new
// project before anything is saved, and the warning when leaving with unsaved changes.
// American English is the reference: the other locales of this folder fill the same shape.
export const editorProjectMessagesEnUS = {
  editorProject: {
    nameLabel: 'Project name',
    untitled: 'Untitled',
    rename: 'Rename project',
    renameFailed: 'The new name could not be saved.',
    notSavedYet: 'Saved once you add a node',
    leaveTitle: 'Leave with unsaved changes?',
    leaveMessage:
      'Some changes are not saved yet. They stay in this browser and are saved when you open the project again.',
    leave: 'Leave',
    stay: 'Stay',
  },
};

export type EditorProjectMessages = typeof editorProjectMessagesEnUS;
