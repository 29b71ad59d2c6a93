import type { SceneTexts } from './en-US';
import { sceneRenderTextsIt } from './render/it';

export const sceneTextsIt: SceneTexts = {
  family: {
    title: '3D',
    categories: {
      sources: 'Modelli',
      arrange: 'Disponi',
      surface: 'Materiali',
      lighting: 'Illuminazione',
      camera: 'Fotocamera',
      output: 'Uscita',
    },
  },
  nodes: {
    ...sceneRenderTextsIt.nodes,
    primitive: {
      title: 'Forma base',
      outputs: {
        scene: 'Scena',
      },
      controls: {
        shape: 'Forma',
        width: 'Larghezza o raggio (m)',
        height: 'Altezza o raggio del tubo (m)',
        depth: 'Profondità (m)',
        segments: 'Segmenti',
        heightSegments: 'Segmenti in altezza',
        colour: 'Colore',
        roughness: 'Rugosità',
        metalness: 'Metallicità',
      },
      options: {
        shape: {
          plane: 'Piano',
          box: 'Parallelepipedo',
          sphere: 'Sfera',
          cylinder: 'Cilindro',
          torus: 'Toro',
        },
      },
    },
    sampleModel: {
      title: 'Prodotto di esempio',
      outputs: {
        scene: 'Scena',
      },
      controls: {
        model: 'Prodotto',
        polyCount: 'Numero di poligoni',
        includeMaterials: 'Mantieni i materiali',
      },
      options: {
        model: {
          't-shirt': 'T-shirt',
          mug: 'Tazza',
          'tote-bag': 'Borsa shopper',
          cap: 'Cappellino',
          cushion: 'Cuscino',
        },
        polyCount: {
          low: 'Basso',
          medium: 'Medio',
          high: 'Alto',
        },
      },
      descriptions: {
        polyCount:
          'Quanti poligoni ha il modello di esempio: di più appare più liscio e costa di più da disegnare',
        includeMaterials:
          'Mantiene i materiali propri del modello; disattivato gli assegna il materiale predefinito del nodo',
      },
    },
    model: {
      title: 'Modello 3D',
      outputs: {
        scene: 'Scena',
      },
      controls: {
        file: 'File del modello',
        includeMaterials: 'Mantieni i materiali',
        units: 'Unità',
      },
      options: {
        units: {
          file: 'Come nel file',
          metres: 'Metri',
          centimetres: 'Centimetri',
          millimetres: 'Millimetri',
          inches: 'Pollici',
        },
      },
      descriptions: {
        includeMaterials:
          'Mantiene i materiali propri del modello; disattivato gli assegna il materiale predefinito del nodo',
      },
    },
    transform: {
      title: 'Trasforma in 3D',
      inputs: {
        title: 'Scena',
      },
      outputs: {
        scene: 'Scena',
      },
      controls: {
        translateX: 'Sposta X (m)',
        translateY: 'Sposta Y (m)',
        translateZ: 'Sposta Z (m)',
        rotateX: 'Ruota X (°)',
        rotateY: 'Ruota Y (°)',
        rotateZ: 'Ruota Z (°)',
        scale: 'Scala',
        scaleX: 'Scala X',
        scaleY: 'Scala Y',
        scaleZ: 'Scala Z',
      },
    },
    combine: {
      title: 'Combina scene',
      inputs: {
        title: 'Scena 1',
        scene2: 'Scena 2',
        scene3: 'Scena 3',
        scene4: 'Scena 4',
        scene5: 'Scena 5',
        scene6: 'Scena 6',
        scene7: 'Scena 7',
        scene8: 'Scena 8',
      },
      outputs: {
        scene: 'Scena',
      },
    },
    material: {
      title: 'Materiale',
      inputs: {
        title: 'Scena',
        image: 'Grafica',
      },
      outputs: {
        scene: 'Scena',
      },
      controls: {
        meshName: 'Parte (vuoto: tutte)',
        colour: 'Colore',
        roughness: 'Rugosità',
        metalness: 'Metallicità',
        sheen: 'Lucentezza del tessuto',
        opacity: 'Opacità',
        offsetU: 'Spostamento orizzontale della grafica',
        offsetV: 'Spostamento verticale della grafica',
        repeatU: 'Ripetizioni orizzontali della grafica',
        repeatV: 'Ripetizioni verticali della grafica',
        rotation: 'Rotazione della grafica (°)',
        repeatDesign: 'Ripeti la grafica',
      },
    },
    light: {
      title: 'Luce',
      inputs: {
        title: 'Scena',
      },
      outputs: {
        scene: 'Scena',
      },
      controls: {
        kind: 'Tipo',
        colour: 'Colore',
        intensity: 'Intensità',
        positionX: 'Posizione X (m)',
        positionY: 'Posizione Y (m)',
        positionZ: 'Posizione Z (m)',
        targetX: 'Bersaglio X (m)',
        targetY: 'Bersaglio Y (m)',
        targetZ: 'Bersaglio Z (m)',
        angle: 'Angolo del cono (°)',
        shadows: 'Proietta ombre',
      },
      options: {
        kind: {
          ambient: 'Ambientale',
          directional: 'Direzionale (sole)',
          point: 'Puntiforme (lampadina)',
          spot: 'Faretto',
        },
      },
    },
    environment: {
      title: 'Ambiente',
      inputs: {
        title: 'Scena',
      },
      outputs: {
        scene: 'Scena',
      },
      controls: {
        environment: 'Ambiente',
        intensity: 'Intensità',
        rotation: 'Rotazione (°)',
        visibleBackground: 'Mostra come sfondo',
      },
      options: {
        environment: {
          none: 'Nessuno',
          studio: 'Studio',
          city: 'Città',
          sunset: 'Tramonto',
          forest: 'Bosco',
          warehouse: 'Magazzino',
          park: 'Parco',
        },
      },
    },
    camera: {
      title: 'Fotocamera',
      inputs: {
        title: 'Scena',
      },
      outputs: {
        scene: 'Scena',
      },
      controls: {
        view: 'Vista',
        azimuth: 'Azimut (°)',
        elevation: 'Elevazione (°)',
        distance: 'Distanza (m)',
        fieldOfView: 'Campo visivo (°)',
        targetX: 'Bersaglio X (m)',
        targetY: 'Bersaglio Y (m)',
        targetZ: 'Bersaglio Z (m)',
        toneMapping: 'Mappatura dei toni',
        exposure: 'Esposizione',
        background: 'Colore di sfondo',
      },
      options: {
        view: {
          orbit: 'Orbita',
          front: 'Davanti',
          back: 'Dietro',
          left: 'Sinistra',
          right: 'Destra',
          top: 'Sopra',
          bottom: 'Sotto',
        },
        toneMapping: {
          none: 'Nessuno',
          linear: 'Lineare',
          reinhard: 'Reinhard',
          aces: 'ACES Filmic',
          agx: 'AgX',
          neutral: 'Neutra',
        },
      },
    },
  },
  messages: {
    textureDownscaled: {
      size: 'Il motivo di {{width, number}} × {{height, number}} px è stato ridotto a una texture di al massimo {{limit, number}} px per lato',
      generic: 'Il motivo è stato ridotto per la texture',
    },
    ...sceneRenderTextsIt.messages,
    modelOverTriangleBudget: {
      count: 'Il modello ha {{triangles, number}} triangoli, più dei {{budget, number}} consentiti',
      generic: 'Il modello ha troppi triangoli',
    },
    modelFileTooLarge: {
      size: 'Il file del modello ha {{bytes, number}} byte, più di {{limit, number}}',
      generic: 'Il file del modello è troppo grande',
    },
    unsupportedModelFile: {
      file: '{{file}} non è un modello GLB, glTF, OBJ o STL',
      generic: 'Il file non è un modello GLB, glTF, OBJ o STL',
    },
    unreadableModel: {
      reason: 'Il file {{format}} non si può leggere: {{reason}}',
      generic: 'Il file del modello non si può leggere',
    },
    modelExternalResource: {
      uri: 'Il modello rimanda a {{uri}} fuori dal file; si leggono solo modelli con tutti i dati incorporati',
      generic: 'Il modello rimanda ad altri file; si leggono solo modelli con tutti i dati incorporati',
    },
    invalidMeshGeometry: {
      mesh: 'La parte {{mesh}} ha un punto che non è un numero o un triangolo che usa un punto mancante',
      generic: 'Il modello ha un punto che non è un numero o un triangolo che usa un punto mancante',
    },
    tooManyLights: {
      count: 'La scena avrebbe {{count, number}} luci; ne contiene al massimo {{limit, number}}',
      generic: 'La scena ha troppe luci',
    },
    tooManyScenes: {
      count: '{{count, number}} scene sono più delle {{limit, number}} combinabili',
      generic: 'Troppe scene da combinare',
    },
    meshNotFound: {
      named: 'Nessuna parte si chiama {{mesh}}; le parti sono {{meshes}}',
      mesh: 'Nessuna parte si chiama {{mesh}}',
      generic: 'Nessuna parte ha questo nome',
    },
    invalidScene: {
      generic: "L'ingresso non porta una scena",
    },
    modelTextureDownscaled: {
      material:
        'La texture del materiale {{material}} ({{width, number}} × {{height, number}} px) è stata ridotta a non più di {{limit, number}} px per lato',
      generic: 'Una texture del modello è stata ridotta per rientrare nel budget delle texture',
    },
    missingTexture: {
      material: 'La texture del materiale {{material}} non si può leggere ed è stata tralasciata',
      generic: 'Una texture del modello non si può leggere ed è stata tralasciata',
    },
    meshWithoutTextureCoordinates: {
      mesh: 'La parte {{mesh}} non ha coordinate di texture, quindi la grafica non vi compare',
      generic: 'Una parte non ha coordinate di texture, quindi la grafica non vi compare',
    },
  },
  production: {},
};
