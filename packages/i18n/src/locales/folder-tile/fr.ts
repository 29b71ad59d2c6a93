import type { FolderTileMessages } from './en-US';

export const folderTileMessagesFr: FolderTileMessages = {
  folderTile: {
    count: '{{label}}\u00a0: {{value}}',
  },
};
