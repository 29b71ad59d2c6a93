import { ServiceError, type ServiceInstance, type ServiceResources } from '@atelier/platform';
import type { ProjectServiceService } from '@atelier/proto';
import { createPrismaClient } from './db';
import type { Prisma } from './generated/prisma/client';
import { categories, editions, projectMessage, wordOf } from './mapping';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createProjectService(
  resources: ServiceResources,
): ServiceInstance<typeof ProjectServiceService> {
  const prisma = createPrismaClient(resources.database);

  return {
    handlers: {
      // The gallery: public, active projects, newest first.
      async listPublicProjects(request) {
        const where: Prisma.ProjectWhereInput = { visibility: 'public', state: 'active' };
        const environment = wordOf(editions, request.environment);
        const category = wordOf(categories, request.category);
        if (environment) where.environment = environment;
        if (category) where.category = category;
        if (request.tag) where.tags = { has: request.tag };
        const limit = Math.min(Math.max(request.limit || 50, 1), 200);
        const offset = Math.max(request.offset, 0);
        const [rows, total] = await Promise.all([
          prisma.project.findMany({
            where,
            orderBy: [{ modifiedAt: 'desc' }, { id: 'asc' }],
            take: limit,
            skip: offset,
          }),
          prisma.project.count({ where }),
        ]);
        return { projects: rows.map(projectMessage), total };
      },

      // Owners see their own projects in any state; others only public or shared, active ones.
      async getProject(request, context) {
        if (!uuidPattern.test(request.projectId)) throw new ServiceError('NOT_FOUND', 'Project not found.');
        const row = await prisma.project.findUnique({ where: { id: request.projectId } });
        const visible =
          row &&
          (row.ownerId === context.userId ||
            ((row.visibility === 'public' || row.visibility === 'shared') && row.state === 'active'));
        if (!visible) throw new ServiceError('NOT_FOUND', 'Project not found.');
        return { project: projectMessage(row) };
      },
    },
    async stop() {
      await prisma.$disconnect();
    },
  };
}
