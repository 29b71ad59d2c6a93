import type { PGlite } from '@electric-sql/pglite';
import type { SqlDriverAdapterFactory } from '@prisma/client/runtime/client';
import { PrismaPGlite } from 'pglite-prisma-adapter';

// Prisma's runtime exports the factory type only; the rest follows from it.
type SqlDriverAdapter = Awaited<ReturnType<SqlDriverAdapterFactory['connect']>>;
type Transaction = Awaited<ReturnType<SqlDriverAdapter['startTransaction']>>;

/**
 * Prisma's driver adapter for an embedded PGlite instance, with database errors translated
 * the way `@prisma/adapter-pg` translates them.
 *
 * `pglite-prisma-adapter` recognises database errors with `instanceof` against the PGlite
 * copy it resolves itself, which in this repository is an older release than the one we
 * run (Prisma's CLI pulls it in). Its check then fails and Prisma would report a unique
 * violation as an unknown error instead of P2002. We give the adapter and each of its
 * transactions an error handler that recognises a Postgres error by its shape instead.
 */
export function createPGlitePrismaAdapter(instance: PGlite): SqlDriverAdapterFactory {
  // The adapter's types name its own PGlite release; the instance is API-compatible.
  const factory = new PrismaPGlite(instance as never) as unknown as SqlDriverAdapterFactory;
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect(): Promise<SqlDriverAdapter> {
      const adapter = await factory.connect();
      replaceErrorHandler(adapter);
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) => {
        const transaction: Transaction = await startTransaction(isolationLevel);
        replaceErrorHandler(transaction);
        return transaction;
      };
      return adapter;
    },
  };
}

function replaceErrorHandler(target: object): void {
  (target as { onError: (error: unknown) => never }).onError = (error: unknown) => {
    if (isPostgresError(error)) throw driverAdapterError(error);
    throw error;
  };
}

interface PostgresError {
  code: string;
  message: string;
  severity: string;
  detail?: string;
  column?: string;
  constraint?: string;
  hint?: string;
}

function isPostgresError(error: unknown): error is PostgresError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Record<string, unknown>;
  return (
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string' &&
    typeof candidate.severity === 'string'
  );
}

/**
 * Prisma recognises an adapter error by its name and a `cause` object describing the
 * failure in its own terms (the same mapping `@prisma/adapter-pg` applies to `pg` errors).
 */
function driverAdapterError(error: PostgresError): Error {
  const adapterError = new Error(error.message, {
    cause: { originalCode: error.code, originalMessage: error.message, ...describePostgresError(error) },
  });
  adapterError.name = 'DriverAdapterError';
  return adapterError;
}

function keyFields(detail: string | undefined): { fields: string[] } | undefined {
  const fields = detail?.match(/Key \(([^)]+)\)/)?.[1]?.split(', ');
  return fields ? { fields } : undefined;
}

function quotedName(message: string): string | undefined {
  return message.match(/"([^"]+)"/)?.[1];
}

function describePostgresError(error: PostgresError): Record<string, unknown> {
  switch (error.code) {
    case '22001':
      return { kind: 'LengthMismatch', column: error.column };
    case '22003':
      return { kind: 'ValueOutOfRange', cause: error.message };
    case '22P02':
      return { kind: 'InvalidInputValue', message: error.message };
    case '23505':
      return { kind: 'UniqueConstraintViolation', constraint: keyFields(error.detail) };
    case '23502':
      return {
        kind: 'NullConstraintViolation',
        constraint: error.column ? { fields: [error.column] } : keyFields(error.detail),
      };
    case '23503':
      return {
        kind: 'ForeignKeyConstraintViolation',
        constraint: error.column
          ? { fields: [error.column] }
          : error.constraint
            ? { index: error.constraint }
            : undefined,
      };
    case '40001':
      return { kind: 'TransactionWriteConflict' };
    case '42P01':
      return { kind: 'TableDoesNotExist', table: quotedName(error.message) };
    case '42703':
      return { kind: 'ColumnNotFound', column: quotedName(error.message) };
    default:
      return {
        kind: 'postgres',
        code: error.code,
        severity: error.severity,
        message: error.message,
        detail: error.detail,
        column: error.column,
        hint: error.hint,
      };
  }
}
