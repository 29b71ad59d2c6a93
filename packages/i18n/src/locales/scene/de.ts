import type { SceneTexts } from './en-US';
import { sceneRenderTextsDe } from './render/de';

export const sceneTextsDe: SceneTexts = {
  family: {
    title: '3D',
    categories: {
      sources: 'Modelle',
      arrange: 'Anordnen',
      surface: 'Materialien',
      lighting: 'Beleuchtung',
      camera: 'Kamera',
      output: 'Ausgabe',
    },
  },
  nodes: {
    ...sceneRenderTextsDe.nodes,
    primitive: {
      title: 'Grundkörper',
      outputs: {
        scene: 'Szene',
      },
      controls: {
        shape: 'Form',
        width: 'Breite oder Radius (m)',
        height: 'Höhe oder Rohrradius (m)',
        depth: 'Tiefe (m)',
        segments: 'Segmente',
        heightSegments: 'Höhensegmente',
        colour: 'Farbe',
        roughness: 'Rauheit',
        metalness: 'Metallizität',
      },
      options: {
        shape: {
          plane: 'Ebene',
          box: 'Quader',
          sphere: 'Kugel',
          cylinder: 'Zylinder',
          torus: 'Torus',
        },
      },
    },
    sampleModel: {
      title: 'Beispielprodukt',
      outputs: {
        scene: 'Szene',
      },
      controls: {
        model: 'Produkt',
        polyCount: 'Polygonanzahl',
        includeMaterials: 'Materialien übernehmen',
      },
      options: {
        model: {
          't-shirt': 'T-Shirt',
          mug: 'Tasse',
          'tote-bag': 'Stofftasche',
          cap: 'Kappe',
          cushion: 'Kissen',
        },
        polyCount: {
          low: 'Niedrig',
          medium: 'Mittel',
          high: 'Hoch',
        },
      },
      descriptions: {
        polyCount:
          'Wie viele Polygone das Beispielmodell hat: mehr wirkt glatter und braucht mehr Rechenzeit beim Zeichnen',
        includeMaterials:
          'Die eigenen Materialien des Modells behalten; aus gibt ihm das Standardmaterial des Knotens',
      },
    },
    model: {
      title: '3D-Modell',
      outputs: {
        scene: 'Szene',
      },
      controls: {
        file: 'Modelldatei',
        includeMaterials: 'Materialien übernehmen',
        units: 'Einheiten',
      },
      options: {
        units: {
          file: 'Wie in der Datei',
          metres: 'Meter',
          centimetres: 'Zentimeter',
          millimetres: 'Millimeter',
          inches: 'Zoll',
        },
      },
      descriptions: {
        includeMaterials:
          'Die eigenen Materialien des Modells behalten; aus gibt ihm das Standardmaterial des Knotens',
      },
    },
    transform: {
      title: '3D transformieren',
      inputs: {
        title: 'Szene',
      },
      outputs: {
        scene: 'Szene',
      },
      controls: {
        translateX: 'Verschieben X (m)',
        translateY: 'Verschieben Y (m)',
        translateZ: 'Verschieben Z (m)',
        rotateX: 'Drehen X (°)',
        rotateY: 'Drehen Y (°)',
        rotateZ: 'Drehen Z (°)',
        scale: 'Skalieren',
        scaleX: 'Skalieren X',
        scaleY: 'Skalieren Y',
        scaleZ: 'Skalieren Z',
      },
    },
    combine: {
      title: 'Szenen zusammenführen',
      inputs: {
        title: 'Szene 1',
        scene2: 'Szene 2',
        scene3: 'Szene 3',
        scene4: 'Szene 4',
        scene5: 'Szene 5',
        scene6: 'Szene 6',
        scene7: 'Szene 7',
        scene8: 'Szene 8',
      },
      outputs: {
        scene: 'Szene',
      },
    },
    material: {
      title: 'Material',
      inputs: {
        title: 'Szene',
        image: 'Motiv',
      },
      outputs: {
        scene: 'Szene',
      },
      controls: {
        meshName: 'Teil (leer: alle)',
        colour: 'Farbe',
        roughness: 'Rauheit',
        metalness: 'Metallizität',
        sheen: 'Stoffglanz',
        opacity: 'Deckkraft',
        offsetU: 'Motiv waagerecht versetzen',
        offsetV: 'Motiv senkrecht versetzen',
        repeatU: 'Motivrapport waagerecht',
        repeatV: 'Motivrapport senkrecht',
        rotation: 'Motivdrehung (°)',
        repeatDesign: 'Motiv als Rapport wiederholen',
      },
    },
    light: {
      title: 'Licht',
      inputs: {
        title: 'Szene',
      },
      outputs: {
        scene: 'Szene',
      },
      controls: {
        kind: 'Art',
        colour: 'Farbe',
        intensity: 'Stärke',
        positionX: 'Position X (m)',
        positionY: 'Position Y (m)',
        positionZ: 'Position Z (m)',
        targetX: 'Ziel X (m)',
        targetY: 'Ziel Y (m)',
        targetZ: 'Ziel Z (m)',
        angle: 'Kegelwinkel (°)',
        shadows: 'Schatten werfen',
      },
      options: {
        kind: {
          ambient: 'Umgebungslicht',
          directional: 'Gerichtet (Sonne)',
          point: 'Punkt (Glühbirne)',
          spot: 'Spot',
        },
      },
    },
    environment: {
      title: 'Umgebung',
      inputs: {
        title: 'Szene',
      },
      outputs: {
        scene: 'Szene',
      },
      controls: {
        environment: 'Umgebung',
        intensity: 'Stärke',
        rotation: 'Drehung (°)',
        visibleBackground: 'Als Hintergrund zeigen',
      },
      options: {
        environment: {
          none: 'Keine',
          studio: 'Studio',
          city: 'Stadt',
          sunset: 'Sonnenuntergang',
          forest: 'Wald',
          warehouse: 'Lagerhalle',
          park: 'Park',
        },
      },
    },
    camera: {
      title: 'Kamera',
      inputs: {
        title: 'Szene',
      },
      outputs: {
        scene: 'Szene',
      },
      controls: {
        view: 'Ansicht',
        azimuth: 'Azimut (°)',
        elevation: 'Höhenwinkel (°)',
        distance: 'Abstand (m)',
        fieldOfView: 'Bildwinkel (°)',
        targetX: 'Ziel X (m)',
        targetY: 'Ziel Y (m)',
        targetZ: 'Ziel Z (m)',
        toneMapping: 'Tone-Mapping',
        exposure: 'Belichtung',
        background: 'Hintergrundfarbe',
      },
      options: {
        view: {
          orbit: 'Orbit',
          front: 'Vorne',
          back: 'Hinten',
          left: 'Links',
          right: 'Rechts',
          top: 'Oben',
          bottom: 'Unten',
        },
        toneMapping: {
          none: 'Keine',
          linear: 'Linear',
          reinhard: 'Reinhard',
          aces: 'ACES Filmic',
          agx: 'AgX',
          neutral: 'Neutral',
        },
      },
    },
  },
  messages: {
    textureDownscaled: {
      size: 'Das Motiv mit {{width, number}} × {{height, number}} px wurde auf eine Textur von höchstens {{limit, number}} px Seitenlänge verkleinert',
      generic: 'Das Motiv wurde für die Textur verkleinert',
    },
    ...sceneRenderTextsDe.messages,
    modelOverTriangleBudget: {
      count: 'Das Modell hat {{triangles, number}} Dreiecke, mehr als die erlaubten {{budget, number}}',
      generic: 'Das Modell hat zu viele Dreiecke',
    },
    modelFileTooLarge: {
      size: 'Die Modelldatei hat {{bytes, number}} Bytes, mehr als {{limit, number}}',
      generic: 'Die Modelldatei ist zu groß',
    },
    unsupportedModelFile: {
      file: '{{file}} ist kein GLB-, glTF-, OBJ- oder STL-Modell',
      generic: 'Die Datei ist kein GLB-, glTF-, OBJ- oder STL-Modell',
    },
    unreadableModel: {
      reason: 'Die {{format}}-Datei lässt sich nicht lesen: {{reason}}',
      generic: 'Die Modelldatei lässt sich nicht lesen',
    },
    modelExternalResource: {
      uri: 'Das Modell verweist auf {{uri}} außerhalb der Datei; nur Modelle mit eingebetteten Daten lassen sich lesen',
      generic:
        'Das Modell verweist auf andere Dateien; nur Modelle mit eingebetteten Daten lassen sich lesen',
    },
    invalidMeshGeometry: {
      mesh: 'Das Teil {{mesh}} hat einen Punkt, der keine Zahl ist, oder ein Dreieck mit einem fehlenden Punkt',
      generic: 'Das Modell hat einen Punkt, der keine Zahl ist, oder ein Dreieck mit einem fehlenden Punkt',
    },
    tooManyLights: {
      count: 'Die Szene hätte {{count, number}} Lichter; sie fasst höchstens {{limit, number}}',
      generic: 'Die Szene hat zu viele Lichter',
    },
    tooManyScenes: {
      count: '{{count, number}} Szenen sind mehr als die {{limit, number}}, die sich zusammenführen lassen',
      generic: 'Zu viele Szenen zum Zusammenführen',
    },
    meshNotFound: {
      named: 'Kein Teil heißt {{mesh}}; die Teile heißen {{meshes}}',
      mesh: 'Kein Teil heißt {{mesh}}',
      generic: 'Kein Teil hat diesen Namen',
    },
    invalidScene: {
      generic: 'Der Eingang führt keine Szene',
    },
    modelTextureDownscaled: {
      material:
        'Die Textur des Materials {{material}} ({{width, number}} × {{height, number}} px) wurde auf höchstens {{limit, number}} px je Seite verkleinert',
      generic: 'Eine Textur des Modells wurde auf das Texturbudget verkleinert',
    },
    missingTexture: {
      material: 'Die Textur des Materials {{material}} ließ sich nicht lesen und wird weggelassen',
      generic: 'Eine Textur des Modells ließ sich nicht lesen und wird weggelassen',
    },
    meshWithoutTextureCoordinates: {
      mesh: 'Das Teil {{mesh}} hat keine Texturkoordinaten, das Motiv erscheint darauf nicht',
      generic: 'Ein Teil hat keine Texturkoordinaten, das Motiv erscheint darauf nicht',
    },
  },
  production: {},
};
