import type { FolderTileMessages } from './en-US';

export const folderTileMessagesIt: FolderTileMessages = {
  folderTile: {
    count: '{{label}}: {{value}}',
  },
};
