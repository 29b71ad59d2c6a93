// The node library the editor shows and evaluates: the registry of node definitions and the
// node menu of @atelier/nodes (its public index).
//
// The library ships TypeScript source written for unchecked typed-array indexing (its raster
// kernels, see packages/raster/tsconfig.json), while the web app type-checks with
// noUncheckedIndexedAccess. Importing it by name would make `tsc -p web` check the kernels under
// the web app's setting, so it is pulled in through Vite's eager glob import instead, which the
// bundler resolves like a plain import and the type checker does not follow; the shapes below
// are the graph package's contracts and the menu's published structure.
import type { NodeRegistry } from '@atelier/graph';

export interface NodeMenuEntryShape {
  id: string;
  title: string;
  version: string;
}

export interface NodeMenuShape {
  families: Array<{
    id: string;
    title: string;
    categories: Array<{ id: string; title: string; nodes: NodeMenuEntryShape[] }>;
  }>;
}

export interface NodeLibrary {
  registry: NodeRegistry;
  menu: NodeMenuShape;
}

interface NodesModule {
  nodeRegistry: NodeRegistry;
  nodeMenu: NodeMenuShape;
}

const modules = import.meta.glob<NodesModule>('../../../../../packages/nodes/src/index.ts', { eager: true });

function loadNodeLibrary(): NodeLibrary {
  const module = Object.values(modules)[0];
  if (!module) throw new Error('The node library (@atelier/nodes) is missing from this build');
  return { registry: module.nodeRegistry, menu: module.nodeMenu };
}

export const nodeLibrary: NodeLibrary = loadNodeLibrary();
