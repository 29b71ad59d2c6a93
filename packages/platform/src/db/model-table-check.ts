import type { Database } from './database';
import type { PrismaModel, PrismaScalarField } from './prisma-schema';

/** One row of information_schema.columns, as far as the check needs it. */
export interface TableColumn {
  table: string;
  column: string;
  /** Postgres's internal type name: text, int4, timestamptz, _text for text[], ... */
  udtName: string;
  nullable: boolean;
}

/**
 * Lists every way the migrated tables of `schema` differ from the Prisma models: a missing
 * table or column, a column of another type or nullability than its field, and a column no
 * field maps to. An empty list means Prisma's queries fit the tables.
 */
export async function findModelTableMismatches(
  database: Database,
  options: { schema: string; models: PrismaModel[] },
): Promise<string[]> {
  const { rows } = await database.sql.query<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: string;
  }>(
    `SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = $1 AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
    [options.schema],
  );
  const columns = rows.map((row) => ({
    table: row.table_name,
    column: row.column_name,
    udtName: row.udt_name,
    nullable: row.is_nullable === 'YES',
  }));
  return compareModelsWithColumns(options.schema, options.models, columns);
}

/**
 * The comparison itself, free of any database: models of other schemas are skipped, and
 * tables no model maps to (such as `_prisma_migrations`) are not reported.
 */
export function compareModelsWithColumns(
  schema: string,
  models: PrismaModel[],
  columns: TableColumn[],
): string[] {
  const mismatches: string[] = [];
  for (const model of models) {
    if (model.schema !== undefined && model.schema !== schema) continue;
    const tableName = `"${schema}"."${model.table}"`;
    const tableColumns = columns.filter((column) => column.table === model.table);
    if (tableColumns.length === 0) {
      mismatches.push(`table ${tableName} is missing (model ${model.name})`);
      continue;
    }
    for (const field of model.fields) {
      const fieldName = `${model.name}.${field.name}`;
      const columnName = `${tableName}."${field.column}"`;
      const column = tableColumns.find((candidate) => candidate.column === field.column);
      if (!column) {
        mismatches.push(`column ${columnName} is missing (field ${fieldName})`);
        continue;
      }
      const expectedType = expectedUdtName(field);
      if (expectedType !== undefined && column.udtName !== expectedType) {
        mismatches.push(
          `column ${columnName} has type ${column.udtName}, but field ${fieldName} expects ${expectedType}`,
        );
      }
      // Prisma itself creates scalar-list columns without NOT NULL and reads either way.
      if (!field.list && column.nullable && !field.optional) {
        mismatches.push(`column ${columnName} allows NULL, but field ${fieldName} is required`);
      }
      if (!field.list && !column.nullable && field.optional) {
        mismatches.push(`column ${columnName} is NOT NULL, but field ${fieldName} is optional`);
      }
    }
    const mappedColumns = new Set(model.fields.map((field) => field.column));
    for (const column of tableColumns) {
      if (!mappedColumns.has(column.column)) {
        mismatches.push(`column ${tableName}."${column.column}" is not in model ${model.name}`);
      }
    }
  }
  return mismatches;
}

// Postgres type names (information_schema.columns.udt_name) for each Prisma type, by
// native type attribute; the empty key is the type Prisma uses without an attribute.
// Source: Prisma's PostgreSQL type mapping reference.
const udtNames: Record<string, Record<string, string>> = {
  String: {
    '': 'text',
    Text: 'text',
    VarChar: 'varchar',
    Char: 'bpchar',
    Uuid: 'uuid',
    Xml: 'xml',
    Inet: 'inet',
    Citext: 'citext',
    Bit: 'bit',
    VarBit: 'varbit',
  },
  Boolean: { '': 'bool', Boolean: 'bool' },
  Int: { '': 'int4', Integer: 'int4', SmallInt: 'int2', Oid: 'oid' },
  BigInt: { '': 'int8', BigInt: 'int8' },
  Float: { '': 'float8', DoublePrecision: 'float8', Real: 'float4' },
  Decimal: { '': 'numeric', Decimal: 'numeric', Money: 'money' },
  DateTime: {
    '': 'timestamp',
    Timestamp: 'timestamp',
    Timestamptz: 'timestamptz',
    Date: 'date',
    Time: 'time',
    Timetz: 'timetz',
  },
  Json: { '': 'jsonb', JsonB: 'jsonb', Json: 'json' },
  Bytes: { '': 'bytea', ByteA: 'bytea' },
};

/** The udt_name a field's column must have, or undefined when it cannot be told. */
export function expectedUdtName(field: PrismaScalarField): string | undefined {
  const element = field.enumDatabaseName ?? udtNames[field.type]?.[field.nativeType ?? ''];
  if (element === undefined) return undefined;
  return field.list ? `_${element}` : element;
}
