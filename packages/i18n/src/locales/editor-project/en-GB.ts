import type { EditorProjectMessages } from './en-US';

export const editorProjectMessagesEnGB: EditorProjectMessages = {
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
