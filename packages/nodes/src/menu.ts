// The node menu (spec section 3, "Node menu structure"): families, their categories and the
// node types in each, in the order the editor lists them. Titles are i18n keys (a family's is
// `node.family.<family>.title`, beside its `categories`). The gateway
// serves it at GET /node/menu.
import { nodeSocketTypes, type SocketType } from '@atelier/graph';
import { allNodes, nodeRegistry, type NodeType } from './registry';
import { knitMenuCategories } from './knit/registry';
import { jacquardMenuCategories } from './jacquard/registry';
import { plotterMenuCategories } from './plotter/registry';
import { sceneMenuCategories } from './scene/registry';

export interface NodeMenuEntry {
  /** The node type id, as stored in graphs. */
  id: NodeType;
  /** i18n key of the node's name. */
  title: string;
  /** The version a new node of this type gets. */
  version: string;
  /** Every version the engine can evaluate, oldest first. */
  versions: string[];
  /** Socket types a wire into the node may carry (its inputs and wirable controls), each once. */
  inputs: SocketType[];
  /** Socket types its outputs give, each once. */
  outputs: SocketType[];
}

export interface NodeMenuCategory {
  id: string;
  /** i18n key of the category's name. */
  title: string;
  nodes: NodeMenuEntry[];
}

export interface NodeMenuFamily {
  id: string;
  /** i18n key of the family's name. */
  title: string;
  categories: NodeMenuCategory[];
}

export interface NodeMenu {
  families: NodeMenuFamily[];
}

/** Which node types each category of each family lists. */
const layout: readonly {
  family: string;
  categories: readonly { id: string; nodes: readonly NodeType[] }[];
}[] = [
  {
    family: 'image',
    categories: [
      { id: 'sources', nodes: ['image.load', 'image.solid-colour', 'image.gradient'] },
      { id: 'transform', nodes: ['image.resize', 'image.crop', 'image.rotate-flip'] },
      { id: 'filters', nodes: ['image.gaussian-blur', 'image.box-blur', 'image.sharpen'] },
      {
        id: 'adjustments',
        nodes: [
          'image.brightness-contrast',
          'image.levels',
          'image.curves',
          'image.hue-saturation-lightness',
          'image.invert',
          'image.threshold',
          'image.posterize',
        ],
      },
      { id: 'channels', nodes: ['image.channel-split', 'image.channel-merge', 'image.blend'] },
      {
        id: 'colours',
        nodes: ['image.palette-extraction', 'image.palette-reduction', 'image.dither', 'image.gradient-map'],
      },
      { id: 'output', nodes: ['image.export'] },
    ],
  },
  {
    family: 'vector',
    categories: [
      {
        id: 'shapes',
        nodes: ['vector.rectangle', 'vector.ellipse', 'vector.polygon', 'vector.star', 'vector.line'],
      },
      { id: 'sources', nodes: ['vector.svg-import', 'vector.text', 'vector.trace'] },
      { id: 'arrange', nodes: ['vector.transform', 'vector.repeat', 'vector.tile'] },
      {
        id: 'paths',
        nodes: ['vector.boolean', 'vector.offset', 'vector.simplify', 'vector.smooth', 'vector.clean-up'],
      },
      { id: 'output', nodes: ['vector.export'] },
    ],
  },
  {
    family: 'embroidery',
    categories: [
      { id: 'stitches', nodes: ['embroidery.fill', 'embroidery.satin', 'embroidery.running-stitch'] },
      { id: 'plan', nodes: ['embroidery.combine', 'embroidery.thread-match'] },
      { id: 'output', nodes: ['embroidery.export', 'embroidery.worksheet', 'embroidery.stitched-look'] },
    ],
  },
  { family: 'knit', categories: knitMenuCategories },
  { family: 'jacquard', categories: jacquardMenuCategories },
  { family: 'plotter', categories: plotterMenuCategories },
  { family: 'scene', categories: sceneMenuCategories },
];

/** The menu, built from the layout and the definitions' titles and versions. */
function buildNodeMenu(versionsOf: (type: NodeType) => readonly string[]): NodeMenu {
  return {
    // A family lists in the menu once it has nodes.
    families: layout
      .filter(({ categories }) => categories.length > 0)
      .map(({ family, categories }) => ({
        id: family,
        title: `node.family.${family}.title`,
        categories: categories.map((category) => ({
          id: category.id,
          title: `node.family.${family}.categories.${category.id}`,
          nodes: category.nodes.map((type) => ({
            id: type,
            title: allNodes[type].title,
            version: allNodes[type].version,
            versions: [...versionsOf(type)],
            ...nodeSocketTypes(allNodes[type]),
          })),
        })),
      })),
  };
}

/** The node menu of this build. */
export const nodeMenu: NodeMenu = buildNodeMenu((type) => nodeRegistry.versions(type));
