import type { RpcFactory } from '../dependencies';
import type { Prisma } from '../generated/prisma/client';
import { categories, editions, projectMessage, wordOf } from '../mapping';

/**
 * GET /project/public: the gallery, public active projects newest first, with the tags in use
 * among the edition's (and category's) public projects, most used first.
 */
export const listPublicProjects: RpcFactory<'listPublicProjects'> =
  ({ prisma, sql }) =>
  async (request) => {
    const where: Prisma.ProjectWhereInput = { visibility: 'public', state: 'active' };
    const environment = wordOf(editions, request.environment);
    const category = wordOf(categories, request.category);
    if (environment) where.environment = environment;
    if (category) where.category = category;
    if (request.tag) where.tags = { has: request.tag.trim().toLowerCase() };
    const limit = Math.min(Math.max(request.limit || 50, 1), 200);
    const offset = Math.max(request.offset, 0);
    const [rows, total, tags] = await Promise.all([
      prisma.project.findMany({
        where,
        orderBy: [{ modifiedAt: 'desc' }, { id: 'asc' }],
        take: limit,
        skip: offset,
        include: { currentProjectVersion: { select: { previewBlobKey: true } } },
      }),
      prisma.project.count({ where }),
      sql.query<{ tag: string; count: number }>(
        `SELECT tag, count(*)::int AS count
           FROM "project"."projects", unnest(tags) AS tag
          WHERE visibility = 'public' AND state = 'active'
            AND ($1::text IS NULL OR environment = $1) AND ($2::text IS NULL OR category = $2)
          GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 40`,
        [environment ?? null, category ?? null],
      ),
    ]);
    return {
      projects: rows.map((row) =>
        projectMessage({ ...row, previewBlobKey: row.currentProjectVersion?.previewBlobKey ?? null }),
      ),
      total,
      tags: tags.rows,
    };
  };
