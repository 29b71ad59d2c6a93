import type { KnitTexts } from './en-US';

const backingOptions = {
  none: 'Keine',
  float: 'Spannfäden',
  birdseye: 'Vogelauge',
  ladderback: 'Leiterrückseite',
};
const gauge = { stitchesPer10cm: 'Maschen pro 10 cm', rowsPer10cm: 'Reihen pro 10 cm' };
const machines = {
  kniterate: 'Kniterate (252 Nadeln)',
  swg091n2: 'Shima Seiki SWG091N2 (540 Nadeln)',
  brother200: 'Brother, 200 Nadeln (AYAB)',
  kh270: 'Brother KH-270, 112 Nadeln (AYAB)',
  hand: 'Handstricken',
};

export const knitTextsDe: KnitTexts = {
  family: {
    title: 'Stricken',
    categories: {
      charts: 'Strickschriften',
      edit: 'Strickschrift bearbeiten',
      structure: 'Maschen und Rückseite',
      yarns: 'Garne',
      output: 'Ausgabe',
    },
  },
  nodes: {
    chartFromImage: {
      title: 'Strickschrift aus Bild',
      inputs: { title: 'Bild', palette: 'Garne' },
      outputs: { chart: 'Strickschrift' },
      controls: { width: 'Breite (cm)', needles: 'Nadeln', ...gauge, yarns: 'Garne', backing: 'Rückseite' },
      options: {
        mode: { centimetres: 'Größe in Zentimetern', needles: 'Größe in Nadeln' },
        backing: backingOptions,
      },
    },
    chartFromDrawing: {
      title: 'Strickschrift aus Zeichnung',
      inputs: { title: 'Zeichnung' },
      outputs: { chart: 'Strickschrift' },
      controls: { ...gauge, background: 'Grundgarn', backing: 'Rückseite' },
      options: { backing: backingOptions },
    },
    repeat: {
      title: 'Rapport',
      inputs: { title: 'Strickschrift' },
      outputs: { chart: 'Strickschrift' },
      controls: { across: 'Wiederholungen in der Breite', up: 'Wiederholungen in der Höhe' },
    },
    mirror: {
      title: 'Strickschrift spiegeln',
      inputs: { title: 'Strickschrift' },
      outputs: { chart: 'Strickschrift' },
      controls: { axis: 'Spiegeln' },
      options: {
        axis: { 'left-right': 'Links nach rechts', 'top-bottom': 'Oben nach unten', both: 'Beides' },
      },
    },
    border: {
      title: 'Rand',
      inputs: { title: 'Strickschrift' },
      outputs: { chart: 'Strickschrift' },
      controls: { sides: 'Nadeln je Seite', ends: 'Reihen unten und oben', colour: 'Garnfarbe' },
    },
    stitchPattern: {
      title: 'Strickmuster',
      inputs: { title: 'Strickschrift' },
      outputs: { chart: 'Strickschrift' },
      controls: {
        pattern: 'Muster',
        firstNeedle: 'Erste Nadel',
        lastNeedle: 'Letzte Nadel (0: bis zum Rand)',
        firstRow: 'Erste Reihe',
        lastRow: 'Letzte Reihe (0: bis oben)',
      },
      options: {
        pattern: {
          stockinette: 'Glatt rechts',
          'rib-1x1': 'Rippen 1:1',
          'rib-2x2': 'Rippen 2:2',
          garter: 'Kraus rechts',
          tuck: 'Fangmuster',
          slip: 'Hebemaschen',
          cable: 'Zöpfe',
        },
      },
    },
    backing: {
      title: 'Jacquard-Rückseite',
      inputs: { title: 'Strickschrift' },
      outputs: { chart: 'Strickschrift' },
      controls: { backing: 'Rückseite', floatLimit: 'Längster Spannfaden (Nadeln)', carriers: 'Fadenführer' },
      options: { backing: backingOptions },
    },
    yarnMatch: {
      title: 'Strickgarne zuordnen',
      inputs: { title: 'Strickmuster' },
      outputs: { chart: 'Strickmuster' },
      controls: { yarnbook: 'Garnbuch (leer: das erste)' },
    },
    floatLimit: {
      title: 'Spannfadenlänge',
      inputs: { title: 'Strickschrift' },
      outputs: { chart: 'Strickschrift' },
      controls: { limit: 'Längster Spannfaden (Nadeln)', method: 'Längere Spannfäden' },
      options: {
        method: {
          tuck: 'Mit Fangmaschen abbinden',
          birdseye: 'Zu Vogelauge wechseln',
          ladderback: 'Zu Leiterrückseite wechseln',
        },
      },
    },
    fabricImage: {
      title: 'Gestricktes Maschenbild',
      inputs: { title: 'Strickschrift' },
      outputs: { image: 'Maschenbild' },
      controls: { pixelsPerStitch: 'Pixel je Masche' },
    },
    export: {
      title: 'Strickdatei',
      inputs: { title: 'Strickschrift' },
      outputs: { chart: 'Strickschrift' },
      controls: {
        format: 'Format',
        machine: 'Maschine',
        wasteRows: 'Hilfsreihen',
        cellSize: 'Kästchen (Pixel)',
      },
      options: {
        format: {
          knitout: 'Knitout',
          'ayab-png': 'AYAB-Vorlage (PNG)',
          'chart-png': 'Strickschrift zum Handstricken (PNG)',
        },
        machine: machines,
      },
    },
    worksheet: {
      title: 'Strickanleitung',
      inputs: { title: 'Strickschrift' },
      outputs: { chart: 'Strickschrift' },
      controls: {
        heading: 'Überschrift',
        paper: 'Papierformat',
        machine: 'Maschine',
        date: 'Datum (JJJJ-MM-TT)',
      },
      options: { paper: { A4: 'A4', Letter: 'US-Letter' }, machine: machines },
    },
  },
  messages: {
    yarnsMerged: {
      named:
        '{{yarns, number}} Garne entsprechen {{matched, number}} Garnen des Garnbuchs {{yarnbook}}: einige wurden zusammengelegt',
      generic: 'Einige Garne entsprechen demselben Garn des Garnbuchs und wurden zusammengelegt',
    },
    invalidKnitChart: { generic: 'Der Eingang liefert keine brauchbare Strickschrift' },
    emptyKnitChart: {
      size: 'Eine Strickschrift braucht mindestens eine Nadel und eine Reihe; diese hätte {{needles, number}} × {{rows, number}}',
      generic: 'Es gibt nichts zu stricken',
    },
    knitChartTooLarge: {
      size: 'Die Strickschrift hätte {{needles, number}} Nadeln × {{rows, number}} Reihen, mehr als {{maximumNeedles, number}} × {{maximumRows, number}}',
      generic: 'Die Strickschrift ist zu groß',
    },
    tooManyYarns: {
      machine:
        'Die Strickschrift braucht {{yarns, number}} Garne; {{machine}} strickt höchstens {{limit, number}}',
      counted:
        'Es sind {{yarns, number}} Garne, mehr als die {{limit, number}}, die eine Strickschrift fasst',
      generic: 'Die Strickschrift hat zu viele Garne',
    },
    chartWiderThanMachine: {
      machine: 'Die Strickschrift ist {{needles, number}} Nadeln breit; {{machine}} hat {{limit, number}}',
      generic: 'Die Strickschrift ist breiter als die Maschine',
    },
    machineCannotReadFormat: {
      named: '{{machine}} liest keine {{format}}-Dateien',
      generic: 'Die Maschine liest dieses Format nicht',
    },
    structureNeedsBackBed: {
      row: 'Reihe {{row, number}} hat linke Maschen oder Zöpfe, für die eine Rückseite {{backing}} kein hinteres Nadelbett frei lässt',
      generic: 'Linke Maschen und Zöpfe brauchen eine einbettige Rückseite',
    },
    unpairedCable: {
      cell: 'Der Zopf an Nadel {{needle, number}} in Reihe {{row, number}} hat keine Nachbarmasche zum Kreuzen',
      generic: 'Ein Zopf hat keine Nachbarmasche zum Kreuzen',
    },
    floatTooLong: {
      row: 'Der längste Spannfaden läuft über {{longest, number}} Nadeln in Reihe {{row, number}}, mehr als die Grenze von {{limit, number}}',
      generic: 'Ein Spannfaden ist länger als die Grenze',
    },
    moreYarnsThanCarriers: {
      counted: '{{yarns, number}} Garne, mehr als die {{limit, number}} Fadenführer der Maschine',
      generic: 'Es sind mehr Garne als Fadenführer',
    },
    floatsTied: {
      counted: 'Lange Spannfäden sind mit {{tucks, number}} Fangmaschen abgebunden',
      generic: 'Lange Spannfäden sind mit Fangmaschen abgebunden',
    },
    backingSwitched: {
      named: 'Die Spannfäden waren zu lang: die Rückseite ist jetzt {{backing}}',
      generic: 'Die Spannfäden waren zu lang: die Rückseite wurde geändert',
    },
    coloursPerRowNeedRibber: {
      counted:
        'Eine Reihe hat {{colours, number}} Farben; ohne Doppelbett strickt die Maschine {{limit, number}} pro Reihe',
      generic: 'Eine Reihe hat mehr Farben, als die Maschine ohne Doppelbett strickt',
    },
  },
  production: {
    worksheet: {
      untitled: 'Strickanleitung',
      date: 'Datum',
      size: 'Größe',
      needlesAndRows: 'Nadeln × Reihen',
      gauge: 'Maschenprobe',
      gaugeValue: '{{stitches}} Maschen und {{rows}} Reihen pro 10 cm',
      machine: 'Maschine',
      backing: 'Rückseite',
      backings: backingOptions,
      carriers: 'Fadenführer',
      coloursPerRow: 'Farben pro Reihe (höchstens)',
      longestFloat: 'Längster Spannfaden',
      chart: 'Strickschrift',
      yarns: 'Garne',
      carrier: 'Fadenführer',
      swatch: 'Farbe',
      yarn: 'Garn',
      brand: 'Marke',
      code: 'Nummer',
      amount: 'Menge',
      total: 'Gesamt',
      legend: 'Von unten rechts lesen; ein Kästchen ist eine Masche.',
      knit: 'Rechts',
      purl: 'Links',
      tuck: 'Fangmasche',
      slip: 'Hebemasche',
      cable: 'Zopf',
      centimetres: 'cm',
      metres: 'm',
      needles: 'Nadeln',
      unnamedYarn: 'Garn ohne Namen',
      yarnModel:
        'Garnmengen aus der Maschenprobe geschätzt (Maschenlänge nach Munden), ohne Anschlag und Hilfsreihen.',
    },
  },
};
