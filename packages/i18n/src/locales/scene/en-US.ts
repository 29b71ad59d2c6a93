// Texts of 3D: scene nodes, materials, lights, environments, the camera and the render node:
// the family's name and categories in the node menu (`node.family.scene`), its nodes' labels
// (`node.scene.<node>`, the keys packages/nodes builds with `nodeLabels`), the node messages it
// adds (`node.messages`, by code in camel case; list each code in `sceneMessageCodes`) and texts
// of the 3D editor and other 3D screens (`scene.*`). American English is the reference: the
// other locales of this folder fill the same shape.
import { sceneRenderMessageCodes, sceneRenderTextsEnUS } from './render/en-US';

export const sceneTextsEnUS = {
  family: {
    title: '3D',
    categories: {
      sources: 'Models',
      arrange: 'Arrange',
      surface: 'Materials',
      lighting: 'Lighting',
      camera: 'Camera',
      output: 'Output',
    },
  },
  nodes: {
    ...sceneRenderTextsEnUS.nodes,
    primitive: {
      title: 'Primitive',
      outputs: {
        scene: 'Scene',
      },
      controls: {
        shape: 'Shape',
        width: 'Width or radius (m)',
        height: 'Height or tube radius (m)',
        depth: 'Depth (m)',
        segments: 'Segments',
        heightSegments: 'Height segments',
        colour: 'Color',
        roughness: 'Roughness',
        metalness: 'Metalness',
      },
      options: {
        shape: {
          plane: 'Plane',
          box: 'Box',
          sphere: 'Sphere',
          cylinder: 'Cylinder',
          torus: 'Torus',
        },
      },
    },
    sampleModel: {
      title: 'Sample product',
      outputs: {
        scene: 'Scene',
      },
      controls: {
        model: 'Product',
        polyCount: 'Polygon count',
        includeMaterials: 'Include materials',
      },
      options: {
        model: {
          't-shirt': 'T-shirt',
          mug: 'Mug',
          'tote-bag': 'Tote bag',
          cap: 'Cap',
          cushion: 'Cushion',
        },
        polyCount: {
          low: 'Low',
          medium: 'Medium',
          high: 'High',
        },
      },
      descriptions: {
        polyCount: 'How many polygons the sample model has: more looks smoother and costs more to draw',
        includeMaterials: "Keep the model's own materials; off gives it the node's default material",
      },
    },
    model: {
      title: '3D model',
      outputs: {
        scene: 'Scene',
      },
      controls: {
        file: 'Model file',
        includeMaterials: 'Include materials',
        units: 'Units',
      },
      options: {
        units: {
          file: 'As the file says',
          metres: 'Meters',
          centimetres: 'Centimeters',
          millimetres: 'Millimeters',
          inches: 'Inches',
        },
      },
      descriptions: {
        includeMaterials: "Keep the model's own materials; off gives it the node's default material",
      },
    },
    transform: {
      title: 'Transform 3D',
      inputs: {
        title: 'Scene',
      },
      outputs: {
        scene: 'Scene',
      },
      controls: {
        translateX: 'Move X (m)',
        translateY: 'Move Y (m)',
        translateZ: 'Move Z (m)',
        rotateX: 'Rotate X (°)',
        rotateY: 'Rotate Y (°)',
        rotateZ: 'Rotate Z (°)',
        scale: 'Scale',
        scaleX: 'Scale X',
        scaleY: 'Scale Y',
        scaleZ: 'Scale Z',
      },
    },
    combine: {
      title: 'Combine scenes',
      inputs: {
        title: 'Scene 1',
        scene2: 'Scene 2',
        scene3: 'Scene 3',
        scene4: 'Scene 4',
        scene5: 'Scene 5',
        scene6: 'Scene 6',
        scene7: 'Scene 7',
        scene8: 'Scene 8',
      },
      outputs: {
        scene: 'Scene',
      },
    },
    material: {
      title: 'Material',
      inputs: {
        title: 'Scene',
        image: 'Design',
      },
      outputs: {
        scene: 'Scene',
      },
      controls: {
        meshName: 'Part (empty: all)',
        colour: 'Color',
        roughness: 'Roughness',
        metalness: 'Metalness',
        sheen: 'Fabric sheen',
        opacity: 'Opacity',
        offsetU: 'Design offset across',
        offsetV: 'Design offset up',
        repeatU: 'Design repeats across',
        repeatV: 'Design repeats up',
        rotation: 'Design rotation (°)',
        repeatDesign: 'Repeat the design',
      },
    },
    light: {
      title: 'Light',
      inputs: {
        title: 'Scene',
      },
      outputs: {
        scene: 'Scene',
      },
      controls: {
        kind: 'Kind',
        colour: 'Color',
        intensity: 'Intensity',
        positionX: 'Position X (m)',
        positionY: 'Position Y (m)',
        positionZ: 'Position Z (m)',
        targetX: 'Target X (m)',
        targetY: 'Target Y (m)',
        targetZ: 'Target Z (m)',
        angle: 'Cone angle (°)',
        shadows: 'Cast shadows',
      },
      options: {
        kind: {
          ambient: 'Ambient',
          directional: 'Directional (sun)',
          point: 'Point (bulb)',
          spot: 'Spot',
        },
      },
    },
    environment: {
      title: 'Environment',
      inputs: {
        title: 'Scene',
      },
      outputs: {
        scene: 'Scene',
      },
      controls: {
        environment: 'Environment',
        intensity: 'Intensity',
        rotation: 'Rotation (°)',
        visibleBackground: 'Show as background',
      },
      options: {
        environment: {
          none: 'None',
          studio: 'Studio',
          city: 'City',
          sunset: 'Sunset',
          forest: 'Forest',
          warehouse: 'Warehouse',
          park: 'Park',
        },
      },
    },
    camera: {
      title: 'Camera',
      inputs: {
        title: 'Scene',
      },
      outputs: {
        scene: 'Scene',
      },
      controls: {
        view: 'View',
        azimuth: 'Azimuth (°)',
        elevation: 'Elevation (°)',
        distance: 'Distance (m)',
        fieldOfView: 'Field of view (°)',
        targetX: 'Target X (m)',
        targetY: 'Target Y (m)',
        targetZ: 'Target Z (m)',
        toneMapping: 'Tone mapping',
        exposure: 'Exposure',
        background: 'Background color',
      },
      options: {
        view: {
          orbit: 'Orbit',
          front: 'Front',
          back: 'Back',
          left: 'Left',
          right: 'Right',
          top: 'Top',
          bottom: 'Bottom',
        },
        toneMapping: {
          none: 'None',
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
      size: 'The {{width, number}} × {{height, number}} px design was scaled down to fit a texture of at most {{limit, number}} px a side',
      generic: 'The design was scaled down to fit the texture budget',
    },
    ...sceneRenderTextsEnUS.messages,
    modelOverTriangleBudget: {
      count: 'The model has {{triangles, number}} triangles, more than the budget of {{budget, number}}',
      generic: 'The model has too many triangles',
    },
    modelFileTooLarge: {
      size: 'The model file has {{bytes, number}} bytes, more than {{limit, number}}',
      generic: 'The model file is too large',
    },
    unsupportedModelFile: {
      file: '{{file}} is not a GLB, glTF, OBJ or STL model',
      generic: 'The file is not a GLB, glTF, OBJ or STL model',
    },
    unreadableModel: {
      reason: 'The {{format}} file cannot be read: {{reason}}',
      generic: 'The model file cannot be read',
    },
    modelExternalResource: {
      uri: 'The model refers to {{uri}} outside the file; only models with everything embedded can be read',
      generic: 'The model refers to files outside itself; only models with everything embedded can be read',
    },
    invalidMeshGeometry: {
      mesh: 'The part {{mesh}} has a point that is not a number or a triangle using a missing point',
      generic: 'The model has a point that is not a number or a triangle using a missing point',
    },
    tooManyLights: {
      count: 'The scene would have {{count, number}} lights; it holds at most {{limit, number}}',
      generic: 'The scene has too many lights',
    },
    tooManyScenes: {
      count: '{{count, number}} scenes are more than the {{limit, number}} a combination takes',
      generic: 'Too many scenes to combine',
    },
    meshNotFound: {
      named: 'No part is named {{mesh}}; the parts are {{meshes}}',
      mesh: 'No part is named {{mesh}}',
      generic: 'No part has that name',
    },
    invalidScene: {
      generic: 'The input does not carry a scene',
    },
    modelTextureDownscaled: {
      material:
        'The {{width, number}} × {{height, number}} px texture of the material {{material}} was scaled down to at most {{limit, number}} px a side',
      generic: 'A texture of the model was scaled down to fit the texture budget',
    },
    missingTexture: {
      material: 'The texture of the material {{material}} could not be read and is left off',
      generic: 'A texture of the model could not be read and is left off',
    },
    meshWithoutTextureCoordinates: {
      mesh: 'The part {{mesh}} has no texture coordinates, so the design does not show on it',
      generic: 'A part has no texture coordinates, so the design does not show on it',
    },
  },
  production: {},
};

export type SceneTexts = typeof sceneTextsEnUS;

/** Node message codes the 3D nodes and kernel raise, each with texts under `messages`. */
export const sceneMessageCodes = [
  ...sceneRenderMessageCodes,
  'model-over-triangle-budget',
  'model-file-too-large',
  'unsupported-model-file',
  'unreadable-model',
  'model-external-resource',
  'invalid-mesh-geometry',
  'too-many-lights',
  'too-many-scenes',
  'mesh-not-found',
  'invalid-scene',
  'missing-texture',
  'mesh-without-texture-coordinates',
  'texture-downscaled',
  'model-texture-downscaled',
] as const;
