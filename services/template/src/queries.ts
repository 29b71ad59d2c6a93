/** The filters of the marketplace list (GET /templates). */
export interface TemplateListFilters {
  category?: string;
  type?: string;
  /** Free text, matched anywhere in the name, the description or the search words. */
  search?: string;
  /** The caller, for the acquired flag and exclude_own_templates; unset for a visitor. */
  callerId?: string;
  excludeOwnTemplates?: boolean;
  limit: number;
  offset: number;
}

/** Free text as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The SQL of the marketplace list: published templates, newest first, with only the conditions
 * a request asks for, so PostgreSQL plans each shape on its own (a category uses the partial
 * index on category and publication date, no category the one on publication date). Exported so
 * the benchmark sends the very same statement straight to PostgreSQL.
 */
export function listTemplatesQuery(filters: TemplateListFilters): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const parameter = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions = [`t.state = 'published'`];
  if (filters.category) conditions.push(`t.category = ${parameter(filters.category)}`);
  if (filters.type) conditions.push(`t.type = ${parameter(filters.type)}`);
  if (filters.search) {
    const pattern = parameter(containsPattern(filters.search));
    conditions.push(
      `(t.name ILIKE ${pattern} OR t.description ILIKE ${pattern} OR t.search ILIKE ${pattern})`,
    );
  }
  let acquired = 'false';
  if (filters.callerId) {
    const caller = parameter(filters.callerId);
    acquired = `EXISTS (SELECT 1 FROM "template"."user_templates" u
                 WHERE u.template_id = t.id AND u.user_id = ${caller}::uuid AND u.state = 'active')`;
    if (filters.excludeOwnTemplates) conditions.push(`t.owner_id <> ${caller}::uuid`);
  }
  const text = `SELECT t.id, t.owner_id AS "ownerId", t.category, t.type, t.name, t.description, t.search,
       t.price_tier AS "priceTier", t.license_type AS "licenseType", t.state,
       t.published_at AS "publishedAt", t.project_ids AS "projectIds", t.versions, t.presets,
       t.requires_subscription AS "requiresSubscription", t.created_at AS "createdAt",
       t.updated_at AS "updatedAt", ${acquired} AS acquired
  FROM "template"."templates" t
 WHERE ${conditions.join('\n   AND ')}
 ORDER BY t.published_at DESC, t.id
 LIMIT ${parameter(filters.limit)} OFFSET ${parameter(filters.offset)}`;
  return { text, values };
}
