import { describe, expect, it } from 'vitest';
import { parsePrismaSchema } from './prisma-schema';

const schemaText = `
// A comment with a model-like line: model Fake {
generator client {
  provider = "prisma-client"
}

datasource db {
  provider = "postgresql"
  schemas  = ["shop"]
}

enum Colour {
  red
  green
  @@map("colour")
  @@schema("shop")
}

/// Things on sale.
model Widget {
  id        String    @id @default(dbgenerated("gen_random_uuid()")) @db.Uuid
  name      String    @default("http://example.com/a//b") // the // inside the string stays
  tags      String[]  @default([])
  price     Decimal?  @db.Decimal(10, 2)
  colour    Colour    @default(red)
  ownerId   String    @map("owner_id") @db.Uuid
  createdAt DateTime  @default(now()) @map("created_at") @db.Timestamptz(3)
  owner     Owner     @relation(fields: [ownerId], references: [id])

  @@index([ownerId])
  @@map("widgets")
  @@schema("shop")
}

model Owner {
  id      Int      @id @default(autoincrement())
  widgets Widget[]
  @@schema("shop")
}

model Hidden {
  id Int @id
  @@ignore
}
`;

describe('parsePrismaSchema', () => {
  it('reads tables, schemas and scalar fields with their columns, optionality and native types', () => {
    expect(parsePrismaSchema(schemaText)).toEqual([
      {
        name: 'Widget',
        table: 'widgets',
        schema: 'shop',
        fields: [
          { name: 'id', column: 'id', type: 'String', optional: false, list: false, nativeType: 'Uuid' },
          { name: 'name', column: 'name', type: 'String', optional: false, list: false },
          { name: 'tags', column: 'tags', type: 'String', optional: false, list: true },
          {
            name: 'price',
            column: 'price',
            type: 'Decimal',
            optional: true,
            list: false,
            nativeType: 'Decimal',
          },
          {
            name: 'colour',
            column: 'colour',
            type: 'Colour',
            optional: false,
            list: false,
            enumDatabaseName: 'colour',
          },
          {
            name: 'ownerId',
            column: 'owner_id',
            type: 'String',
            optional: false,
            list: false,
            nativeType: 'Uuid',
          },
          {
            name: 'createdAt',
            column: 'created_at',
            type: 'DateTime',
            optional: false,
            list: false,
            nativeType: 'Timestamptz',
          },
        ],
      },
      {
        name: 'Owner',
        table: 'Owner',
        schema: 'shop',
        fields: [{ name: 'id', column: 'id', type: 'Int', optional: false, list: false }],
      },
    ]);
  });
});
