// The database part of the service kit: opening PostgreSQL or embedded PGlite, applying a
// service's migrations, and checking its Prisma models against the migrated tables.
export {
  openDatabase,
  type Database,
  type DatabaseKind,
  type OpenDatabaseOptions,
  type SqlClient,
} from './database';
export {
  checksumOf,
  migrate,
  MigrationError,
  quoteIdentifier,
  readMigrations,
  type MigrateLogger,
  type MigrateOptions,
  type MigrationFile,
} from './migrate';
export {
  parsePrismaSchema,
  readPrismaModels,
  type PrismaModel,
  type PrismaScalarField,
} from './prisma-schema';
export {
  compareModelsWithColumns,
  expectedUdtName,
  findModelTableMismatches,
  type TableColumn,
} from './model-table-check';
