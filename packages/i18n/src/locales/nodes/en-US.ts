// Texts of the node library: every node's title, inputs, outputs, controls, dropdown options and
// modes under `node.<family>.<node>` (the keys packages/nodes builds with `nodeLabels`), the
// families and categories of the node menu under `node.family`, and the node messages under
// `node.messages`, by message code in camel case.
//
// A message code holds one or more texts, the most specific first and `generic` last: the
// interface shows the first whose placeholders the message's values all fill (see
// `nodeMessageText` in ../../node-messages.ts). Every locale keeps the placeholders of each text.
// American English is the reference: the other locales of this folder fill the same shape.
import { knitTextsEnUS } from '../knit/en-US';
import { jacquardTextsEnUS } from '../jacquard/en-US';
import { plotterTextsEnUS } from '../plotter/en-US';
import { sceneTextsEnUS } from '../scene/en-US';

export const nodeMessagesEnUS = {
  node: {
    family: {
      image: {
        title: 'Image',
        categories: {
          sources: 'Sources',
          transform: 'Transform',
          filters: 'Filters',
          adjustments: 'Adjustments',
          channels: 'Channels',
          colours: 'Colors',
          output: 'Output',
        },
      },
      vector: {
        title: 'Vector',
        categories: {
          shapes: 'Shapes',
          sources: 'Sources',
          arrange: 'Arrange',
          paths: 'Paths',
          output: 'Output',
        },
      },
      embroidery: {
        title: 'Embroidery',
        categories: {
          stitches: 'Stitches',
          plan: 'Stitch plan',
          output: 'Output',
        },
      },
      knit: knitTextsEnUS.family,
      jacquard: jacquardTextsEnUS.family,
      plotter: plotterTextsEnUS.family,
      scene: sceneTextsEnUS.family,
    },
    image: {
      loadImage: {
        title: 'Load image',
        outputs: { image: 'Image' },
        controls: { file: 'Image file' },
      },
      solidColour: {
        title: 'Solid color',
        outputs: { image: 'Image' },
        controls: { width: 'Width', height: 'Height', dpi: 'Resolution (dpi)', colour: 'Color' },
      },
      gradient: {
        title: 'Gradient',
        outputs: { image: 'Image' },
        controls: {
          width: 'Width',
          height: 'Height',
          dpi: 'Resolution (dpi)',
          gradient: 'Gradient',
          angle: 'Angle',
          radius: 'Radius',
        },
        options: { mode: { linear: 'Linear', radial: 'Radial' } },
      },
      resize: {
        title: 'Resize',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { width: 'Width', height: 'Height', filter: 'Resampling' },
        options: {
          filter: {
            nearest: 'Nearest neighbor',
            bilinear: 'Bilinear',
            mitchell: 'Mitchell',
            lanczos3: 'Lanczos 3',
          },
        },
      },
      crop: {
        title: 'Crop',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { left: 'Left', top: 'Top', width: 'Width', height: 'Height' },
      },
      rotateFlip: {
        title: 'Rotate and flip',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: {
          angle: 'Angle',
          flipHorizontal: 'Flip horizontally',
          flipVertical: 'Flip vertically',
          background: 'Background',
        },
      },
      gaussianBlur: {
        title: 'Gaussian blur',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { sigma: 'Radius (sigma)' },
      },
      boxBlur: {
        title: 'Box blur',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { radius: 'Radius' },
      },
      sharpen: {
        title: 'Sharpen',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { sigma: 'Radius (sigma)', amount: 'Amount', threshold: 'Threshold' },
      },
      brightnessContrast: {
        title: 'Brightness and contrast',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { brightness: 'Brightness', contrast: 'Contrast' },
      },
      levels: {
        title: 'Levels',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: {
          inputBlack: 'Input black',
          inputWhite: 'Input white',
          gamma: 'Gamma',
          outputBlack: 'Output black',
          outputWhite: 'Output white',
        },
      },
      curves: {
        title: 'Curves',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { channel: 'Channel', points: 'Points (input,output)' },
        options: { channel: { rgb: 'RGB', red: 'Red', green: 'Green', blue: 'Blue' } },
      },
      hueSaturationLightness: {
        title: 'Hue, saturation and lightness',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { hue: 'Hue', saturation: 'Saturation', lightness: 'Lightness' },
      },
      invert: {
        title: 'Invert',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
      },
      threshold: {
        title: 'Threshold',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { level: 'Level' },
      },
      posterize: {
        title: 'Posterize',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { levels: 'Levels per channel' },
      },
      channelSplit: {
        title: 'Split channels',
        inputs: { title: 'Image' },
        outputs: { red: 'Red', green: 'Green', blue: 'Blue', alpha: 'Alpha' },
      },
      channelMerge: {
        title: 'Merge channels',
        inputs: { title: 'Red', green: 'Green', blue: 'Blue', alpha: 'Alpha' },
        outputs: { image: 'Image' },
      },
      blend: {
        title: 'Blend',
        inputs: { title: 'Backdrop', layer: 'Layer', mask: 'Mask' },
        outputs: { image: 'Image' },
        controls: { mode: 'Blend mode', opacity: 'Opacity' },
        options: {
          mode: {
            normal: 'Normal',
            multiply: 'Multiply',
            screen: 'Screen',
            overlay: 'Overlay',
            darken: 'Darken',
            lighten: 'Lighten',
            'colour-dodge': 'Color dodge',
            'colour-burn': 'Color burn',
            'hard-light': 'Hard light',
            'soft-light': 'Soft light',
            difference: 'Difference',
            exclusion: 'Exclusion',
            hue: 'Hue',
            saturation: 'Saturation',
            colour: 'Color',
            luminosity: 'Luminosity',
          },
        },
      },
      paletteExtraction: {
        title: 'Extract palette',
        inputs: { title: 'Image' },
        outputs: { palette: 'Palette' },
        controls: { colours: 'Colors', method: 'Method' },
        options: { method: { 'median-cut': 'Median cut', 'k-means': 'k-means' } },
      },
      paletteReduction: {
        title: 'Reduce colors',
        inputs: { title: 'Image' },
        outputs: { image: 'Image', palette: 'Palette' },
        controls: { colours: 'Colors', method: 'Method', palette: 'Palette' },
        options: {
          method: { 'median-cut': 'Median cut', 'k-means': 'k-means' },
          mode: { computed: 'From the image', fixed: 'Fixed palette' },
        },
      },
      dither: {
        title: 'Dither',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { method: 'Method', palette: 'Palette', serpentine: 'Serpentine' },
        options: {
          method: {
            'ordered-2x2': 'Ordered 2 × 2',
            'ordered-4x4': 'Ordered 4 × 4',
            'ordered-8x8': 'Ordered 8 × 8',
            'floyd-steinberg': 'Floyd–Steinberg',
            'jarvis-judice-ninke': 'Jarvis–Judice–Ninke',
            atkinson: 'Atkinson',
          },
        },
      },
      gradientMap: {
        title: 'Gradient map',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { gradient: 'Gradient' },
      },
      export: {
        title: 'Export image',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: {
          format: 'Format',
          width: 'Width',
          height: 'Height',
          units: 'Size unit',
          dpi: 'Resolution (dpi)',
          quality: 'Quality',
        },
        options: {
          format: { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' },
          units: {
            pixels: 'Pixels',
            millimetres: 'Millimeters',
            centimetres: 'Centimeters',
            inches: 'Inches',
            feet: 'Feet',
          },
        },
      },
    },
    vector: {
      rectangle: {
        title: 'Rectangle',
        outputs: { vector: 'Drawing' },
        controls: {
          x: 'X',
          y: 'Y',
          width: 'Width',
          height: 'Height',
          cornerRadius: 'Corner radius',
          fill: 'Fill',
          stroke: 'Outline',
          strokeWidth: 'Outline width',
        },
      },
      ellipse: {
        title: 'Ellipse',
        outputs: { vector: 'Drawing' },
        controls: {
          centreX: 'Center X',
          centreY: 'Center Y',
          radiusX: 'Radius X',
          radiusY: 'Radius Y',
          fill: 'Fill',
          stroke: 'Outline',
          strokeWidth: 'Outline width',
        },
      },
      polygon: {
        title: 'Polygon',
        outputs: { vector: 'Drawing' },
        controls: {
          centreX: 'Center X',
          centreY: 'Center Y',
          radius: 'Radius',
          sides: 'Sides',
          rotation: 'Rotation',
          fill: 'Fill',
          stroke: 'Outline',
          strokeWidth: 'Outline width',
        },
      },
      star: {
        title: 'Star',
        outputs: { vector: 'Drawing' },
        controls: {
          centreX: 'Center X',
          centreY: 'Center Y',
          outerRadius: 'Outer radius',
          innerRadius: 'Inner radius',
          points: 'Points',
          rotation: 'Rotation',
          fill: 'Fill',
          stroke: 'Outline',
          strokeWidth: 'Outline width',
        },
      },
      line: {
        title: 'Line',
        outputs: { vector: 'Drawing' },
        controls: {
          x1: 'Start X',
          y1: 'Start Y',
          x2: 'End X',
          y2: 'End Y',
          stroke: 'Outline',
          strokeWidth: 'Outline width',
        },
      },
      svgImport: {
        title: 'Import SVG',
        outputs: { vector: 'Drawing' },
        controls: { file: 'SVG file', pixelsPerInch: 'Pixels per inch', fitWidth: 'Fit to width' },
      },
      text: {
        title: 'Text',
        outputs: { vector: 'Drawing' },
        controls: {
          text: 'Text',
          font: 'Font',
          size: 'Size',
          align: 'Alignment',
          lineHeight: 'Line height',
          letterSpacing: 'Letter spacing',
          kerning: 'Kerning',
          x: 'X',
          y: 'Y',
          fill: 'Fill',
        },
        options: {
          font: {
            'lato-regular': 'Lato',
            'lato-bold': 'Lato Bold',
            'noto-serif-regular': 'Noto Serif',
            'noto-serif-bold': 'Noto Serif Bold',
            'pacifico-regular': 'Pacifico',
          },
          align: { left: 'Left', centre: 'Center', right: 'Right' },
        },
      },
      trace: {
        title: 'Trace image',
        inputs: { title: 'Image' },
        outputs: { vector: 'Drawing', palette: 'Palette' },
        controls: {
          colours: 'Colors',
          mode: 'Outlines',
          smoothing: 'Smoothing',
          minimumArea: 'Minimum area (pixels)',
          stacked: 'Stack colors',
          omitLargest: 'Leave out the background',
        },
        options: { mode: { curves: 'Curves', polygons: 'Polygons' } },
      },
      transform: {
        title: 'Transform',
        inputs: { title: 'Drawing' },
        outputs: { vector: 'Drawing' },
        controls: {
          translateX: 'Move X',
          translateY: 'Move Y',
          scaleX: 'Scale X (%)',
          scaleY: 'Scale Y (%)',
          rotation: 'Rotation',
          skewX: 'Skew X',
          skewY: 'Skew Y',
          origin: 'Pivot',
        },
        options: { origin: { centre: 'Center of the shapes', origin: 'Origin' } },
      },
      repeat: {
        title: 'Repeat',
        inputs: { title: 'Motif' },
        outputs: { vector: 'Drawing' },
        controls: {
          count: 'Copies',
          offsetX: 'Step X',
          offsetY: 'Step Y',
          rotation: 'Rotation per copy',
          scale: 'Scale per copy (%)',
        },
      },
      tile: {
        title: 'Tile',
        inputs: { title: 'Motif' },
        outputs: { vector: 'Drawing' },
        controls: {
          layout: 'Layout',
          columns: 'Columns',
          rows: 'Rows',
          spacingX: 'Horizontal spacing',
          spacingY: 'Vertical spacing',
          rotation: 'Rotation',
          rotationStep: 'Rotation step',
        },
        options: { layout: { grid: 'Grid', brick: 'Brick', 'half-drop': 'Half drop' } },
      },
      boolean: {
        title: 'Combine shapes',
        inputs: { title: 'Drawing', with: 'With' },
        outputs: { vector: 'Drawing' },
        controls: { operation: 'Operation', tolerance: 'Tolerance' },
        options: {
          operation: {
            union: 'Union',
            intersection: 'Intersection',
            difference: 'Difference',
            exclusion: 'Exclusion',
          },
        },
      },
      offset: {
        title: 'Offset',
        inputs: { title: 'Drawing' },
        outputs: { vector: 'Drawing' },
        controls: {
          distance: 'Distance',
          join: 'Corners',
          miterLimit: 'Miter limit',
          tolerance: 'Tolerance',
        },
        options: { join: { round: 'Round', miter: 'Miter', square: 'Square' } },
      },
      simplify: {
        title: 'Simplify',
        inputs: { title: 'Drawing' },
        outputs: { vector: 'Drawing' },
        controls: { tolerance: 'Tolerance' },
      },
      smooth: {
        title: 'Smooth',
        inputs: { title: 'Drawing' },
        outputs: { vector: 'Drawing' },
        controls: { method: 'Method', smoothness: 'Smoothness', iterations: 'Passes' },
        options: { method: { 'catmull-rom': 'Catmull–Rom', chaikin: 'Chaikin' } },
      },
      cleanUp: {
        title: 'Clean up',
        inputs: { title: 'Drawing' },
        outputs: { vector: 'Drawing' },
        controls: { mode: 'Self-intersecting shapes' },
        options: { mode: { resolve: 'Rebuild as clean outlines', remove: 'Remove' } },
      },
      export: {
        title: 'Export SVG',
        inputs: { title: 'Drawing' },
        outputs: { vector: 'Drawing' },
        controls: { margin: 'Margin' },
      },
    },
    embroidery: {
      fill: {
        title: 'Fill stitch',
        inputs: { title: 'Shapes' },
        outputs: { plan: 'Stitch plan' },
        controls: {
          angle: 'Angle',
          rowSpacing: 'Row spacing',
          maxStitchLength: 'Maximum stitch length',
          stagger: 'Stagger',
          underlay: 'Underlay',
          trimJumpLength: 'Trim jumps from',
        },
      },
      satin: {
        title: 'Satin stitch',
        inputs: { title: 'Columns' },
        outputs: { plan: 'Stitch plan' },
        controls: {
          width: 'Column width',
          spacing: 'Stitch spacing',
          pullCompensation: 'Pull compensation',
          centreWalk: 'Center-walk underlay',
          contour: 'Contour underlay',
          zigzag: 'Zigzag underlay',
          trimJumpLength: 'Trim jumps from',
        },
      },
      runningStitch: {
        title: 'Running stitch',
        inputs: { title: 'Lines' },
        outputs: { plan: 'Stitch plan' },
        controls: { style: 'Style', stitchLength: 'Stitch length', trimJumpLength: 'Trim jumps from' },
        options: { style: { running: 'Running', bean: 'Bean (triple)' } },
      },
      combine: {
        title: 'Combine plans',
        inputs: {
          title: 'Plan 1',
          plan2: 'Plan 2',
          plan3: 'Plan 3',
          plan4: 'Plan 4',
          plan5: 'Plan 5',
          plan6: 'Plan 6',
          plan7: 'Plan 7',
          plan8: 'Plan 8',
        },
        outputs: { plan: 'Stitch plan' },
        controls: { trimJumpLength: 'Trim jumps from', trimAtColourChange: 'Trim at color changes' },
      },
      threadMatch: {
        title: 'Match threads',
        inputs: { title: 'Stitch plan' },
        outputs: { plan: 'Stitch plan', palette: 'Thread colors' },
        controls: { book: 'Thread chart', yarnbook: 'Yarnbook name' },
        options: { book: { company: 'Company yarnbook', brother: 'Brother', janome: 'Janome' } },
      },
      export: {
        title: 'Export embroidery',
        inputs: { title: 'Stitch plan' },
        outputs: { plan: 'Stitch plan' },
        controls: {
          format: 'Machine format',
          tooManyColours: 'Too many colors',
          hoop: 'Hoop',
          name: 'Design name',
        },
        options: {
          format: {
            dst: 'DST (Tajima)',
            pes: 'PES (Brother)',
            exp: 'EXP (Melco)',
            jef: 'JEF (Janome)',
            vp3: 'VP3 (Pfaff, Husqvarna Viking)',
          },
          tooManyColours: { refuse: 'Refuse', merge: 'Merge the closest colors' },
          hoop: {
            none: 'No hoop check',
            '100x100': '100 × 100 mm',
            '130x180': '130 × 180 mm',
            '126x110': '126 × 110 mm',
            '140x200': '140 × 200 mm',
            '160x260': '160 × 260 mm',
            '200x200': '200 × 200 mm',
            '200x300': '200 × 300 mm',
            '240x360': '240 × 360 mm',
            '360x350': '360 × 350 mm',
          },
        },
      },
      stitchedLook: {
        title: 'Stitched look',
        inputs: { title: 'Stitch plan' },
        outputs: { image: 'Image' },
        controls: {
          dpi: 'Resolution (dpi)',
          threadWidth: 'Thread width (mm)',
          margin: 'Margin (mm)',
          onFabric: 'On fabric',
          fabric: 'Fabric color',
        },
      },
      worksheet: {
        title: 'Worksheet',
        inputs: { title: 'Stitch plan' },
        outputs: { plan: 'Stitch plan' },
        controls: {
          heading: 'Heading',
          paper: 'Paper size',
          machineSpeed: 'Machine speed (stitches per minute)',
          date: 'Date (YYYY-MM-DD)',
        },
        options: { paper: { A4: 'A4', Letter: 'US Letter' } },
      },
    },
    knit: knitTextsEnUS.nodes,
    jacquard: jacquardTextsEnUS.nodes,
    plotter: plotterTextsEnUS.nodes,
    scene: sceneTextsEnUS.nodes,
    messages: {
      ...knitTextsEnUS.messages,
      ...jacquardTextsEnUS.messages,
      ...plotterTextsEnUS.messages,
      ...sceneTextsEnUS.messages,
      lowFps: {
        timed: 'Slow updates due to heavy load: the last update took {{milliseconds, number}} ms',
        generic: 'Slow updates due to heavy load',
      },
      selfIntersectingPathsRemoved: {
        counted: 'Self-intersecting paths were removed: {{count, number}}',
        generic: 'Self-intersecting paths were removed',
      },
      unknownError: { generic: 'An unknown error occurred' },
      invalidParameter: {
        range: '{{control}} must be a number from {{minimum, number}} to {{maximum, number}}',
        control: 'The value of {{control}} is not usable',
        generic: 'A value of this node is not usable',
      },
      invalidOutput: { generic: 'This node produced a result its outputs cannot carry' },
      upstreamFailed: { generic: 'A node this one depends on failed' },
      unknownNodeType: { generic: 'This node type is not available' },
      unknownNodeVersion: { generic: 'This version of the node is not available' },
      missingSourceNode: { generic: 'A wire into this node comes from a node that no longer exists' },
      missingTargetNode: { generic: 'A wire from this node leads to a node that no longer exists' },
      missingOutput: { generic: 'A wire into this node comes from an output that no longer exists' },
      missingInput: { generic: 'An input or control of this wire no longer exists' },
      socketTypeMismatch: {
        generic: 'A wire into this node joins sockets that carry different kinds of data',
      },
      inputAlreadyConnected: { generic: 'An input of this node has more than one wire' },
      cycle: { generic: 'This node is part of a loop' },
      missingGroupChild: { generic: 'A group holds a node that no longer exists' },
      nodeInTwoGroups: { generic: 'This node belongs to two groups' },
      imageTooLarge: {
        size: 'The image would be {{width, number}} × {{height, number}} pixels, more than the limit of {{maximumPixels, number}} pixels',
        limit: 'The image is larger than the limit of {{maximumPixels, number}} pixels',
        generic: 'The image is too large',
      },
      sizeMismatch: {
        input:
          '{{input}} is {{width, number}} × {{height, number}} pixels; it must be the same size as the first image, {{expectedWidth, number}} × {{expectedHeight, number}} pixels',
        generic: 'The images are not the same size',
      },
      decodeFailed: {
        file: 'The file “{{file}}” holds no image',
        format: 'Files of type {{format}} cannot be read; use PNG, JPEG or WebP',
        generic: 'The file could not be read: it is not a PNG, JPEG or WebP image, or it is damaged',
      },
      encodeFailed: {
        format: 'The image could not be written as {{format}}',
        generic: 'The image could not be written',
      },
      invalidImage: {
        input: '{{input}} does not carry a usable image',
        generic: 'The image is not usable',
      },
      missingFile: {
        file: 'The file “{{file}}” is not available; choose it again',
        generic: 'The file is not available; choose it again',
      },
      missingCodec: { generic: 'This engine cannot read or write image files' },
      invalidGeometry: { generic: 'The drawing holds a point that is not a finite number' },
      emptyGeometry: { generic: 'There is no shape to work with' },
      degenerateGeometry: {
        control: 'With this value of {{control}} the shape has no area or the line no length',
        generic: 'A shape encloses no area or a line has no length',
      },
      geometryTooLarge: {
        size: 'The drawing is {{width, number}} × {{height, number}} mm; at most {{limit, number}} mm across is supported',
        control: '{{control}} makes the shape larger than {{limit, number}} mm',
        limit: 'The drawing reaches beyond {{limit, number}} mm; at most that is supported',
        generic: 'The drawing is too large',
      },
      geometryTooComplex: {
        control: 'The result would be too complex; change {{control}}',
        generic: 'The result would be too complex: simplify the drawing or make fewer copies',
      },
      invalidSvg: {
        file: 'The file “{{file}}” holds no text, so it is not an SVG drawing',
        element: 'The file is not an SVG drawing: its outermost element is <{{element}}>',
        line: 'The SVG file is not well-formed XML (line {{line}})',
        generic: 'The file is not a readable SVG drawing',
      },
      invalidFont: {
        font: 'There is no font “{{font}}”',
        generic: 'The font could not be read',
      },
      missingGlyphs: {
        characters: 'The font has no letters for {{characters}}; they are set as blank boxes',
        generic: 'The font has no letters for some characters; they are set as blank boxes',
      },
      degeneratePathsRemoved: {
        counted: 'Paths without length or area were removed: {{count, number}}',
        generic: 'Paths without length or area were removed',
      },
      svgUnsupportedElement: {
        counted:
          'Text, images and other elements that are not shapes were left out: {{count, number}}. Convert them to paths first',
        generic:
          'Text, images and other elements that are not shapes were left out. Convert them to paths first',
      },
      svgGradientAsSolid: {
        counted: 'Gradients and patterns became solid colors: {{count, number}}',
        generic: 'Gradients and patterns became solid colors',
      },
      svgPathDataError: {
        counted: 'Paths with errors in their data were read up to the error: {{count, number}}',
        generic: 'Paths with errors in their data were read up to the error',
      },
      svgInvalidTransform: {
        counted: 'Transforms that could not be read were ignored: {{count, number}}',
        generic: 'Transforms that could not be read were ignored',
      },
      svgMissingReference: {
        counted: 'References to missing elements were left out: {{count, number}}',
        generic: 'References to missing elements were left out',
      },
      shapeTooSmall: {
        column:
          'The column is {{width, number(maximumFractionDigits: 2)}} mm wide, narrower than one stitch ({{minimum, number}} mm)',
        path: 'The path is {{length, number(maximumFractionDigits: 2)}} mm long, shorter than one stitch ({{minimum, number}} mm)',
        rows: 'The shape is smaller than one stitch of a fill with {{rowSpacing, number}} mm between rows',
        generic: 'The shape is smaller than one stitch',
      },
      designTooLarge: {
        size: 'The design is {{width, number}} × {{height, number}} mm; no machine sews more than {{limit, number}} mm in either direction',
        format: '{{format}} reaches {{limit, number}} mm across at most; the design is larger',
        generic: 'The design is larger than a machine can sew',
      },
      tooManyStitches: {
        counted: 'This would take about {{estimate, number}} stitches, more than {{limit, number}}',
        generic: 'This would take more stitches than a design may have',
      },
      tooManyColours: {
        counted:
          'The design has {{colours, number}} color blocks; {{format}} holds at most {{limit, number}}',
        generic: 'The design has more color blocks than the format holds',
      },
      hoopOverflow: {
        size: 'The design is {{width, number}} × {{height, number}} mm, larger than the {{hoopWidth, number}} × {{hoopHeight, number}} mm hoop',
        generic: 'The design is larger than the hoop',
      },
      emptyStitchPlan: { generic: 'The stitch plan has no stitches' },
      yarnbookNotFound: {
        named: 'Your company has no yarnbook named “{{yarnbook}}”',
        generic: 'Your company has no yarnbook',
      },
      missingWorksheetWriter: { generic: 'Worksheets are written when the project is exported' },
      threadsFromChart: {
        format: 'Thread colors were replaced by the nearest colors of the {{format}} chart',
        generic: 'Thread colors were replaced by the nearest colors of the format’s chart',
      },
      stopsAsColourChanges: {
        counted: 'Stops were written as color changes: {{stops, number}}',
        generic: 'Stops were written as color changes',
      },
      coloursMerged: {
        counted: '{{from, number}} color blocks were merged into {{to, number}} to fit {{format}}',
        generic: 'Color blocks were merged to fit the format',
      },
      jumpsTrimmed: {
        counted: '{{format}} cannot jump without cutting the thread: {{trims, number}} trims were added',
        generic: 'The format cannot jump without cutting the thread: trims were added',
      },
      longJumpsCut: {
        counted: 'Machines cut the thread at long jumps: {{jumps, number}}',
        generic: 'Machines cut the thread at long jumps',
      },
      noThreadColours: {
        format: '{{format}} stores no thread colors; the machine shows its own',
        generic: 'The format stores no thread colors; the machine shows its own',
      },
      unreadableFile: {
        format: 'This is not a readable {{format}} file',
        generic: 'The embroidery file could not be read',
      },
      fileExtensionNotRecognised: {
        extension: 'File extension not recognized: {{extension}}',
        generic: 'File extension not recognized',
      },
    },
  },
};

export type NodeLibraryMessages = typeof nodeMessagesEnUS;
