import { callerOf } from '../access';
import type { RpcFactory } from '../dependencies';
import { folderContents } from '../folders';
import { folderMessage, folderStates, wordOf } from '../mapping';

/** GET /folder?state: the caller's folders (active unless asked for deleted ones), oldest first. */
export const listFolders: RpcFactory<'listFolders'> =
  ({ prisma }) =>
  async (request, context) => {
    const userId = callerOf(context);
    const state = wordOf(folderStates, request.state) ?? 'active';
    const rows = await prisma.folder.findMany({
      where: { ownerId: userId, state },
      include: folderContents,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return { folders: rows.map(folderMessage) };
  };
