import type { FolderTileMessages } from './en-US';

export const folderTileMessagesEnGB: FolderTileMessages = {
  folderTile: {
    count: '{{label}}: {{value}}',
  },
};
