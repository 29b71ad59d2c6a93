import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { compareModelsWithColumns, findModelTableMismatches } from './model-table-check';
import { parsePrismaSchema } from './prisma-schema';
import { availableDatabaseKinds } from './test-kinds';

const kinds = await availableDatabaseKinds();

const models = parsePrismaSchema(`
model Customer {
  id        String    @id @db.Uuid
  email     String    @unique
  nickname  String?
  visits    Int       @default(0)
  tags      String[]
  createdAt DateTime  @default(now()) @map("created_at") @db.Timestamptz(3)
  orders    Order[]

  @@map("customers")
  @@schema("crm")
}

model Order {
  id         String   @id @db.Uuid
  customerId String   @map("customer_id") @db.Uuid
  customer   Customer @relation(fields: [customerId], references: [id])

  @@map("orders")
  @@schema("crm")
}

model Elsewhere {
  id Int @id
  @@schema("billing")
}
`);

describe.each(kinds)('findModelTableMismatches on %s', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ kind });
    database = await testDatabase.open();
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  it('finds nothing when the tables match the models', async () => {
    await database.sql.exec(`
      CREATE SCHEMA "crm";
      CREATE TABLE "crm"."customers" (
        "id" UUID PRIMARY KEY,
        "email" TEXT NOT NULL UNIQUE,
        "nickname" TEXT,
        "visits" INTEGER NOT NULL DEFAULT 0,
        "tags" TEXT[],
        "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
      );
      CREATE TABLE "crm"."orders" (
        "id" UUID PRIMARY KEY,
        "customer_id" UUID NOT NULL REFERENCES "crm"."customers"
      );
    `);

    expect(await findModelTableMismatches(database, { schema: 'crm', models })).toEqual([]);
  });

  it('names a missing table, a missing column, a wrong type, a wrong nullability and an extra column', async () => {
    await database.sql.exec(`
      CREATE SCHEMA "crm_drifted";
      CREATE TABLE "crm_drifted"."customers" (
        "id" UUID PRIMARY KEY,
        "email" VARCHAR(200),
        "nickname" TEXT NOT NULL,
        "visits" BIGINT NOT NULL,
        "tags" TEXT[] NOT NULL,
        "legacy_code" TEXT
      );
    `);

    const mismatches = await findModelTableMismatches(database, {
      schema: 'crm_drifted',
      models: models.map((model) => (model.schema === 'crm' ? { ...model, schema: 'crm_drifted' } : model)),
    });

    expect(mismatches).toEqual([
      'column "crm_drifted"."customers"."email" has type varchar, but field Customer.email expects text',
      'column "crm_drifted"."customers"."email" allows NULL, but field Customer.email is required',
      'column "crm_drifted"."customers"."nickname" is NOT NULL, but field Customer.nickname is optional',
      'column "crm_drifted"."customers"."visits" has type int8, but field Customer.visits expects int4',
      'column "crm_drifted"."customers"."created_at" is missing (field Customer.createdAt)',
      'column "crm_drifted"."customers"."legacy_code" is not in model Customer',
      'table "crm_drifted"."orders" is missing (model Order)',
    ]);
  });
});

describe('compareModelsWithColumns', () => {
  it('checks the element type of a list and ignores models of other schemas', () => {
    const mismatches = compareModelsWithColumns('crm', models, [
      { table: 'customers', column: 'id', udtName: 'uuid', nullable: false },
      { table: 'customers', column: 'email', udtName: 'text', nullable: false },
      { table: 'customers', column: 'nickname', udtName: 'text', nullable: true },
      { table: 'customers', column: 'visits', udtName: 'int4', nullable: false },
      { table: 'customers', column: 'tags', udtName: '_varchar', nullable: true },
      { table: 'customers', column: 'created_at', udtName: 'timestamp', nullable: false },
      { table: 'orders', column: 'id', udtName: 'uuid', nullable: false },
      { table: 'orders', column: 'customer_id', udtName: 'uuid', nullable: false },
    ]);

    expect(mismatches).toEqual([
      'column "crm"."customers"."tags" has type _varchar, but field Customer.tags expects _text',
      'column "crm"."customers"."created_at" has type timestamp, but field Customer.createdAt expects timestamptz',
    ]);
  });
});
