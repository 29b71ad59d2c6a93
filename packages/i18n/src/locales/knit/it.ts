import type { KnitTexts } from './en-US';

const backingOptions = {
  none: 'Nessuno',
  float: 'Flottanti',
  birdseye: 'Occhio di pernice',
  ladderback: 'Rovescio a scala',
};
const gauge = { stitchesPer10cm: 'Maglie per 10 cm', rowsPer10cm: 'Ferri per 10 cm' };
const machines = {
  kniterate: 'Kniterate (252 aghi)',
  swg091n2: 'Shima Seiki SWG091N2 (540 aghi)',
  brother200: 'Brother, 200 aghi (AYAB)',
  kh270: 'Brother KH-270, 112 aghi (AYAB)',
  hand: 'Maglia a mano',
};

export const knitTextsIt: KnitTexts = {
  family: {
    title: 'Maglieria',
    categories: {
      charts: 'Schemi',
      edit: 'Modifica schema',
      structure: 'Punti e rovescio',
      yarns: 'Filati',
      output: 'Uscita',
    },
  },
  nodes: {
    chartFromImage: {
      title: 'Schema da immagine',
      inputs: { title: 'Immagine', palette: 'Filati' },
      outputs: { chart: 'Schema a maglia' },
      controls: { width: 'Larghezza (cm)', needles: 'Aghi', ...gauge, yarns: 'Filati', backing: 'Rovescio' },
      options: {
        mode: { centimetres: 'Misura in centimetri', needles: 'Misura in aghi' },
        backing: backingOptions,
      },
    },
    chartFromDrawing: {
      title: 'Schema da disegno',
      inputs: { title: 'Disegno' },
      outputs: { chart: 'Schema a maglia' },
      controls: { ...gauge, background: 'Filato di fondo', backing: 'Rovescio' },
      options: { backing: backingOptions },
    },
    repeat: {
      title: 'Ripeti motivo',
      inputs: { title: 'Schema a maglia' },
      outputs: { chart: 'Schema a maglia' },
      controls: { across: 'Ripetizioni in larghezza', up: 'Ripetizioni in altezza' },
    },
    mirror: {
      title: 'Schema speculare',
      inputs: { title: 'Schema a maglia' },
      outputs: { chart: 'Schema a maglia' },
      controls: { axis: 'Capovolgi' },
      options: {
        axis: {
          'left-right': 'Da sinistra a destra',
          'top-bottom': 'Dall’alto in basso',
          both: 'In entrambi i sensi',
        },
      },
    },
    border: {
      title: 'Bordo',
      inputs: { title: 'Schema a maglia' },
      outputs: { chart: 'Schema a maglia' },
      controls: { sides: 'Aghi per lato', ends: 'Ferri sotto e sopra', colour: 'Colore del filato' },
    },
    stitchPattern: {
      title: 'Punto',
      inputs: { title: 'Schema a maglia' },
      outputs: { chart: 'Schema a maglia' },
      controls: {
        pattern: 'Punto',
        firstNeedle: 'Primo ago',
        lastNeedle: 'Ultimo ago (0: fino al bordo)',
        firstRow: 'Primo ferro',
        lastRow: 'Ultimo ferro (0: fino in cima)',
      },
      options: {
        pattern: {
          stockinette: 'Maglia rasata',
          'rib-1x1': 'Costa 1x1',
          'rib-2x2': 'Costa 2x2',
          garter: 'Punto legaccio',
          tuck: 'Maglia caricata',
          slip: 'Maglia passata',
          cable: 'Trecce',
        },
      },
    },
    backing: {
      title: 'Rovescio dello jacquard',
      inputs: { title: 'Schema a maglia' },
      outputs: { chart: 'Schema a maglia' },
      controls: { backing: 'Rovescio', floatLimit: 'Flottante più lungo (aghi)', carriers: 'Guidafili' },
      options: { backing: backingOptions },
    },
    yarnMatch: {
      title: 'Abbina filati',
      inputs: { title: 'Schema di maglia' },
      outputs: { chart: 'Schema di maglia' },
      controls: { yarnbook: 'Cartella colori (vuota: la prima)' },
    },
    floatLimit: {
      title: 'Lunghezza dei flottanti',
      inputs: { title: 'Schema a maglia' },
      outputs: { chart: 'Schema a maglia' },
      controls: { limit: 'Flottante più lungo (aghi)', method: 'Flottanti più lunghi' },
      options: {
        method: {
          tuck: 'Fissare con maglie caricate',
          birdseye: 'Passare a occhio di pernice',
          ladderback: 'Passare a rovescio a scala',
        },
      },
    },
    fabricImage: {
      title: 'Aspetto a maglia',
      inputs: { title: 'Schema a maglia' },
      outputs: { image: 'Immagine della maglia' },
      controls: { pixelsPerStitch: 'Pixel per maglia' },
    },
    export: {
      title: 'File di maglieria',
      inputs: { title: 'Schema a maglia' },
      outputs: { chart: 'Schema a maglia' },
      controls: {
        format: 'Formato',
        machine: 'Macchina',
        wasteRows: 'Ferri di scarto',
        cellSize: 'Quadretto (pixel)',
      },
      options: {
        format: {
          knitout: 'Knitout',
          'ayab-png': 'Schema AYAB (PNG)',
          'chart-png': 'Schema per maglia a mano (PNG)',
        },
        machine: machines,
      },
    },
    worksheet: {
      title: 'Scheda di lavorazione a maglia',
      inputs: { title: 'Schema a maglia' },
      outputs: { chart: 'Schema a maglia' },
      controls: { heading: 'Titolo', paper: 'Formato carta', machine: 'Macchina', date: 'Data (AAAA-MM-GG)' },
      options: { paper: { A4: 'A4', Letter: 'Lettera USA' }, machine: machines },
    },
  },
  messages: {
    yarnsMerged: {
      named:
        '{{yarns, number}} filati corrispondono a {{matched, number}} filati della cartella {{yarnbook}}: alcuni sono stati uniti',
      generic: 'Alcuni filati corrispondono allo stesso filato della cartella e sono stati uniti',
    },
    invalidKnitChart: { generic: 'L’ingresso non porta uno schema a maglia utilizzabile' },
    emptyKnitChart: {
      size: 'Uno schema richiede almeno un ago e un ferro; questo sarebbe {{needles, number}} × {{rows, number}}',
      generic: 'Non c’è niente da lavorare',
    },
    knitChartTooLarge: {
      size: 'Lo schema sarebbe di {{needles, number}} aghi × {{rows, number}} ferri, più di {{maximumNeedles, number}} × {{maximumRows, number}}',
      generic: 'Lo schema è troppo grande',
    },
    tooManyYarns: {
      machine: 'Lo schema usa {{yarns, number}} filati; {{machine}} ne lavora al massimo {{limit, number}}',
      counted: 'Ci sono {{yarns, number}} filati, più dei {{limit, number}} che uno schema contiene',
      generic: 'Lo schema ha troppi filati',
    },
    chartWiderThanMachine: {
      machine: 'Lo schema è largo {{needles, number}} aghi; {{machine}} ne ha {{limit, number}}',
      generic: 'Lo schema è più largo della macchina',
    },
    machineCannotReadFormat: {
      named: '{{machine}} non legge file {{format}}',
      generic: 'La macchina non legge questo formato',
    },
    structureNeedsBackBed: {
      row: 'Il ferro {{row, number}} ha maglie rovescie o trecce, per le quali un rovescio {{backing}} non lascia libera la frontura posteriore',
      generic: 'Maglie rovescie e trecce richiedono un rovescio su una sola frontura',
    },
    unpairedCable: {
      cell: 'La treccia all’ago {{needle, number}} del ferro {{row, number}} non ha una maglia vicina da incrociare',
      generic: 'Una treccia non ha una maglia vicina da incrociare',
    },
    floatTooLong: {
      row: 'Il flottante più lungo passa {{longest, number}} aghi al ferro {{row, number}}, oltre il limite di {{limit, number}}',
      generic: 'Un flottante supera il limite',
    },
    moreYarnsThanCarriers: {
      counted: '{{yarns, number}} filati, più dei {{limit, number}} guidafili della macchina',
      generic: 'Ci sono più filati che guidafili',
    },
    floatsTied: {
      counted: 'I flottanti lunghi sono fissati con {{tucks, number}} maglie caricate',
      generic: 'I flottanti lunghi sono fissati con maglie caricate',
    },
    backingSwitched: {
      named: 'I flottanti erano troppo lunghi: ora il rovescio è {{backing}}',
      generic: 'I flottanti erano troppo lunghi: il rovescio è cambiato',
    },
    coloursPerRowNeedRibber: {
      counted:
        'Un ferro ha {{colours, number}} colori; senza frontura posteriore la macchina ne lavora {{limit, number}} per ferro',
      generic: 'Un ferro ha più colori di quanti la macchina ne lavori senza frontura posteriore',
    },
  },
  production: {
    worksheet: {
      untitled: 'Scheda di lavorazione a maglia',
      date: 'Data',
      size: 'Misura',
      needlesAndRows: 'Aghi × ferri',
      gauge: 'Campione',
      gaugeValue: '{{stitches}} maglie e {{rows}} ferri per 10 cm',
      machine: 'Macchina',
      backing: 'Rovescio',
      backings: backingOptions,
      carriers: 'Guidafili',
      coloursPerRow: 'Colori per ferro (al massimo)',
      longestFloat: 'Flottante più lungo',
      chart: 'Schema',
      yarns: 'Filati',
      carrier: 'Guidafilo',
      swatch: 'Colore',
      yarn: 'Filato',
      brand: 'Marca',
      code: 'Codice',
      amount: 'Quantità',
      total: 'Totale',
      legend: 'Leggere dal basso a destra; un quadretto è una maglia.',
      knit: 'Diritto',
      purl: 'Rovescio',
      tuck: 'Maglia caricata',
      slip: 'Maglia passata',
      cable: 'Treccia',
      centimetres: 'cm',
      metres: 'm',
      needles: 'aghi',
      unnamedYarn: 'Filato senza nome',
      yarnModel:
        'Quantità di filato stimate dal campione (lunghezza della maglia secondo Munden), senza avvio e ferri di scarto.',
    },
  },
};
