import type { SceneTexts } from './en-US';
import { sceneRenderTextsFr } from './render/fr';

export const sceneTextsFr: SceneTexts = {
  family: {
    title: '3D',
    categories: {
      sources: 'Modèles',
      arrange: 'Disposer',
      surface: 'Matières',
      lighting: 'Éclairage',
      camera: 'Caméra',
      output: 'Sortie',
    },
  },
  nodes: {
    ...sceneRenderTextsFr.nodes,
    primitive: {
      title: 'Forme simple',
      outputs: {
        scene: 'Scène',
      },
      controls: {
        shape: 'Forme',
        width: 'Largeur ou rayon (m)',
        height: 'Hauteur ou rayon du tube (m)',
        depth: 'Profondeur (m)',
        segments: 'Segments',
        heightSegments: 'Segments en hauteur',
        colour: 'Couleur',
        roughness: 'Rugosité',
        metalness: 'Aspect métallique',
      },
      options: {
        shape: {
          plane: 'Plan',
          box: 'Pavé',
          sphere: 'Sphère',
          cylinder: 'Cylindre',
          torus: 'Tore',
        },
      },
    },
    sampleModel: {
      title: 'Produit exemple',
      outputs: {
        scene: 'Scène',
      },
      controls: {
        model: 'Produit',
        polyCount: 'Nombre de polygones',
        includeMaterials: 'Garder les matières',
      },
      options: {
        model: {
          't-shirt': 'T-shirt',
          mug: 'Mug',
          'tote-bag': 'Tote bag',
          cap: 'Casquette',
          cushion: 'Coussin',
        },
        polyCount: {
          low: 'Faible',
          medium: 'Moyen',
          high: 'Élevé',
        },
      },
      descriptions: {
        polyCount:
          'Nombre de polygones du modèle exemple : davantage donne un rendu plus lisse mais coûte plus à dessiner',
        includeMaterials:
          'Garder les matières du modèle ; désactivé, il reçoit la matière par défaut du nœud',
      },
    },
    model: {
      title: 'Modèle 3D',
      outputs: {
        scene: 'Scène',
      },
      controls: {
        file: 'Fichier du modèle',
        includeMaterials: 'Garder les matières',
        units: 'Unités',
      },
      options: {
        units: {
          file: 'Selon le fichier',
          metres: 'Mètres',
          centimetres: 'Centimètres',
          millimetres: 'Millimètres',
          inches: 'Pouces',
        },
      },
      descriptions: {
        includeMaterials:
          'Garder les matières du modèle ; désactivé, il reçoit la matière par défaut du nœud',
      },
    },
    transform: {
      title: 'Transformer en 3D',
      inputs: {
        title: 'Scène',
      },
      outputs: {
        scene: 'Scène',
      },
      controls: {
        translateX: 'Déplacer X (m)',
        translateY: 'Déplacer Y (m)',
        translateZ: 'Déplacer Z (m)',
        rotateX: 'Pivoter X (°)',
        rotateY: 'Pivoter Y (°)',
        rotateZ: 'Pivoter Z (°)',
        scale: 'Échelle',
        scaleX: 'Échelle X',
        scaleY: 'Échelle Y',
        scaleZ: 'Échelle Z',
      },
    },
    combine: {
      title: 'Combiner des scènes',
      inputs: {
        title: 'Scène 1',
        scene2: 'Scène 2',
        scene3: 'Scène 3',
        scene4: 'Scène 4',
        scene5: 'Scène 5',
        scene6: 'Scène 6',
        scene7: 'Scène 7',
        scene8: 'Scène 8',
      },
      outputs: {
        scene: 'Scène',
      },
    },
    material: {
      title: 'Matière',
      inputs: {
        title: 'Scène',
        image: 'Motif',
      },
      outputs: {
        scene: 'Scène',
      },
      controls: {
        meshName: 'Pièce (vide : toutes)',
        colour: 'Couleur',
        roughness: 'Rugosité',
        metalness: 'Aspect métallique',
        sheen: 'Reflet du tissu',
        opacity: 'Opacité',
        offsetU: 'Décalage horizontal du motif',
        offsetV: 'Décalage vertical du motif',
        repeatU: 'Raccords horizontaux du motif',
        repeatV: 'Raccords verticaux du motif',
        rotation: 'Rotation du motif (°)',
        repeatDesign: 'Répéter le motif',
      },
    },
    light: {
      title: 'Lumière',
      inputs: {
        title: 'Scène',
      },
      outputs: {
        scene: 'Scène',
      },
      controls: {
        kind: 'Type',
        colour: 'Couleur',
        intensity: 'Intensité',
        positionX: 'Position X (m)',
        positionY: 'Position Y (m)',
        positionZ: 'Position Z (m)',
        targetX: 'Cible X (m)',
        targetY: 'Cible Y (m)',
        targetZ: 'Cible Z (m)',
        angle: 'Angle du cône (°)',
        shadows: 'Projeter des ombres',
      },
      options: {
        kind: {
          ambient: 'Ambiante',
          directional: 'Directionnelle (soleil)',
          point: 'Ponctuelle (ampoule)',
          spot: 'Spot',
        },
      },
    },
    environment: {
      title: 'Environnement',
      inputs: {
        title: 'Scène',
      },
      outputs: {
        scene: 'Scène',
      },
      controls: {
        environment: 'Environnement',
        intensity: 'Intensité',
        rotation: 'Rotation (°)',
        visibleBackground: 'Afficher en arrière-plan',
      },
      options: {
        environment: {
          none: 'Aucun',
          studio: 'Studio',
          city: 'Ville',
          sunset: 'Coucher de soleil',
          forest: 'Forêt',
          warehouse: 'Entrepôt',
          park: 'Parc',
        },
      },
    },
    camera: {
      title: 'Caméra',
      inputs: {
        title: 'Scène',
      },
      outputs: {
        scene: 'Scène',
      },
      controls: {
        view: 'Vue',
        azimuth: 'Azimut (°)',
        elevation: 'Élévation (°)',
        distance: 'Distance (m)',
        fieldOfView: 'Champ de vision (°)',
        targetX: 'Cible X (m)',
        targetY: 'Cible Y (m)',
        targetZ: 'Cible Z (m)',
        toneMapping: 'Mappage des tons',
        exposure: 'Exposition',
        background: "Couleur d'arrière-plan",
      },
      options: {
        view: {
          orbit: 'Orbite',
          front: 'Face',
          back: 'Dos',
          left: 'Gauche',
          right: 'Droite',
          top: 'Dessus',
          bottom: 'Dessous',
        },
        toneMapping: {
          none: 'Aucun',
          linear: 'Linéaire',
          reinhard: 'Reinhard',
          aces: 'ACES Filmic',
          agx: 'AgX',
          neutral: 'Neutre',
        },
      },
    },
  },
  messages: {
    textureDownscaled: {
      size: 'Le motif de {{width, number}} × {{height, number}} px a été réduit pour tenir dans une texture d’au plus {{limit, number}} px de côté',
      generic: 'Le motif a été réduit pour tenir dans la texture',
    },
    ...sceneRenderTextsFr.messages,
    modelOverTriangleBudget: {
      count: 'Le modèle compte {{triangles, number}} triangles, plus que les {{budget, number}} autorisés',
      generic: 'Le modèle a trop de triangles',
    },
    modelFileTooLarge: {
      size: 'Le fichier du modèle fait {{bytes, number}} octets, plus que {{limit, number}}',
      generic: 'Le fichier du modèle est trop volumineux',
    },
    unsupportedModelFile: {
      file: "{{file}} n'est pas un modèle GLB, glTF, OBJ ou STL",
      generic: "Le fichier n'est pas un modèle GLB, glTF, OBJ ou STL",
    },
    unreadableModel: {
      reason: 'Le fichier {{format}} est illisible : {{reason}}',
      generic: 'Le fichier du modèle est illisible',
    },
    modelExternalResource: {
      uri: 'Le modèle renvoie à {{uri}} hors du fichier ; seuls les modèles aux données intégrées sont lus',
      generic: "Le modèle renvoie à d'autres fichiers ; seuls les modèles aux données intégrées sont lus",
    },
    invalidMeshGeometry: {
      mesh: "La pièce {{mesh}} a un point qui n'est pas un nombre ou un triangle utilisant un point absent",
      generic: "Le modèle a un point qui n'est pas un nombre ou un triangle utilisant un point absent",
    },
    tooManyLights: {
      count: 'La scène aurait {{count, number}} lumières ; elle en contient au plus {{limit, number}}',
      generic: 'La scène a trop de lumières',
    },
    tooManyScenes: {
      count: '{{count, number}} scènes, c’est plus que les {{limit, number}} combinables',
      generic: 'Trop de scènes à combiner',
    },
    meshNotFound: {
      named: 'Aucune pièce ne s’appelle {{mesh}} ; les pièces sont {{meshes}}',
      mesh: 'Aucune pièce ne s’appelle {{mesh}}',
      generic: 'Aucune pièce ne porte ce nom',
    },
    invalidScene: {
      generic: "L'entrée ne porte pas de scène",
    },
    modelTextureDownscaled: {
      material:
        'La texture de la matière {{material}} ({{width, number}} × {{height, number}} px) a été réduite à {{limit, number}} px de côté au plus',
      generic: 'Une texture du modèle a été réduite pour tenir dans le budget de textures',
    },
    missingTexture: {
      material: "La texture de la matière {{material}} est illisible et n'est pas appliquée",
      generic: "Une texture du modèle est illisible et n'est pas appliquée",
    },
    meshWithoutTextureCoordinates: {
      mesh: "La pièce {{mesh}} n'a pas de coordonnées de texture : le motif n'y apparaît pas",
      generic: "Une pièce n'a pas de coordonnées de texture : le motif n'y apparaît pas",
    },
  },
  production: {},
};
