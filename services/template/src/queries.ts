import { templatePriceTiers } from '@atelier/contracts';

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
/** The WHERE clause, the acquired flag and the page of a list request, with their parameters. */
function listParts(filters: TemplateListFilters) {
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
  const where = `FROM "template"."templates" t
 WHERE ${conditions.join('\n   AND ')}`;
  const page = `ORDER BY t.published_at DESC, t.id
 LIMIT ${parameter(filters.limit)} OFFSET ${parameter(filters.offset)}`;
  return { values, parameter, where, acquired, page };
}

/**
 * The SQL of the marketplace list: published templates, newest first, with only the conditions
 * a request asks for, so PostgreSQL plans each shape on its own (a category uses the partial
 * index on category and publication date, no category the one on publication date). One row per
 * template, its columns named as Prisma names the fields.
 */
export function listTemplatesQuery(filters: TemplateListFilters): { text: string; values: unknown[] } {
  const { values, where, acquired, page } = listParts(filters);
  const text = `SELECT t.id, t.owner_id AS "ownerId", t.category, t.type, t.name, t.description, t.search,
       t.price_tier AS "priceTier", t.license_type AS "licenseType", t.state,
       t.published_at AS "publishedAt", t.project_ids AS "projectIds", t.versions, t.presets,
       t.requires_subscription AS "requiresSubscription", t.created_at AS "createdAt",
       t.updated_at AS "updatedAt", ${acquired} AS acquired
  ${where}
 ${page}`;
  return { text, values };
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds). */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The address of a version's preview, as the gateway's presenter writes it. */
const previewAddress = (versionId: string) => `'/project/version/' || ${versionId} || '/preview'`;

/**
 * GET /templates answered by the database: the same templates in the same order as
 * `listTemplatesQuery`, as one JSON array in the REST API's shape (the gateway's
 * presentTemplate, TemplateJson in packages/contracts), so a page of templates crosses the
 * service hop as one text instead of messages built, encoded, decoded and presented again. The
 * price comes from the tier table, passed as a parameter. One row with one column, `templates`.
 * Exported so the benchmark sends the very same statement straight to PostgreSQL.
 */
export function listTemplatesJsonQuery(filters: TemplateListFilters): { text: string; values: unknown[] } {
  const { values, parameter, where, acquired, page } = listParts(filters);
  const prices = parameter(JSON.stringify(templatePriceTiers));
  const text = `SELECT coalesce(json_agg(json_build_object(
    'id', t.id,
    'name', t.name,
    'description', t.description,
    'category', t.category,
    'type', coalesce(t.type, ''),
    'search', t.search,
    'price_tier', t.price_tier,
    'price', ${prices}::jsonb -> t.price_tier,
    'license_type', t.license_type,
    'requires_composer_subscription', t.requires_subscription,
    'state', t.state,
    'project_ids', t.project_ids,
    'versions', (SELECT coalesce(json_agg(json_build_object(
                    'project_id', v ->> 'project_id',
                    'project_version_id', v ->> 'project_version_id',
                    'source_project_id', v ->> 'source_project_id',
                    'preview_url', CASE WHEN (v ->> 'has_preview')::boolean
                                        THEN ${previewAddress(`(v ->> 'project_version_id')`)} END)
                  ORDER BY position), '[]'::json)
                   FROM jsonb_array_elements(t.versions) WITH ORDINALITY AS entry(v, position)),
    'presets', t.presets,
    'preview_url', CASE WHEN (t.versions -> 0 ->> 'has_preview')::boolean
                        THEN ${previewAddress(`(t.versions -> 0 ->> 'project_version_id')`)} END,
    'acquired', t.acquired,
    'owner_id', t.owner_id,
    'created_at', ${isoTime('t.created_at')},
    'updated_at', ${isoTime('t.updated_at')},
    'published_at', ${isoTime('t.published_at')}
  ) ORDER BY t.published_at DESC, t.id), '[]')::text AS templates
  FROM (SELECT t.*, ${acquired} AS acquired
          ${where}
         ${page}) t`;
  return { text, values };
}
