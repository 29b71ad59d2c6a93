import type { RpcFactory } from '../dependencies';
import { templateMessage, type TemplateRecord } from '../mapping';
import { listTemplatesJsonQuery, listTemplatesQuery, type TemplateListFilters } from '../queries';

const defaultLimit = 100;
const largestLimit = 200;

/**
 * GET /templates: the marketplace, published templates newest first, of one category or type,
 * matching free text in name, description or search words; a signed-in caller may leave out
 * their own and learns which they have acquired.
 */
export const listTemplates: RpcFactory<'listTemplates'> = (dependencies) => async (request, context) => {
  const limit = request.limit > 0 ? Math.min(request.limit, largestLimit) : defaultLimit;
  const filters: TemplateListFilters = {
    category: request.category || undefined,
    type: request.type || undefined,
    search: request.search.trim() || undefined,
    callerId: context.userId,
    excludeOwnTemplates: request.excludeOwnTemplates,
    limit,
    offset: Math.max(0, request.offset),
  };
  if (request.asJson) {
    const json = listTemplatesJsonQuery(filters);
    const { rows } = await dependencies.sql.query<{ templates: string }>(json.text, json.values);
    return { templates: [], templatesJson: Buffer.from(rows[0]?.templates ?? '[]') };
  }
  const query = listTemplatesQuery(filters);
  const { rows } = await dependencies.sql.query<TemplateRecord & { acquired: boolean }>(
    query.text,
    query.values,
  );
  return { templates: rows.map((row) => templateMessage(row, row.acquired)), templatesJson: Buffer.alloc(0) };
};
