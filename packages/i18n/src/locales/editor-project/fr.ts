import type { EditorProjectMessages } from './en-US';

// French puts a non-breaking space (U+00A0) before ":", "?", "!" and ";".
export const editorProjectMessagesFr: EditorProjectMessages = {
  editorProject: {
    nameLabel: 'Nom du projet',
    untitled: 'Sans titre',
    rename: 'Renommer le projet',
    renameFailed: 'Le nouveau nom n’a pas pu être enregistré.',
    notSavedYet: 'Enregistré dès que vous ajoutez un nœud',
    leaveTitle: 'Quitter avec des modifications non enregistrées\u00a0?',
    leaveMessage:
      'Certaines modifications ne sont pas encore enregistrées. Elles restent dans ce navigateur et seront enregistrées à la prochaine ouverture du projet.',
    leave: 'Quitter',
    stay: 'Rester',
  },
};
