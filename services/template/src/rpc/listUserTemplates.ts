import { callerOf } from '@atelier/platform';
import type { RpcFactory } from '../dependencies';
import { userTemplateMessage } from '../mapping';

/** GET /user-template: the templates the caller acquired or bought and has not deleted, newest first. */
export const listUserTemplates: RpcFactory<'listUserTemplates'> =
  (dependencies) => async (_request, context) => {
    const callerId = callerOf(context);
    const rows = await dependencies.prisma.userTemplate.findMany({
      where: { userId: callerId, state: 'active' },
      include: { template: true },
      orderBy: [{ acquiredAt: 'desc' }, { id: 'asc' }],
      take: 1000,
    });
    return { userTemplates: rows.map((row) => userTemplateMessage(row, row.template)) };
  };
