import type { ExportMessages } from './en-US';

export const exportMessagesDe: ExportMessages = {
  editorExport: {
    command: 'Exportieren…',
    title: 'Exportieren',
    description:
      'Bilder, SVG-, Stick-, Strick-, Web- und Schneidedateien entstehen in Ihrem Browser; Arbeitsblätter und sehr große Bilder entstehen auf dem Server.',
    loading: 'Ausgaben werden ermittelt…',
    empty: 'Dieses Projekt hat noch keine Export-Knoten; fügen Sie einen aus der Familie „Ausgabe“ hinzu.',
    listFailed: 'Die Ausgaben konnten nicht ermittelt werden.',
    tryAgain: 'Erneut versuchen',
    columns: {
      node: 'Knoten',
      format: 'Format',
      size: 'Größe',
      dpi: 'Auflösung',
      fileName: 'Dateiname',
      state: 'Status',
    },
    pixels: '{{width}} × {{height}} px',
    millimetres: '{{width}} × {{height}} mm',
    inches: '{{width}} × {{height}} Zoll',
    dpi: '{{value}} dpi',
    none: '—',
    states: {
      preparing: 'Wird vorbereitet…',
      ready: 'Bereit',
      server: 'Entsteht auf dem Server',
      failed: 'Fehlgeschlagen',
      saving: 'Ihre Änderungen werden gespeichert…',
      running: 'Läuft auf dem Server',
      downloading: 'Wird heruntergeladen…',
      done: 'Heruntergeladen',
    },
    serverReasons: {
      pdf: 'Das Arbeitsblatt-PDF wird auf dem Server geschrieben.',
      pixelBudget:
        'Größer als die {{megapixels}} Megapixel, die ein Browser schreibt; entsteht auf dem Server.',
    },
    download: 'Herunterladen',
    downloadFile: '{{file}} herunterladen',
    downloadAll: 'Alle herunterladen',
    exportAllOnServer: 'Alles auf dem Server exportieren',
    close: 'Schließen',
    progress: 'Fortschritt von {{file}}',
    failures: {
      save: 'Ihre Änderungen konnten nicht gespeichert werden, daher kann der Server sie nicht exportieren. Bitte versuchen Sie es erneut.',
      start: 'Der Export konnte auf dem Server nicht gestartet werden. Bitte versuchen Sie es später erneut.',
      download: 'Die exportierte Datei konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.',
      node: 'Diese Ausgabe konnte nicht geschrieben werden: {{message}}',
      noServer: 'Dieser Editor speichert nicht, daher kann nichts auf dem Server entstehen.',
    },
    downloaded: '{{file}} heruntergeladen',
  },
};
