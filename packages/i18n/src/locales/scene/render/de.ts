import type { SceneRenderTexts } from './en-US';

export const sceneRenderTextsDe: SceneRenderTexts = {
  nodes: {
    render: {
      title: 'Rendern',
      inputs: { title: 'Szene' },
      outputs: { image: 'Bild' },
      controls: {
        width: 'Breite',
        height: 'Höhe',
        dpi: 'Auflösung (dpi)',
        transparent: 'Transparenter Hintergrund',
      },
    },
  },
  messages: {
    missingSceneRenderer: {
      generic: 'Szenen werden gerendert, wenn das Projekt im Editor geöffnet oder exportiert wird',
    },
    sceneImageTooLarge: {
      size: 'Ein Rendering von {{width, number}} × {{height, number}} Pixeln ist größer als {{limit, number}} × {{limit, number}}',
      generic: 'Das Rendering ist zu groß',
    },
    sceneInvalidGeometry: {
      mesh: 'Das Modell {{mesh}} hat einen Punkt oder eine Platzierung, die keine Zahl ist',
      generic: 'Die Szene enthält einen ungültigen Zahlenwert',
    },
    sceneIndexOutOfRange: {
      mesh: 'Ein Dreieck des Modells {{mesh}} verwendet Punkt {{index, number}}, das Modell hat aber {{vertices, number}} Punkte',
      generic: 'Ein Dreieck verwendet einen Punkt, den das Modell nicht hat',
    },
    sceneTooLarge: {
      triangles: 'Die Szene hat {{triangles, number}} Dreiecke, mehr als {{limit, number}}',
      meshes: 'Die Szene hat {{meshes, number}} Modelle, mehr als {{limit, number}}',
      generic: 'Die Szene ist zu groß zum Rendern',
    },
    sceneTextureTooLarge: {
      size: 'Eine Textur hat {{width, number}} × {{height, number}} Pixel, mehr als {{limit, number}} × {{limit, number}}',
      generic: 'Eine Textur ist zu groß',
    },
    sceneUnknownEnvironment: {
      named: 'Es gibt keine Umgebung namens {{environment}}',
      generic: 'Die Umgebung ist unbekannt',
    },
    sceneRenderTimeout: {
      seconds: 'Das Rendern dauerte länger als {{seconds, number}} s und wurde abgebrochen',
      generic: 'Das Rendern dauerte zu lange und wurde abgebrochen',
    },
    sceneRenderFailed: { generic: 'Die Szene konnte auf diesem Gerät nicht gerendert werden' },
  },
};
