import type { FolderTileMessages } from './en-US';

export const folderTileMessagesDe: FolderTileMessages = {
  folderTile: {
    count: '{{label}}: {{value}}',
  },
};
