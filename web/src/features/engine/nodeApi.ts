import type { SocketType } from '@atelier/graph';
import { atelierApi } from '../../app/api';

/** One node type in the menu (GET /node/menu); titles are i18n keys. */
export interface NodeMenuEntry {
  id: string;
  title: string;
  /** The version a new node of this type gets. */
  version: string;
  versions: string[];
  /** Socket types a wire into the node may carry (inputs and wirable controls). */
  inputs: SocketType[];
  /** Socket types its outputs give. */
  outputs: SocketType[];
}

export interface NodeMenu {
  families: {
    id: string;
    title: string;
    categories: { id: string; title: string; nodes: NodeMenuEntry[] }[];
  }[];
}

export const nodeApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    nodeMenu: build.query<NodeMenu, void>({ query: () => '/node/menu' }),
  }),
});

export const { useNodeMenuQuery } = nodeApi;
