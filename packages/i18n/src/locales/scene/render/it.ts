import type { SceneRenderTexts } from './en-US';

export const sceneRenderTextsIt: SceneRenderTexts = {
  nodes: {
    render: {
      title: 'Render',
      inputs: { title: 'Scena' },
      outputs: { image: 'Immagine' },
      controls: {
        width: 'Larghezza',
        height: 'Altezza',
        dpi: 'Risoluzione (dpi)',
        transparent: 'Sfondo trasparente',
      },
    },
  },
  messages: {
    missingSceneRenderer: {
      generic: 'Le scene vengono renderizzate quando il progetto è aperto nell’editor o esportato',
    },
    sceneImageTooLarge: {
      size: 'Un render di {{width, number}} × {{height, number}} pixel supera {{limit, number}} × {{limit, number}}',
      generic: 'Il render è troppo grande',
    },
    sceneInvalidGeometry: {
      mesh: 'Il modello {{mesh}} ha un punto o un posizionamento che non è un numero',
      generic: 'La scena contiene un valore che non è un numero',
    },
    sceneIndexOutOfRange: {
      mesh: 'Un triangolo del modello {{mesh}} usa il punto {{index, number}}, ma il modello ha {{vertices, number}} punti',
      generic: 'Un triangolo usa un punto che il modello non ha',
    },
    sceneTooLarge: {
      triangles: 'La scena ha {{triangles, number}} triangoli, più di {{limit, number}}',
      meshes: 'La scena ha {{meshes, number}} modelli, più di {{limit, number}}',
      generic: 'La scena è troppo grande per il render',
    },
    sceneTextureTooLarge: {
      size: 'Una texture misura {{width, number}} × {{height, number}} pixel, più di {{limit, number}} × {{limit, number}}',
      generic: 'Una texture è troppo grande',
    },
    sceneUnknownEnvironment: {
      named: 'Non esiste un ambiente chiamato {{environment}}',
      generic: 'L’ambiente è sconosciuto',
    },
    sceneRenderTimeout: {
      seconds: 'Il render ha richiesto più di {{seconds, number}} s ed è stato interrotto',
      generic: 'Il render ha richiesto troppo tempo ed è stato interrotto',
    },
    sceneRenderFailed: { generic: 'Non è stato possibile renderizzare la scena su questo dispositivo' },
  },
};
