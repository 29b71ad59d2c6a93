import { readFile } from 'node:fs/promises';

/**
 * What the schema check needs to know about a Prisma model. The runtime data model of a
 * Prisma 7 generated client keeps only names and `@map`s (no optionality, lists or native
 * types), so these are read from the schema file itself.
 */
export interface PrismaModel {
  name: string;
  /** The table: the `@@map` name, else the model name. */
  table: string;
  /** The `@@schema` name, when the model has one. */
  schema?: string;
  fields: PrismaScalarField[];
}

export interface PrismaScalarField {
  name: string;
  /** The column: the `@map` name, else the field name. */
  column: string;
  /** The Prisma type: String, Int, DateTime, ..., an enum's name, or Unsupported. */
  type: string;
  optional: boolean;
  list: boolean;
  /** The `@db.` attribute's type without arguments, e.g. Uuid, VarChar, Timestamptz. */
  nativeType?: string;
  /** The database name of the enum when `type` names an enum. */
  enumDatabaseName?: string;
}

export async function readPrismaModels(schemaPath: string): Promise<PrismaModel[]> {
  return parsePrismaSchema(await readFile(schemaPath, 'utf8'));
}

interface Block {
  keyword: string;
  name: string;
  lines: string[];
}

/**
 * Reads the models of a Prisma schema: their tables, schemas and scalar fields. Relation
 * fields (whose type is another model) are left out, as they have no column of their own;
 * `@@ignore`d models are left out too. This is deliberately a reader for the schema
 * language's declaration lines, not a validator: `prisma generate` validates the file.
 */
export function parsePrismaSchema(text: string): PrismaModel[] {
  const blocks = readBlocks(text);
  const modelNames = new Set(
    blocks
      .filter((block) => block.keyword === 'model' || block.keyword === 'view')
      .map((block) => block.name),
  );
  const compositeTypeNames = new Set(
    blocks.filter((block) => block.keyword === 'type').map((block) => block.name),
  );
  const enumDatabaseNames = new Map<string, string>();
  for (const block of blocks.filter((candidate) => candidate.keyword === 'enum')) {
    const mapped = block.lines.map((line) => line.match(/^@@map\(\s*"([^"]*)"\s*\)/)?.[1]).find(Boolean);
    enumDatabaseNames.set(block.name, mapped ?? block.name);
  }

  const models: PrismaModel[] = [];
  for (const block of blocks.filter((candidate) => candidate.keyword === 'model')) {
    let table = block.name;
    let schema: string | undefined;
    let ignored = false;
    const fields: PrismaScalarField[] = [];
    for (const line of block.lines) {
      if (line.startsWith('@@')) {
        const map = line.match(/^@@map\(\s*"([^"]*)"\s*\)/);
        if (map) table = map[1]!;
        const schemaAttribute = line.match(/^@@schema\(\s*"([^"]*)"\s*\)/);
        if (schemaAttribute) schema = schemaAttribute[1]!;
        if (/^@@ignore\b/.test(line)) ignored = true;
        continue;
      }
      const declaration = line.match(/^(\w+)\s+(\w+)(\([^)]*\))?(\[\])?(\?)?(.*)$/);
      if (!declaration) continue;
      const [, name, type, , listMarker, optionalMarker, attributes = ''] = declaration;
      if (modelNames.has(type!) || compositeTypeNames.has(type!)) continue;
      const field: PrismaScalarField = {
        name: name!,
        column: attributes.match(/@map\(\s*"([^"]*)"\s*\)/)?.[1] ?? name!,
        type: type!,
        optional: optionalMarker === '?',
        list: listMarker === '[]',
      };
      const nativeType = attributes.match(/@db\.(\w+)/)?.[1];
      if (nativeType) field.nativeType = nativeType;
      const enumDatabaseName = enumDatabaseNames.get(type!);
      if (enumDatabaseName) field.enumDatabaseName = enumDatabaseName;
      fields.push(field);
    }
    if (ignored) continue;
    models.push(
      schema === undefined
        ? { name: block.name, table, fields }
        : { name: block.name, table, schema, fields },
    );
  }
  return models;
}

/** Splits the file into top-level blocks with comment-free, trimmed, non-empty lines. */
function readBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = withoutComment(rawLine).trim();
    if (line === '') continue;
    if (!current) {
      const opening = line.match(/^(\w+)\s+(\w+)\s*\{$/);
      if (opening) current = { keyword: opening[1]!, name: opening[2]!, lines: [] };
      continue;
    }
    if (line === '}') {
      blocks.push(current);
      current = undefined;
      continue;
    }
    current.lines.push(line);
  }
  return blocks;
}

/** Drops a `//` comment, leaving `//` inside string literals (such as a default URL) alone. */
function withoutComment(line: string): string {
  let inString = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (character === '\\' && inString) {
      index += 1;
    } else if (character === '"') {
      inString = !inString;
    } else if (!inString && character === '/' && line[index + 1] === '/') {
      return line.slice(0, index);
    }
  }
  return line;
}
