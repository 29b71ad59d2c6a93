import type { ExportMessages } from './en-US';

// British English: as American English.
export const exportMessagesEnGB: ExportMessages = {
  editorExport: {
    command: 'Export…',
    title: 'Export',
    description:
      'Images, SVG, embroidery, knitting, weaving and cutting files are made in your browser; worksheets and very large images are made on the server.',
    loading: 'Working out the outputs…',
    empty: 'This project has no export nodes yet; add one from the Output family.',
    listFailed: 'The outputs could not be worked out.',
    tryAgain: 'Try again',
    columns: {
      node: 'Node',
      format: 'Format',
      size: 'Size',
      dpi: 'Resolution',
      fileName: 'File name',
      state: 'State',
    },
    pixels: '{{width}} × {{height}} px',
    millimetres: '{{width}} × {{height}} mm',
    inches: '{{width}} × {{height}} in',
    dpi: '{{value}} dpi',
    none: '—',
    states: {
      preparing: 'Preparing…',
      ready: 'Ready',
      server: 'Made on the server',
      failed: 'Failed',
      saving: 'Saving your changes…',
      running: 'Running on the server',
      downloading: 'Downloading…',
      done: 'Downloaded',
    },
    serverReasons: {
      pdf: 'The worksheet PDF is written on the server.',
      pixelBudget: 'Over the {{megapixels}} megapixels a browser writes; made on the server.',
    },
    download: 'Download',
    downloadFile: 'Download {{file}}',
    downloadAll: 'Download all',
    exportAllOnServer: 'Export all on the server',
    close: 'Close',
    progress: 'Progress of {{file}}',
    failures: {
      save: 'Your changes could not be saved, so the server cannot export them. Please try again.',
      start: 'The export could not be started on the server. Please try again later.',
      download: 'The exported file could not be downloaded. Please try again.',
      node: 'This output could not be written: {{message}}',
      noServer: 'This editor does not save, so nothing can be made on the server.',
    },
    downloaded: '{{file}} downloaded',
  },
};
