import { atelierApi } from '../../app/api';

/** One node type in the menu (GET /node/menu); titles are i18n keys. */
export interface NodeMenuEntry {
  id: string;
  title: string;
  /** The version a new node of this type gets. */
  version: string;
  versions: string[];
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
