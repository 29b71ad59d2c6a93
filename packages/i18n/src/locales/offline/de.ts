import type { OfflineMessages } from './en-US';

export const offlineMessagesDe: OfflineMessages = {
  offline: {
    conflict: {
      title: 'Dieses Projekt wurde anderswo gespeichert',
      message:
        'Ihre Änderungen haben in diesem Browser gewartet, während das Projekt in einem anderen Tab oder auf einem anderen Gerät gespeichert wurde. Was möchten Sie behalten?',
      keepMine: 'Meine als neueste Version behalten',
      keepMineHint: 'Ihre Änderungen werden darüber gespeichert. Die andere Speicherung bleibt im Verlauf.',
      takeSaved: 'Die gespeicherte übernehmen',
      takeSavedHint:
        'Ihre Änderungen in diesem Browser werden verworfen und die gespeicherte Version wird geöffnet.',
      keepCopy: 'Meine als Kopie behalten',
      keepCopyHint: 'Ihre Änderungen kommen in ein neues Projekt. Dieses behält die gespeicherte Version.',
      notice:
        'Dieses Projekt wurde anderswo gespeichert, während Ihre Änderungen gewartet haben. Nichts wird gespeichert, bis Sie wählen.',
      choose: 'Auswählen, was bleibt',
      status: 'Nicht gespeichert: Bitte wählen Sie, was bleibt',
      working: 'Wird ausgeführt…',
      failed:
        'Das hat nicht geklappt. Ihre Änderungen sind weiterhin in diesem Browser gespeichert; bitte versuchen Sie es erneut.',
      copySaved: 'Ihre Änderungen wurden als Kopie gespeichert.',
      tookSaved: 'Die gespeicherte Version ist geöffnet.',
    },
    readOnly: {
      belongsTo: 'Dieses Projekt gehört {{owner}}. Speichern Sie eine Kopie, um es zu bearbeiten.',
      someoneElse: 'jemand anderem',
      saveCopy: 'Kopie zum Bearbeiten speichern',
      savingCopy: 'Kopie wird gespeichert…',
      copyFailed: 'Die Kopie konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
      status: 'Nur lesen',
    },
    signOut: {
      title: 'Abmelden und ungespeicherte Änderungen löschen?',
      message:
        'Einige Ihrer Änderungen sind noch nicht gespeichert und nur in diesem Browser vorhanden. Beim Abmelden werden sie gelöscht. Um sie zu behalten, öffnen Sie ihre Projekte zuerst wieder mit Internetverbindung.',
      confirm: 'Abmelden und löschen',
      cancel: 'Angemeldet bleiben',
    },
  },
};
