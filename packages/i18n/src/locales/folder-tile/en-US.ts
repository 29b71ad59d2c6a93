// Messages of the folder tile among the projects. American English is the reference: the
// other locales of this folder fill the same shape.
export const folderTileMessagesEnUS = {
  folderTile: {
    /** One count on a folder tile, e.g. "Projects: 3"; kept on one line. */
    count: '{{label}}: {{value}}',
  },
};

export type FolderTileMessages = typeof folderTileMessagesEnUS;
