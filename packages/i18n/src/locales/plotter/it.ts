import type { PlotterTexts } from './en-US';

export const plotterTextsIt: PlotterTexts = {
  family: {
    title: 'Plotter da taglio',
    categories: { cutting: 'Taglio', preparation: 'Spellicolatura e suddivisione', output: 'Uscita' },
  },
  nodes: {
    cutPaths: {
      title: 'Tracciati di taglio',
      inputs: { title: 'Disegno' },
      outputs: { cutJob: 'Lavoro di taglio' },
      controls: {
        machine: 'Macchina',
        machineWidth: 'Larghezza di taglio',
        machineHeight: 'Lunghezza di taglio (0 = rotolo)',
        order: 'Ordine di taglio',
        start: 'Angolo di partenza',
        direction: 'Senso di taglio',
        bladeOffset: 'Offset della lama',
        overcut: 'Sovrataglio',
        cornerLoops: 'Ruota la lama negli angoli',
        precut: 'Pretaglio',
        margin: 'Margine',
      },
      options: {
        machine: {
          'cricut-maker': 'Cricut Maker (tappetino 305 × 610 mm)',
          'silhouette-cameo-4': 'Silhouette Cameo 4 (larghezza 305 mm)',
          'roland-gs2-24': 'Roland GS2-24 (rotolo 584 mm)',
          'brother-scanncut': 'Brother ScanNCut (tappetino 296 × 296 mm)',
          'graphtec-ce8000-60': 'Graphtec CE8000-60 (rotolo 603 mm)',
          custom: 'Formato personalizzato',
        },
        order: { nearest: 'Spostamenti più brevi', drawing: 'Come disegnato' },
        start: {
          'top-left': 'In alto a sinistra',
          'top-right': 'In alto a destra',
          'bottom-left': 'In basso a sinistra',
          'bottom-right': 'In basso a destra',
        },
        direction: {
          clockwise: 'Senso orario',
          'counter-clockwise': 'Senso antiorario',
          'as-drawn': 'Come disegnato',
        },
      },
    },
    weed: {
      title: 'Spellicolatura',
      inputs: { title: 'Lavoro di taglio' },
      outputs: { cutJob: 'Lavoro di taglio' },
      controls: {
        margin: 'Margine del riquadro di spellicolatura',
        verticalLines: 'Linee di spellicolatura verticali',
        horizontalLines: 'Linee di spellicolatura orizzontali',
      },
    },
    registrationMarks: {
      title: 'Crocini di registro',
      inputs: { title: 'Lavoro di taglio' },
      outputs: { cutJob: 'Lavoro di taglio' },
      controls: { margin: 'Distanza dal disegno' },
    },
    tile: {
      title: 'Suddividi per area di taglio',
      inputs: { title: 'Lavoro di taglio' },
      outputs: { cutJob: 'Lavoro di taglio' },
      controls: { overlap: 'Sovrapposizione' },
    },
    export: {
      title: 'File per plotter',
      inputs: { title: 'Lavoro di taglio' },
      outputs: { cutJob: 'Lavoro di taglio' },
      controls: { format: 'Formato', yDirection: 'Asse y HP-GL' },
      options: {
        format: { hpgl: 'HP-GL (.plt)', dxf: 'DXF', svg: 'SVG' },
        yDirection: { up: 'Verso l’alto (standard HP-GL)', down: 'Verso il basso (come sullo schermo)' },
      },
    },
  },
  messages: {
    emptyCutJob: { generic: 'Non c’è nulla da tagliare' },
    machineAreaExceeded: {
      size: 'Il disegno misura {{width, number}} × {{height, number}} mm, più dell’area di taglio della macchina {{machine}}; attiva la suddivisione in sezioni o scegli una macchina più grande',
      generic: 'Il disegno supera l’area di taglio della macchina',
    },
    tooManyTiles: {
      counted: 'La suddivisione richiederebbe {{tiles, number}} sezioni, più di {{limit, number}}',
      generic: 'La suddivisione richiederebbe troppe sezioni',
    },
    cutJobTooLarge: {
      limit: 'Il disegno è troppo grande o troppo dettagliato per il taglio (limite: {{limit, number}})',
      generic: 'Il disegno è troppo grande o troppo dettagliato per il taglio',
    },
  },
  production: {},
};
