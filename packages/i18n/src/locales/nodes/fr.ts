import type { NodeLibraryMessages } from './en-US';
import { knitTextsFr } from '../knit/fr';
import { jacquardTextsFr } from '../jacquard/fr';
import { plotterTextsFr } from '../plotter/fr';
import { sceneTextsFr } from '../scene/fr';

export const nodeMessagesFr: NodeLibraryMessages = {
  node: {
    family: {
      image: {
        title: 'Image',
        categories: {
          sources: 'Sources',
          transform: 'Transformer',
          filters: 'Filtres',
          adjustments: 'Réglages',
          channels: 'Couches',
          colours: 'Couleurs',
          output: 'Sortie',
        },
      },
      vector: {
        title: 'Vectoriel',
        categories: {
          shapes: 'Formes',
          sources: 'Sources',
          arrange: 'Disposer',
          paths: 'Tracés',
          output: 'Sortie',
        },
      },
      embroidery: {
        title: 'Broderie',
        categories: {
          stitches: 'Points',
          plan: 'Plan de points',
          output: 'Sortie',
        },
      },
      knit: knitTextsFr.family,
      jacquard: jacquardTextsFr.family,
      plotter: plotterTextsFr.family,
      scene: sceneTextsFr.family,
    },
    image: {
      loadImage: {
        title: 'Charger une image',
        outputs: { image: 'Image' },
        controls: { file: 'Fichier image' },
      },
      solidColour: {
        title: 'Couleur unie',
        outputs: { image: 'Image' },
        controls: { width: 'Largeur', height: 'Hauteur', dpi: 'Résolution (ppp)', colour: 'Couleur' },
      },
      gradient: {
        title: 'Dégradé',
        outputs: { image: 'Image' },
        controls: {
          width: 'Largeur',
          height: 'Hauteur',
          dpi: 'Résolution (ppp)',
          gradient: 'Dégradé',
          angle: 'Angle',
          radius: 'Rayon',
        },
        options: { mode: { linear: 'Linéaire', radial: 'Radial' } },
      },
      resize: {
        title: 'Redimensionner',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { width: 'Largeur', height: 'Hauteur', filter: 'Rééchantillonnage' },
        options: {
          filter: {
            nearest: 'Plus proche voisin',
            bilinear: 'Bilinéaire',
            mitchell: 'Mitchell',
            lanczos3: 'Lanczos 3',
          },
        },
      },
      crop: {
        title: 'Recadrer',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { left: 'Gauche', top: 'Haut', width: 'Largeur', height: 'Hauteur' },
      },
      rotateFlip: {
        title: 'Faire pivoter et retourner',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: {
          angle: 'Angle',
          flipHorizontal: 'Retourner horizontalement',
          flipVertical: 'Retourner verticalement',
          background: 'Arrière-plan',
        },
      },
      gaussianBlur: {
        title: 'Flou gaussien',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { sigma: 'Rayon (sigma)' },
      },
      boxBlur: {
        title: 'Flou moyen',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { radius: 'Rayon' },
      },
      sharpen: {
        title: 'Netteté',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { sigma: 'Rayon (sigma)', amount: 'Intensité', threshold: 'Seuil' },
      },
      brightnessContrast: {
        title: 'Luminosité et contraste',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { brightness: 'Luminosité', contrast: 'Contraste' },
      },
      levels: {
        title: 'Niveaux',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: {
          inputBlack: 'Noir en entrée',
          inputWhite: 'Blanc en entrée',
          gamma: 'Gamma',
          outputBlack: 'Noir en sortie',
          outputWhite: 'Blanc en sortie',
        },
      },
      curves: {
        title: 'Courbes',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { channel: 'Couche', points: 'Points (entrée,sortie)' },
        options: { channel: { rgb: 'RVB', red: 'Rouge', green: 'Vert', blue: 'Bleu' } },
      },
      hueSaturationLightness: {
        title: 'Teinte, saturation et luminosité',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { hue: 'Teinte', saturation: 'Saturation', lightness: 'Luminosité' },
      },
      invert: {
        title: 'Négatif',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
      },
      threshold: {
        title: 'Seuil',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { level: 'Niveau' },
      },
      posterize: {
        title: 'Postériser',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { levels: 'Niveaux par couche' },
      },
      channelSplit: {
        title: 'Séparer les couches',
        inputs: { title: 'Image' },
        outputs: { red: 'Rouge', green: 'Vert', blue: 'Bleu', alpha: 'Alpha' },
      },
      channelMerge: {
        title: 'Fusionner les couches',
        inputs: { title: 'Rouge', green: 'Vert', blue: 'Bleu', alpha: 'Alpha' },
        outputs: { image: 'Image' },
      },
      blend: {
        title: 'Fusion',
        inputs: { title: 'Fond', layer: 'Calque', mask: 'Masque' },
        outputs: { image: 'Image' },
        controls: { mode: 'Mode de fusion', opacity: 'Opacité' },
        options: {
          mode: {
            normal: 'Normal',
            multiply: 'Produit',
            screen: 'Superposition inverse',
            overlay: 'Incrustation',
            darken: 'Obscurcir',
            lighten: 'Éclaircir',
            'colour-dodge': 'Densité couleur −',
            'colour-burn': 'Densité couleur +',
            'hard-light': 'Lumière crue',
            'soft-light': 'Lumière tamisée',
            difference: 'Différence',
            exclusion: 'Exclusion',
            hue: 'Teinte',
            saturation: 'Saturation',
            colour: 'Couleur',
            luminosity: 'Luminosité',
          },
        },
      },
      paletteExtraction: {
        title: 'Extraire une palette',
        inputs: { title: 'Image' },
        outputs: { palette: 'Palette' },
        controls: { colours: 'Couleurs', method: 'Méthode' },
        options: { method: { 'median-cut': 'Coupe médiane', 'k-means': 'k-moyennes' } },
      },
      paletteReduction: {
        title: 'Réduire les couleurs',
        inputs: { title: 'Image' },
        outputs: { image: 'Image', palette: 'Palette' },
        controls: { colours: 'Couleurs', method: 'Méthode', palette: 'Palette' },
        options: {
          method: { 'median-cut': 'Coupe médiane', 'k-means': 'k-moyennes' },
          mode: { computed: 'Tirée de l’image', fixed: 'Palette fixe' },
        },
      },
      dither: {
        title: 'Tramer',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { method: 'Méthode', palette: 'Palette', serpentine: 'Balayage en serpentin' },
        options: {
          method: {
            'ordered-2x2': 'Ordonnée 2 × 2',
            'ordered-4x4': 'Ordonnée 4 × 4',
            'ordered-8x8': 'Ordonnée 8 × 8',
            'floyd-steinberg': 'Floyd-Steinberg',
            'jarvis-judice-ninke': 'Jarvis-Judice-Ninke',
            atkinson: 'Atkinson',
          },
        },
      },
      gradientMap: {
        title: 'Courbe de transfert de dégradé',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: { gradient: 'Dégradé' },
      },
      export: {
        title: 'Exporter l’image',
        inputs: { title: 'Image' },
        outputs: { image: 'Image' },
        controls: {
          format: 'Format',
          width: 'Largeur',
          height: 'Hauteur',
          units: 'Unité de taille',
          dpi: 'Résolution (ppp)',
          quality: 'Qualité',
        },
        options: {
          format: { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' },
          units: {
            pixels: 'Pixels',
            millimetres: 'Millimètres',
            centimetres: 'Centimètres',
            inches: 'Pouces',
            feet: 'Pieds',
          },
        },
      },
    },
    vector: {
      rectangle: {
        title: 'Rectangle',
        outputs: { vector: 'Dessin' },
        controls: {
          x: 'X',
          y: 'Y',
          width: 'Largeur',
          height: 'Hauteur',
          cornerRadius: 'Rayon des coins',
          fill: 'Remplissage',
          stroke: 'Contour',
          strokeWidth: 'Épaisseur du contour',
        },
      },
      ellipse: {
        title: 'Ellipse',
        outputs: { vector: 'Dessin' },
        controls: {
          centreX: 'Centre X',
          centreY: 'Centre Y',
          radiusX: 'Rayon X',
          radiusY: 'Rayon Y',
          fill: 'Remplissage',
          stroke: 'Contour',
          strokeWidth: 'Épaisseur du contour',
        },
      },
      polygon: {
        title: 'Polygone',
        outputs: { vector: 'Dessin' },
        controls: {
          centreX: 'Centre X',
          centreY: 'Centre Y',
          radius: 'Rayon',
          sides: 'Côtés',
          rotation: 'Rotation',
          fill: 'Remplissage',
          stroke: 'Contour',
          strokeWidth: 'Épaisseur du contour',
        },
      },
      star: {
        title: 'Étoile',
        outputs: { vector: 'Dessin' },
        controls: {
          centreX: 'Centre X',
          centreY: 'Centre Y',
          outerRadius: 'Rayon extérieur',
          innerRadius: 'Rayon intérieur',
          points: 'Branches',
          rotation: 'Rotation',
          fill: 'Remplissage',
          stroke: 'Contour',
          strokeWidth: 'Épaisseur du contour',
        },
      },
      line: {
        title: 'Ligne',
        outputs: { vector: 'Dessin' },
        controls: {
          x1: 'Début X',
          y1: 'Début Y',
          x2: 'Fin X',
          y2: 'Fin Y',
          stroke: 'Contour',
          strokeWidth: 'Épaisseur du contour',
        },
      },
      svgImport: {
        title: 'Importer un SVG',
        outputs: { vector: 'Dessin' },
        controls: {
          file: 'Fichier SVG',
          pixelsPerInch: 'Pixels par pouce',
          fitWidth: 'Ajuster à la largeur',
        },
      },
      text: {
        title: 'Texte',
        outputs: { vector: 'Dessin' },
        controls: {
          text: 'Texte',
          font: 'Police',
          size: 'Corps',
          align: 'Alignement',
          lineHeight: 'Interligne',
          letterSpacing: 'Interlettrage',
          kerning: 'Crénage',
          x: 'X',
          y: 'Y',
          fill: 'Remplissage',
        },
        options: {
          font: {
            'lato-regular': 'Lato',
            'lato-bold': 'Lato gras',
            'noto-serif-regular': 'Noto Serif',
            'noto-serif-bold': 'Noto Serif gras',
            'pacifico-regular': 'Pacifico',
          },
          align: { left: 'À gauche', centre: 'Centré', right: 'À droite' },
        },
      },
      trace: {
        title: 'Vectoriser une image',
        inputs: { title: 'Image' },
        outputs: { vector: 'Dessin', palette: 'Palette' },
        controls: {
          colours: 'Couleurs',
          mode: 'Contours',
          smoothing: 'Lissage',
          minimumArea: 'Surface minimale (pixels)',
          stacked: 'Empiler les couleurs',
          omitLargest: 'Omettre l’arrière-plan',
        },
        options: { mode: { curves: 'Courbes', polygons: 'Polygones' } },
      },
      transform: {
        title: 'Transformer',
        inputs: { title: 'Dessin' },
        outputs: { vector: 'Dessin' },
        controls: {
          translateX: 'Déplacer X',
          translateY: 'Déplacer Y',
          scaleX: 'Échelle X (%)',
          scaleY: 'Échelle Y (%)',
          rotation: 'Rotation',
          skewX: 'Inclinaison X',
          skewY: 'Inclinaison Y',
          origin: 'Point de référence',
        },
        options: { origin: { centre: 'Centre des formes', origin: 'Origine' } },
      },
      repeat: {
        title: 'Répéter',
        inputs: { title: 'Motif' },
        outputs: { vector: 'Dessin' },
        controls: {
          count: 'Copies',
          offsetX: 'Pas X',
          offsetY: 'Pas Y',
          rotation: 'Rotation par copie',
          scale: 'Échelle par copie (%)',
        },
      },
      tile: {
        title: 'Paver',
        inputs: { title: 'Motif' },
        outputs: { vector: 'Dessin' },
        controls: {
          layout: 'Disposition',
          columns: 'Colonnes',
          rows: 'Rangées',
          spacingX: 'Espacement horizontal',
          spacingY: 'Espacement vertical',
          rotation: 'Rotation',
          rotationStep: 'Pas de rotation',
        },
        options: { layout: { grid: 'Grille', brick: 'Brique', 'half-drop': 'Demi-chute' } },
      },
      boolean: {
        title: 'Combiner des formes',
        inputs: { title: 'Dessin', with: 'Avec' },
        outputs: { vector: 'Dessin' },
        controls: { operation: 'Opération', tolerance: 'Tolérance' },
        options: {
          operation: {
            union: 'Union',
            intersection: 'Intersection',
            difference: 'Différence',
            exclusion: 'Exclusion',
          },
        },
      },
      offset: {
        title: 'Décaler le contour',
        inputs: { title: 'Dessin' },
        outputs: { vector: 'Dessin' },
        controls: {
          distance: 'Distance',
          join: 'Angles',
          miterLimit: 'Limite d’onglet',
          tolerance: 'Tolérance',
        },
        options: { join: { round: 'Arrondis', miter: 'En onglet', square: 'Biseautés' } },
      },
      simplify: {
        title: 'Simplifier',
        inputs: { title: 'Dessin' },
        outputs: { vector: 'Dessin' },
        controls: { tolerance: 'Tolérance' },
      },
      smooth: {
        title: 'Lisser',
        inputs: { title: 'Dessin' },
        outputs: { vector: 'Dessin' },
        controls: { method: 'Méthode', smoothness: 'Douceur', iterations: 'Passes' },
        options: { method: { 'catmull-rom': 'Catmull-Rom', chaikin: 'Chaikin' } },
      },
      cleanUp: {
        title: 'Nettoyer',
        inputs: { title: 'Dessin' },
        outputs: { vector: 'Dessin' },
        controls: { mode: 'Formes qui se recoupent' },
        options: { mode: { resolve: 'Reconstruire en contours propres', remove: 'Supprimer' } },
      },
      export: {
        title: 'Exporter en SVG',
        inputs: { title: 'Dessin' },
        outputs: { vector: 'Dessin' },
        controls: { margin: 'Marge' },
      },
    },
    embroidery: {
      fill: {
        title: 'Remplissage (tatami)',
        inputs: { title: 'Formes' },
        outputs: { plan: 'Plan de points' },
        controls: {
          angle: 'Angle',
          rowSpacing: 'Écart entre rangs',
          maxStitchLength: 'Longueur de point maximale',
          stagger: 'Décalage',
          underlay: 'Sous-couche',
          trimJumpLength: 'Couper les sauts à partir de',
        },
      },
      satin: {
        title: 'Point bourdon (satin)',
        inputs: { title: 'Colonnes' },
        outputs: { plan: 'Plan de points' },
        controls: {
          width: 'Largeur de colonne',
          spacing: 'Écart entre points',
          pullCompensation: 'Compensation de traction',
          centreWalk: 'Sous-couche centrale',
          contour: 'Sous-couche de contour',
          zigzag: 'Sous-couche en zigzag',
          trimJumpLength: 'Couper les sauts à partir de',
        },
      },
      runningStitch: {
        title: 'Point lancé',
        inputs: { title: 'Lignes' },
        outputs: { plan: 'Plan de points' },
        controls: {
          style: 'Style',
          stitchLength: 'Longueur de point',
          trimJumpLength: 'Couper les sauts à partir de',
        },
        options: { style: { running: 'Simple', bean: 'Triple (bean)' } },
      },
      combine: {
        title: 'Assembler des plans',
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
        outputs: { plan: 'Plan de points' },
        controls: {
          trimJumpLength: 'Couper les sauts à partir de',
          trimAtColourChange: 'Couper au changement de couleur',
        },
      },
      threadMatch: {
        title: 'Associer les fils',
        inputs: { title: 'Plan de points' },
        outputs: { plan: 'Plan de points', palette: 'Couleurs des fils' },
        controls: { book: 'Nuancier', yarnbook: 'Nom du nuancier' },
        options: { book: { company: 'Nuancier de l’entreprise', brother: 'Brother', janome: 'Janome' } },
      },
      export: {
        title: 'Exporter la broderie',
        inputs: { title: 'Plan de points' },
        outputs: { plan: 'Plan de points' },
        controls: {
          format: 'Format machine',
          tooManyColours: 'Trop de couleurs',
          hoop: 'Cadre',
          name: 'Nom du motif',
        },
        options: {
          format: {
            dst: 'DST (Tajima)',
            pes: 'PES (Brother)',
            exp: 'EXP (Melco)',
            jef: 'JEF (Janome)',
            vp3: 'VP3 (Pfaff, Husqvarna Viking)',
          },
          tooManyColours: { refuse: 'Refuser', merge: 'Fusionner les couleurs les plus proches' },
          hoop: {
            none: 'Sans vérification du cadre',
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
        title: 'Rendu brodé',
        inputs: { title: 'Plan de broderie' },
        outputs: { image: 'Image' },
        controls: {
          dpi: 'Résolution (ppp)',
          threadWidth: 'Largeur du fil (mm)',
          margin: 'Marge (mm)',
          onFabric: 'Sur tissu',
          fabric: 'Couleur du tissu',
        },
      },
      worksheet: {
        title: 'Fiche technique',
        inputs: { title: 'Plan de points' },
        outputs: { plan: 'Plan de points' },
        controls: {
          heading: 'Titre',
          paper: 'Format du papier',
          machineSpeed: 'Vitesse de la machine (points par minute)',
          date: 'Date (AAAA-MM-JJ)',
        },
        options: { paper: { A4: 'A4', Letter: 'Lettre US' } },
      },
    },
    knit: knitTextsFr.nodes,
    jacquard: jacquardTextsFr.nodes,
    plotter: plotterTextsFr.nodes,
    scene: sceneTextsFr.nodes,
    messages: {
      ...knitTextsFr.messages,
      ...jacquardTextsFr.messages,
      ...plotterTextsFr.messages,
      ...sceneTextsFr.messages,
      lowFps: {
        timed:
          'Mises à jour lentes dues à une charge élevée\u00a0: la dernière a duré {{milliseconds, number}} ms',
        generic: 'Mises à jour lentes dues à une charge élevée',
      },
      selfIntersectingPathsRemoved: {
        counted: 'Des tracés qui se recoupent ont été supprimés\u00a0: {{count, number}}',
        generic: 'Des tracés qui se recoupent ont été supprimés',
      },
      unknownError: { generic: 'Une erreur inconnue s’est produite' },
      invalidParameter: {
        range: '{{control}} doit être un nombre de {{minimum, number}} à {{maximum, number}}',
        control: 'La valeur de {{control}} n’est pas utilisable',
        generic: 'Une valeur de ce nœud n’est pas utilisable',
      },
      invalidOutput: { generic: 'Ce nœud a produit un résultat que ses sorties ne peuvent pas transmettre' },
      upstreamFailed: { generic: 'Un nœud dont celui-ci dépend a échoué' },
      unknownNodeType: { generic: 'Ce type de nœud n’est pas disponible' },
      unknownNodeVersion: { generic: 'Cette version du nœud n’est pas disponible' },
      missingSourceNode: { generic: 'Un lien vers ce nœud part d’un nœud qui n’existe plus' },
      missingTargetNode: { generic: 'Un lien de ce nœud mène à un nœud qui n’existe plus' },
      missingOutput: { generic: 'Un lien vers ce nœud part d’une sortie qui n’existe plus' },
      missingInput: { generic: 'Une entrée ou un réglage de ce lien n’existe plus' },
      socketTypeMismatch: {
        generic:
          'Un lien vers ce nœud relie des connecteurs qui transportent des données de nature différente',
      },
      inputAlreadyConnected: { generic: 'Une entrée de ce nœud reçoit plus d’un lien' },
      cycle: { generic: 'Ce nœud fait partie d’une boucle' },
      missingGroupChild: { generic: 'Un groupe contient un nœud qui n’existe plus' },
      nodeInTwoGroups: { generic: 'Ce nœud appartient à deux groupes' },
      imageTooLarge: {
        size: 'L’image ferait {{width, number}} × {{height, number}} pixels, plus que la limite de {{maximumPixels, number}} pixels',
        limit: 'L’image dépasse la limite de {{maximumPixels, number}} pixels',
        generic: 'L’image est trop grande',
      },
      sizeMismatch: {
        input:
          '{{input}} mesure {{width, number}} × {{height, number}} pixels\u00a0; elle doit avoir la taille de la première image, {{expectedWidth, number}} × {{expectedHeight, number}} pixels',
        generic: 'Les images n’ont pas la même taille',
      },
      decodeFailed: {
        file: 'Le fichier «\u00a0{{file}}\u00a0» ne contient pas d’image',
        format: 'Les fichiers de type {{format}} ne peuvent pas être lus\u00a0; utilisez PNG, JPEG ou WebP',
        generic:
          'Le fichier n’a pas pu être lu\u00a0: ce n’est pas une image PNG, JPEG ou WebP, ou il est endommagé',
      },
      encodeFailed: {
        format: 'L’image n’a pas pu être écrite en {{format}}',
        generic: 'L’image n’a pas pu être écrite',
      },
      invalidImage: {
        input: '{{input}} ne fournit pas d’image utilisable',
        generic: 'L’image n’est pas utilisable',
      },
      missingFile: {
        file: 'Le fichier «\u00a0{{file}}\u00a0» n’est pas disponible\u00a0; choisissez-le à nouveau',
        generic: 'Le fichier n’est pas disponible\u00a0; choisissez-le à nouveau',
      },
      missingCodec: { generic: 'Cet environnement ne peut ni lire ni écrire de fichiers image' },
      invalidGeometry: { generic: 'Le dessin contient un point qui n’est pas un nombre fini' },
      emptyGeometry: { generic: 'Il n’y a aucune forme à traiter' },
      degenerateGeometry: {
        control: 'Avec cette valeur de {{control}}, la forme n’a pas de surface ou la ligne pas de longueur',
        generic: 'Une forme n’entoure aucune surface ou une ligne n’a pas de longueur',
      },
      geometryTooLarge: {
        size: 'Le dessin mesure {{width, number}} × {{height, number}} mm\u00a0; {{limit, number}} mm au maximum sont pris en charge',
        control: '{{control}} rend la forme plus grande que {{limit, number}} mm',
        limit: 'Le dessin dépasse {{limit, number}} mm, le maximum pris en charge',
        generic: 'Le dessin est trop grand',
      },
      geometryTooComplex: {
        control: 'Le résultat serait trop complexe\u00a0; modifiez {{control}}',
        generic: 'Le résultat serait trop complexe\u00a0: simplifiez le dessin ou faites moins de copies',
      },
      invalidSvg: {
        file: 'Le fichier «\u00a0{{file}}\u00a0» ne contient pas de texte, ce n’est donc pas un dessin SVG',
        element: 'Le fichier n’est pas un dessin SVG\u00a0: son élément racine est <{{element}}>',
        line: 'Le fichier SVG n’est pas un XML bien formé (ligne {{line}})',
        generic: 'Le fichier n’est pas un dessin SVG lisible',
      },
      invalidFont: {
        font: 'Il n’existe pas de police «\u00a0{{font}}\u00a0»',
        generic: 'La police n’a pas pu être lue',
      },
      missingGlyphs: {
        characters:
          'La police n’a pas de glyphes pour {{characters}}\u00a0; ils sont remplacés par des cases vides',
        generic:
          'La police n’a pas de glyphes pour certains caractères\u00a0; ils sont remplacés par des cases vides',
      },
      degeneratePathsRemoved: {
        counted: 'Des tracés sans longueur ni surface ont été supprimés\u00a0: {{count, number}}',
        generic: 'Des tracés sans longueur ni surface ont été supprimés',
      },
      svgUnsupportedElement: {
        counted:
          'Le texte, les images et les autres éléments qui ne sont pas des formes ont été omis\u00a0: {{count, number}}. Convertissez-les d’abord en tracés',
        generic:
          'Le texte, les images et les autres éléments qui ne sont pas des formes ont été omis. Convertissez-les d’abord en tracés',
      },
      svgGradientAsSolid: {
        counted: 'Des dégradés et motifs sont devenus des couleurs unies\u00a0: {{count, number}}',
        generic: 'Des dégradés et motifs sont devenus des couleurs unies',
      },
      svgPathDataError: {
        counted: 'Des tracés aux données erronées ont été lus jusqu’à l’erreur\u00a0: {{count, number}}',
        generic: 'Des tracés aux données erronées ont été lus jusqu’à l’erreur',
      },
      svgInvalidTransform: {
        counted: 'Des transformations illisibles ont été ignorées\u00a0: {{count, number}}',
        generic: 'Des transformations illisibles ont été ignorées',
      },
      svgMissingReference: {
        counted: 'Des références à des éléments absents ont été omises\u00a0: {{count, number}}',
        generic: 'Des références à des éléments absents ont été omises',
      },
      shapeTooSmall: {
        column:
          'La colonne mesure {{width, number(maximumFractionDigits: 2)}} mm de large, moins qu’un point ({{minimum, number}} mm)',
        path: 'Le tracé mesure {{length, number(maximumFractionDigits: 2)}} mm de long, moins qu’un point ({{minimum, number}} mm)',
        rows: 'La forme est plus petite qu’un point d’un remplissage à {{rowSpacing, number}} mm entre les rangs',
        generic: 'La forme est plus petite qu’un point',
      },
      designTooLarge: {
        size: 'Le motif mesure {{width, number}} × {{height, number}} mm\u00a0; aucune machine ne brode plus de {{limit, number}} mm dans une direction',
        format: '{{format}} couvre au plus {{limit, number}} mm\u00a0; le motif est plus grand',
        generic: 'Le motif est plus grand que ce qu’une machine peut broder',
      },
      tooManyStitches: {
        counted: 'Il faudrait environ {{estimate, number}} points, plus que {{limit, number}}',
        generic: 'Il faudrait plus de points qu’un motif ne peut en contenir',
      },
      tooManyColours: {
        counted:
          'Le motif a {{colours, number}} blocs de couleur\u00a0; {{format}} en accepte au plus {{limit, number}}',
        generic: 'Le motif a plus de blocs de couleur que le format n’en accepte',
      },
      hoopOverflow: {
        size: 'Le motif mesure {{width, number}} × {{height, number}} mm, plus que le cadre de {{hoopWidth, number}} × {{hoopHeight, number}} mm',
        generic: 'Le motif est plus grand que le cadre',
      },
      emptyStitchPlan: { generic: 'Le plan de points ne contient aucun point' },
      yarnbookNotFound: {
        named: 'Votre entreprise n’a pas de nuancier nommé «\u00a0{{yarnbook}}\u00a0»',
        generic: 'Votre entreprise n’a pas de nuancier',
      },
      missingWorksheetWriter: { generic: 'Les fiches techniques sont créées lors de l’export du projet' },
      threadsFromChart: {
        format:
          'Les couleurs de fil ont été remplacées par les couleurs les plus proches du nuancier {{format}}',
        generic:
          'Les couleurs de fil ont été remplacées par les couleurs les plus proches du nuancier du format',
      },
      stopsAsColourChanges: {
        counted: 'Des arrêts ont été écrits comme changements de couleur\u00a0: {{stops, number}}',
        generic: 'Des arrêts ont été écrits comme changements de couleur',
      },
      coloursMerged: {
        counted:
          '{{from, number}} blocs de couleur ont été fusionnés en {{to, number}} pour tenir dans {{format}}',
        generic: 'Des blocs de couleur ont été fusionnés pour tenir dans le format',
      },
      jumpsTrimmed: {
        counted:
          '{{format}} ne peut pas sauter sans couper le fil\u00a0: {{trims, number}} coupes de fil ont été ajoutées',
        generic: 'Le format ne peut pas sauter sans couper le fil\u00a0: des coupes de fil ont été ajoutées',
      },
      longJumpsCut: {
        counted: 'Les machines coupent le fil aux longs sauts\u00a0: {{jumps, number}}',
        generic: 'Les machines coupent le fil aux longs sauts',
      },
      noThreadColours: {
        format: '{{format}} n’enregistre pas les couleurs de fil\u00a0; la machine affiche les siennes',
        generic: 'Le format n’enregistre pas les couleurs de fil\u00a0; la machine affiche les siennes',
      },
      unreadableFile: {
        format: 'Ce n’est pas un fichier {{format}} lisible',
        generic: 'Le fichier de broderie n’a pas pu être lu',
      },
      fileExtensionNotRecognised: {
        extension: 'Extension de fichier non reconnue\u00a0: {{extension}}',
        generic: 'Extension de fichier non reconnue',
      },
    },
  },
};
