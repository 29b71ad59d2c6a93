import type { EditorProjectMessages } from './en-US';

export const editorProjectMessagesIt: EditorProjectMessages = {
  editorProject: {
    nameLabel: 'Nome del progetto',
    untitled: 'Senza titolo',
    rename: 'Rinomina progetto',
    renameFailed: 'Non è stato possibile salvare il nuovo nome.',
    notSavedYet: 'Salvato non appena aggiungi un nodo',
    leaveTitle: 'Uscire con modifiche non salvate?',
    leaveMessage:
      'Alcune modifiche non sono ancora salvate. Restano in questo browser e verranno salvate quando riaprirai il progetto.',
    leave: 'Esci',
    stay: 'Resta',
  },
};
