import type { OfflineMessages } from './en-US';

// French puts a non-breaking space (U+00A0) before ":", "?", "!" and ";".
export const offlineMessagesFr: OfflineMessages = {
  offline: {
    conflict: {
      title: 'Ce projet a été enregistré ailleurs',
      message:
        'Vos modifications ont attendu dans ce navigateur pendant que le projet était enregistré dans un autre onglet ou sur un autre appareil. Lesquelles garder\u00a0?',
      keepMine: 'Garder les miennes comme version la plus récente',
      keepMineHint:
        'Vos modifications sont enregistrées par-dessus. L’autre enregistrement reste dans l’historique.',
      takeSaved: 'Prendre la version enregistrée',
      takeSavedHint:
        'Vos modifications dans ce navigateur sont abandonnées et la version enregistrée s’ouvre.',
      keepCopy: 'Garder les miennes dans une copie',
      keepCopyHint: 'Vos modifications vont dans un nouveau projet. Celui-ci garde la version enregistrée.',
      notice:
        'Ce projet a été enregistré ailleurs pendant que vos modifications attendaient. Rien n’est enregistré avant votre choix.',
      choose: 'Choisir quoi garder',
      status: 'Non enregistré\u00a0: choisissez quoi garder',
      working: 'En cours…',
      failed:
        'Cela n’a pas fonctionné. Vos modifications sont toujours conservées dans ce navigateur\u00a0; veuillez réessayer.',
      copySaved: 'Vos modifications ont été enregistrées dans une copie.',
      tookSaved: 'La version enregistrée est ouverte.',
    },
    readOnly: {
      belongsTo: 'Ce projet appartient à {{owner}}. Enregistrez une copie pour le modifier.',
      someoneElse: 'quelqu’un d’autre',
      saveCopy: 'Enregistrer une copie pour modifier',
      savingCopy: 'Enregistrement de la copie…',
      copyFailed: 'La copie n’a pas pu être enregistrée. Veuillez réessayer.',
      status: 'Lecture seule',
    },
    signOut: {
      title: 'Se déconnecter et supprimer les modifications non enregistrées\u00a0?',
      message:
        'Certaines de vos modifications ne sont pas encore enregistrées et ne sont conservées que dans ce navigateur. La déconnexion les supprime. Pour les garder, rouvrez d’abord leurs projets en ligne.',
      confirm: 'Se déconnecter et les supprimer',
      cancel: 'Rester connecté',
    },
  },
};
