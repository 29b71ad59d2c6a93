import type { SceneRenderTexts } from './en-US';

export const sceneRenderTextsFr: SceneRenderTexts = {
  nodes: {
    render: {
      title: 'Rendu',
      inputs: { title: 'Scène' },
      outputs: { image: 'Image' },
      controls: {
        width: 'Largeur',
        height: 'Hauteur',
        dpi: 'Résolution (ppp)',
        transparent: 'Fond transparent',
      },
    },
  },
  messages: {
    missingSceneRenderer: {
      generic: 'Les scènes sont rendues quand le projet est ouvert dans l’éditeur ou exporté',
    },
    sceneImageTooLarge: {
      size: 'Un rendu de {{width, number}} × {{height, number}} pixels dépasse {{limit, number}} × {{limit, number}}',
      generic: 'Le rendu est trop grand',
    },
    sceneInvalidGeometry: {
      mesh: 'Le modèle {{mesh}} a un point ou un placement qui n’est pas un nombre',
      generic: 'La scène contient une valeur qui n’est pas un nombre',
    },
    sceneIndexOutOfRange: {
      mesh: 'Un triangle du modèle {{mesh}} utilise le point {{index, number}}, mais le modèle n’a que {{vertices, number}} points',
      generic: 'Un triangle utilise un point que le modèle n’a pas',
    },
    sceneTooLarge: {
      triangles: 'La scène a {{triangles, number}} triangles, plus de {{limit, number}}',
      meshes: 'La scène a {{meshes, number}} modèles, plus de {{limit, number}}',
      generic: 'La scène est trop grande pour être rendue',
    },
    sceneTextureTooLarge: {
      size: 'Une texture fait {{width, number}} × {{height, number}} pixels, plus que {{limit, number}} × {{limit, number}}',
      generic: 'Une texture est trop grande',
    },
    sceneUnknownEnvironment: {
      named: 'Il n’existe pas d’environnement nommé {{environment}}',
      generic: 'L’environnement est inconnu',
    },
    sceneRenderTimeout: {
      seconds: 'Le rendu a pris plus de {{seconds, number}} s et a été interrompu',
      generic: 'Le rendu a pris trop de temps et a été interrompu',
    },
    sceneRenderFailed: { generic: 'La scène n’a pas pu être rendue sur cet appareil' },
  },
};
