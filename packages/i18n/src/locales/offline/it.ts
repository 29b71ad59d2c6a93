import type { OfflineMessages } from './en-US';

export const offlineMessagesIt: OfflineMessages = {
  offline: {
    conflict: {
      title: 'Questo progetto è stato salvato altrove',
      message:
        'Le tue modifiche hanno atteso in questo browser mentre il progetto veniva salvato in un’altra scheda o su un altro dispositivo. Quali vuoi tenere?',
      keepMine: 'Tieni le mie come versione più recente',
      keepMineHint: 'Le tue modifiche vengono salvate sopra. L’altro salvataggio resta nella cronologia.',
      takeSaved: 'Prendi quella salvata',
      takeSavedHint: 'Le tue modifiche in questo browser vengono scartate e si apre la versione salvata.',
      keepCopy: 'Tieni le mie in una copia',
      keepCopyHint: 'Le tue modifiche vanno in un nuovo progetto. Questo mantiene la versione salvata.',
      notice:
        'Questo progetto è stato salvato altrove mentre le tue modifiche attendevano. Nulla viene salvato finché non scegli.',
      choose: 'Scegli cosa tenere',
      status: 'Non salvato: scegli cosa tenere',
      working: 'In corso…',
      failed: 'Non ha funzionato. Le tue modifiche sono ancora conservate in questo browser; riprova.',
      copySaved: 'Le tue modifiche sono state salvate in una copia.',
      tookSaved: 'La versione salvata è aperta.',
    },
    readOnly: {
      belongsTo: 'Questo progetto appartiene a {{owner}}. Salva una copia per modificarlo.',
      someoneElse: 'qualcun altro',
      saveCopy: 'Salva una copia da modificare',
      savingCopy: 'Salvataggio della copia…',
      copyFailed: 'Non è stato possibile salvare la copia. Riprova.',
      status: 'Sola lettura',
    },
    signOut: {
      title: 'Uscire ed eliminare le modifiche non salvate?',
      message:
        'Alcune tue modifiche non sono ancora salvate e sono conservate solo in questo browser. Uscendo vengono eliminate. Per tenerle, riapri prima i loro progetti quando sei online.',
      confirm: 'Esci ed eliminale',
      cancel: 'Resta connesso',
    },
  },
};
