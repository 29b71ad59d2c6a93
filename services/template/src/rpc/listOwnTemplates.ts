import { callerOf } from '@atelier/platform';
import { template as proto } from '@atelier/proto';
import type { RpcFactory } from '../dependencies';
import type { Prisma } from '../generated/prisma/client';
import { templateMessage } from '../mapping';
import { acquiredTemplateIds } from '../templates';

/**
 * GET /templates/user?state: "my templates". created: the caller's own templates that are not
 * deleted; deleted: their own deleted ones; acquired: those they acquired or bought (whatever
 * became of the template since); all (the default): created and acquired together.
 */
export const listOwnTemplates: RpcFactory<'listOwnTemplates'> =
  (dependencies) => async (request, context) => {
    const callerId = callerOf(context);
    const created: Prisma.TemplateWhereInput = { ownerId: callerId, state: { in: ['draft', 'published'] } };
    const acquired: Prisma.TemplateWhereInput = {
      acquisitions: { some: { userId: callerId, state: 'active' } },
    };
    const where: Prisma.TemplateWhereInput =
      request.state === proto.OwnTemplateFilter.CREATED
        ? created
        : request.state === proto.OwnTemplateFilter.DELETED
          ? { ownerId: callerId, state: 'deleted' }
          : request.state === proto.OwnTemplateFilter.ACQUIRED
            ? acquired
            : { OR: [created, acquired] };
    const rows = await dependencies.prisma.template.findMany({
      where,
      orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
      take: 500,
    });
    const held = await acquiredTemplateIds(
      dependencies,
      callerId,
      rows.map((row) => row.id),
    );
    return { templates: rows.map((row) => templateMessage(row, held.has(row.id))) };
  };
