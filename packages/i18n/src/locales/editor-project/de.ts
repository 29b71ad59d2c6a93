import type { EditorProjectMessages } from './en-US';

export const editorProjectMessagesDe: EditorProjectMessages = {
  editorProject: {
    nameLabel: 'Projektname',
    untitled: 'Ohne Titel',
    rename: 'Projekt umbenennen',
    renameFailed: 'Der neue Name konnte nicht gespeichert werden.',
    notSavedYet: 'Wird gespeichert, sobald Sie einen Knoten hinzufügen',
    leaveTitle: 'Mit ungespeicherten Änderungen verlassen?',
    leaveMessage:
      'Einige Änderungen sind noch nicht gespeichert. Sie bleiben in diesem Browser und werden gespeichert, wenn Sie das Projekt wieder öffnen.',
    leave: 'Verlassen',
    stay: 'Bleiben',
  },
};
