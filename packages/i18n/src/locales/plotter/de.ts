import type { PlotterTexts } from './en-US';

export const plotterTextsDe: PlotterTexts = {
  family: {
    title: 'Schneideplotter',
    categories: { cutting: 'Schneiden', preparation: 'Entgittern und Kacheln', output: 'Ausgabe' },
  },
  nodes: {
    cutPaths: {
      title: 'Schneidpfade',
      inputs: { title: 'Zeichnung' },
      outputs: { cutJob: 'Schneidauftrag' },
      controls: {
        machine: 'Maschine',
        machineWidth: 'Schnittbreite',
        machineHeight: 'Schnittlänge (0 = Rolle)',
        order: 'Schneidreihenfolge',
        start: 'Startecke',
        direction: 'Schneidrichtung',
        bladeOffset: 'Messerversatz',
        overcut: 'Überschnitt',
        cornerLoops: 'Messer an Ecken drehen',
        precut: 'Vorschnitt',
        margin: 'Rand',
      },
      options: {
        machine: {
          'cricut-maker': 'Cricut Maker (Matte 305 × 610 mm)',
          'silhouette-cameo-4': 'Silhouette Cameo 4 (305 mm breit)',
          'roland-gs2-24': 'Roland GS2-24 (Rolle 584 mm)',
          'brother-scanncut': 'Brother ScanNCut (Matte 296 × 296 mm)',
          'graphtec-ce8000-60': 'Graphtec CE8000-60 (Rolle 603 mm)',
          custom: 'Eigene Größe',
        },
        order: { nearest: 'Kürzeste Leerfahrt', drawing: 'Wie gezeichnet' },
        start: {
          'top-left': 'Oben links',
          'top-right': 'Oben rechts',
          'bottom-left': 'Unten links',
          'bottom-right': 'Unten rechts',
        },
        direction: {
          clockwise: 'Im Uhrzeigersinn',
          'counter-clockwise': 'Gegen den Uhrzeigersinn',
          'as-drawn': 'Wie gezeichnet',
        },
      },
    },
    weed: {
      title: 'Entgittern',
      inputs: { title: 'Schneidauftrag' },
      outputs: { cutJob: 'Schneidauftrag' },
      controls: {
        margin: 'Abstand des Entgitterrahmens',
        verticalLines: 'Senkrechte Entgitterlinien',
        horizontalLines: 'Waagerechte Entgitterlinien',
      },
    },
    registrationMarks: {
      title: 'Passermarken',
      inputs: { title: 'Schneidauftrag' },
      outputs: { cutJob: 'Schneidauftrag' },
      controls: { margin: 'Abstand zum Motiv' },
    },
    tile: {
      title: 'Auf Schneidebereich kacheln',
      inputs: { title: 'Schneidauftrag' },
      outputs: { cutJob: 'Schneidauftrag' },
      controls: { overlap: 'Überlappung' },
    },
    export: {
      title: 'Plotterdatei',
      inputs: { title: 'Schneidauftrag' },
      outputs: { cutJob: 'Schneidauftrag' },
      controls: { format: 'Format', yDirection: 'HP-GL-y-Achse' },
      options: {
        format: { hpgl: 'HP-GL (.plt)', dxf: 'DXF', svg: 'SVG' },
        yDirection: { up: 'Nach oben (HP-GL-Standard)', down: 'Nach unten (wie am Bildschirm)' },
      },
    },
  },
  messages: {
    emptyCutJob: { generic: 'Es gibt nichts zu schneiden' },
    machineAreaExceeded: {
      size: 'Das Motiv misst {{width, number}} × {{height, number}} mm und ist größer als die Schneidfläche der Maschine {{machine}}; Kacheln einschalten oder eine größere Maschine wählen',
      generic: 'Das Motiv ist größer als die Schneidfläche der Maschine',
    },
    tooManyTiles: {
      counted: 'Das Kacheln ergäbe {{tiles, number}} Kacheln, mehr als {{limit, number}}',
      generic: 'Das Kacheln ergäbe zu viele Kacheln',
    },
    cutJobTooLarge: {
      limit: 'Das Motiv ist zu groß oder zu detailliert zum Schneiden (Grenze: {{limit, number}})',
      generic: 'Das Motiv ist zu groß oder zu detailliert zum Schneiden',
    },
  },
  production: {},
};
